import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as enMessages } from '../../../locales/en/messages.po'
import { messages as idMessages } from '../../../locales/id/messages.po'
import { TOO_MANY_MESSAGE, VERIFY_MESSAGES } from '../../../server/services/otp'
import { otpFailureText } from './otp-failure-text'

const en = setupI18n({ locale: 'en', messages: { en: enMessages } })
const id = setupI18n({ locale: 'id', messages: { id: idMessages } })

describe("the one-time code's failures in the page's language", () => {
  it("says each of the service's own words in Indonesian on /id, never the service's English", () => {
    for (const words of [...Object.values(VERIFY_MESSAGES), TOO_MANY_MESSAGE]) {
      for (const error of ['invalidCode', 'sendFailed'] as const) {
        const text = otpFailureText(error, words)
        expect(text, words).not.toBeNull()
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
