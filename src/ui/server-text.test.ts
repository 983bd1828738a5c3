import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as idMessages } from '../../locales/id/messages.po'
import { serverText } from './server-text'

// The services' words, as they write them (server/services/otp.ts, server/services/credentials.ts;
// shared code may not import the server).
const TOO_MANY_MESSAGE = 'Sorry, too many requests, try again later'
const lockedMessage = (seconds: number) =>
  `Sorry, too many failed logins, try again in ${Math.ceil(seconds / 60)} minutes`

const id = setupI18n({ locale: 'id', messages: { id: idMessages } })
const onId = (words: string | null) => {
  const text = serverText(words)
  return text && id._(text)
}

describe("the service's words in the page's language", () => {
  it('says the words the password, box phone and address forms can meet in Indonesian on /id', () => {
    expect(onId('User not found')).toBe('Belum ada akun dengan nomor ponsel ini.')
    expect(onId('Verify the phone number with a code first')).toBe(
      'Verifikasi dulu nomor ponselnya dengan kode.',
    )
    expect(onId('Your old password is incorrect')).toBe('Kata sandi lamamu salah.')
    expect(onId('Device not found')).toBe('Box ini tidak ditemukan.')
    expect(onId('Subdistrict not found in this district')).toBe(
      'Kelurahan/desa ini tidak ada di kecamatan yang dipilih.',
    )
    expect(onId(TOO_MANY_MESSAGE)).toBe('Terlalu banyak permintaan. Coba lagi nanti.')
    expect(onId(lockedMessage(600))).toBe('Terlalu banyak percobaan. Coba lagi nanti.')
  })

  it('shows no words it does not know (English from elsewhere stays off the page)', () => {
    expect(serverText('Only Alphabets')).toBeNull()
    expect(serverText('fetch failed')).toBeNull()
    expect(serverText(null)).toBeNull()
  })
})
