import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as enMessages } from '../../../locales/en/messages.po'
import { messages as idMessages } from '../../../locales/id/messages.po'
import { otpFailureText } from './otp-failure-text'

// The OTP service's words, as it writes them (server/services/otp.ts VERIFY_MESSAGES and
// TOO_MANY_MESSAGE; shared code may not import the server). The browser test on /id meets them live.
const TOO_MANY_MESSAGE = 'Sorry, too many requests, try again later'
const VERIFY_MESSAGES = {
  invalid: 'Invalid code',
  expired: 'The code has expired, request a new one',
  dead: 'This code is no longer valid after 5 wrong tries, request a new one',
  tooMany: TOO_MANY_MESSAGE,
}

const en = setupI18n({ locale: 'en', messages: { en: enMessages } })
const id = setupI18n({ locale: 'id', messages: { id: idMessages } })

describe("the one-time code's failures in the page's language", () => {
  it("says each of the service's own words in Indonesian on /id, never the service's English", () => {
    for (const words of [...Object.values(VERIFY_MESSAGES), TOO_MANY_MESSAGE]) {
      for (const error of ['invalidCode', 'sendFailed'] as const) {
        const text = otpFailureText(error, words)
        expect([words, text]).not.toEqual([words, null])
        const indonesian = id._(text!)
        expect([words, indonesian]).not.toEqual([words, en._(text!)])
        expect(indonesian).not.toContain(words)
      }
    }
    expect(id._(otpFailureText('invalidCode', VERIFY_MESSAGES.expired)!)).toBe(
      'Kodenya sudah kedaluwarsa. Minta kode baru.',
    )
  })

  it('says words it does not know (a network error) as a plain failure', () => {
    expect(id._(otpFailureText('sendFailed', 'fetch failed')!)).toBe('Kode gagal dikirim. Coba lagi.')
    expect(id._(otpFailureText('sendFailed', null)!)).toBe('Kode gagal dikirim. Coba lagi.')
    expect(id._(otpFailureText('invalidCode', 'Bad Gateway')!)).toBe('Kode gagal diperiksa. Coba lagi.')
    expect(otpFailureText('invalidCode', null)).toBeNull()
  })
})
