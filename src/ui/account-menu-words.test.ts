import { describe, expect, it } from 'vitest'
import { msg } from '@lingui/core/macro'
import { activateLocale, i18n, loadAccountCatalog } from '../i18n/i18n'
import { ACCOUNT_NAV } from './nav-items'

/**
 * docs/glossary-id.md: in the account menu "perangkat" names one thing, the Device Management page
 * (the customer's boxes). The places the account is signed in are "sesi masuk", so a customer
 * looking for their boxes is not sent to the sign-ins, nor the other way round.
 */
const SIGN_IN_TEXTS = [
  msg`Logged-in devices`,
  msg`Where you're logged in`,
  msg`See where you're logged in`,
  msg`These devices are logged in to your account. Log out any you don't know, then change your password.`,
  msg`This device`,
  msg`Unknown device`,
  msg`Log out`,
  msg`Log out this device?`,
  msg`Log out of all other devices`,
  msg`Log out of all other devices?`,
  msg`That device was logged out.`,
  msg`Every other device was logged out.`,
  msg`Every device but this one is logged out at once. Whoever uses them needs your password to log in again.`,
  msg`The device could not be logged out. Check your connection and try again.`,
  msg`Your devices could not be loaded. Check your connection and try again.`,
  msg`No other device is logged in to your account.`,
  msg`Your other devices are still logged in.`,
  msg`Also log out of all other devices`,
]

describe('the Indonesian account menu', () => {
  it('uses "perangkat" for Device Management only, and never on the sign-ins', async () => {
    await activateLocale('id')
    await loadAccountCatalog()
    const labels = ACCOUNT_NAV.map((item) => i18n._(item.label))
    expect(labels.filter((label) => /perangkat/i.test(label))).toEqual(['Manajemen Perangkat'])
    expect(labels).toContain('Sesi masuk')
    for (const text of SIGN_IN_TEXTS) {
      const shown = i18n._(text)
      // translated (not the English fallback), and without the box's word
      expect(shown).not.toBe(text.message)
      expect(shown).not.toMatch(/perangkat/i)
    }
  })
})
