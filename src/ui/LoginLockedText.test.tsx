// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { messages as enMessages } from '../../locales/en/messages.po'
import { messages as idMessages } from '../../locales/id/messages.po'
import { LoginLockedText } from './LoginLockedText'

const catalogs = { en: enMessages, id: idMessages }

function says(locale: 'en' | 'id', retryAfterSeconds: number): string {
  const i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } })
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
    </I18nProvider>,
  )
  const text = container.textContent ?? ''
  unmount()
  return text
}

describe('the wait after too many failed logins', () => {
  it('says a short wait in seconds, not as a minute it will not last', () => {
    expect(says('en', 15)).toBe('Too many failed logins. Try again in 15 seconds.')
    expect(says('en', 1)).toBe('Too many failed logins. Try again in 1 second.')
    expect(says('id', 15)).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 detik.')
  })

  it('says a lockout in whole minutes, rounded up', () => {
    expect(says('en', 60)).toBe('Too many failed logins. Try again in 1 minute.')
    expect(says('en', 61)).toBe('Too many failed logins. Try again in 2 minutes.')
    expect(says('en', 900)).toBe('Too many failed logins. Try again in 15 minutes.')
    expect(says('id', 900)).toBe('Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.')
  })
})
