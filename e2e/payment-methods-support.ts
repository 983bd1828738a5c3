import { expect, type Page } from '@playwright/test'
import type { Subscription } from '../contract/subscription'
import type { SavedMethod } from '../contract/payment-methods'
import { DEMO } from './account-support'
import { expectNoSeriousA11yViolations, pressEnter } from './support'

// What the payment methods specs share (payment-methods.spec.ts, payment-methods.clock.spec.ts): the
// page's words in each language, the demo customer's methods and renewal as the service has them,
// and GoPay linked and a method unlinked by keyboard.

/** the demo phone as the provider masks it */
export const GOPAY = 'GoPay 0812****890'

export const RUNS = [
  {
    locale: 'en',
    prefix: '',
    words: {
      list: 'Your payment methods',
      link: 'Link GoPay',
      dialog: 'Link GoPay',
      phone: 'GoPay phone number',
      linked: `${GOPAY} is linked. Renewals can be charged to it.`,
      // the popup's answer (cancelled) or the provider's, asked meanwhile (refused): either says so
      notLinked: /^GoPay was not linked: /,
      none: 'No renewals are charged to it.',
      one: 'Pays for 1 renewal.',
      card: 'Visa •••• 1111, expires 12/30',
      unlink: (label: string) => `Unlink ${label}`,
      ask: (label: string) => `Unlink ${label}?`,
      confirm: 'Unlink',
      unlinked: (label: string) => `${label} is unlinked.`,
      moveTo: (label: string) => `To ${label}`,
      movedTo: (label: string) => `Its renewals are now charged to ${label}.`,
    },
  },
  {
    locale: 'id',
    prefix: '/id',
    words: {
      list: 'Metode pembayaranmu',
      link: 'Hubungkan GoPay',
      dialog: 'Hubungkan GoPay',
      phone: 'Nomor ponsel GoPay',
      linked: `${GOPAY} berhasil dihubungkan. Perpanjangan bisa dibayar dengan metode ini.`,
      notLinked: /^GoPay tidak jadi dihubungkan: /,
      none: 'Belum ada perpanjangan yang ditagihkan ke metode ini.',
      one: 'Dipakai untuk 1 perpanjangan.',
      card: 'Visa •••• 1111, berlaku sampai 12/30',
      unlink: (label: string) => `Hapus ${label}`,
      ask: (label: string) => `Hapus ${label}?`,
      confirm: 'Hapus',
      unlinked: (label: string) => `${label} sudah dihapus.`,
      moveTo: (label: string) => `Ke ${label}`,
      movedTo: (label: string) => `Perpanjangannya sekarang ditagihkan ke ${label}.`,
    },
  },
] as const

export type Words = (typeof RUNS)[number]['words']

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

export async function methods(page: Page, token: string): Promise<SavedMethod[]> {
  const reply = await page.request.get('/bss/payduct/v1/payment-methods', { headers: auth(token) })
  return ((await reply.json()) as { data: { methods: SavedMethod[] } }).data.methods
}

/** The demo customer's renewal on its saved Visa ending 1111 (seeded), as the service has it now. */
export async function demoRenewal(page: Page, token: string): Promise<Subscription> {
  const reply = await page.request.get('/bss/payduct/v1/subscriptions', { headers: auth(token) })
  const { data } = (await reply.json()) as { data: { subscriptions: Subscription[] } }
  const found = data.subscriptions.find((s) => s.state === 'active' && s.method !== null)
  expect(found, 'the demo customer has a renewing subscription').toBeTruthy()
  return found!
}

export const list = (page: Page, words: Words) => page.getByRole('list', { name: words.list })
export const item = (page: Page, words: Words, label: string | RegExp) =>
  list(page, words).getByRole('listitem').filter({ hasText: label })

/**
 * Link GoPay by keyboard: the button, the phone typed in its dialog, Enter; the sandbox's activation
 * page opens in a popup, where `choice` (Allow or Cancel) is pressed; the popup lands back on the
 * page, hands its answer over and closes itself.
 */
export async function linkGopay(page: Page, words: Words, choice: 'Allow' | 'Cancel') {
  // after a change the list is read again, its status and focus already given, and Link GoPay waits
  // disabled meanwhile (its Enter once went to the heading)
  await pressEnter(page.getByRole('button', { name: words.link }))
  const dialog = page.getByRole('dialog', { name: words.dialog })
  const field = dialog.getByRole('textbox', { name: words.phone })
  await expect(field).toBeFocused()
  // the dialog looked at once a run (the same dialog both times)
  if (choice === 'Allow') await expectNoSeriousA11yViolations(page)
  await page.keyboard.type(DEMO.phone)
  const popupOpens = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const popup = await popupOpens
  await expect(dialog).toBeHidden()
  const button = popup.getByRole('button', { name: choice })
  await button.focus()
  const closes = popup.waitForEvent('close', { timeout: 20_000 })
  await popup.keyboard.press('Enter')
  await closes
}

/** Unlink a method by keyboard; where renewals are charged to it, they move to `moveTo`. */
export async function unlink(page: Page, words: Words, label: string, moveTo?: string) {
  await pressEnter(item(page, words, label).getByRole('button', { name: words.unlink(label) }))
  const dialog = page.getByRole('dialog', { name: words.ask(label) })
  await expect(dialog).toBeVisible()
  if (moveTo) {
    const place = dialog.getByRole('radio', { name: words.moveTo(moveTo) })
    await place.focus()
    await page.keyboard.press('Space')
    await expect(place).toBeChecked()
  }
  const confirm = dialog.getByRole('button', { name: words.confirm, exact: true })
  await expect(confirm).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
  await pressEnter(confirm)
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: words.unlinked(label) })).toBeVisible()
  // the Unlink pressed has gone with its method: the list's heading has the focus
  await expect(page.getByRole('heading', { name: words.list })).toBeFocused()
}
