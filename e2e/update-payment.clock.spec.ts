import { type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './clock-server'
import type { SavedMethod } from '../contract/payment-methods'
import type { Subscription } from '../contract/subscription'
import { formatDateLong, formatRupiah } from '../src/lib/format'
import { cardBrand } from '../src/ui/card-brand'
import { demoToken, logInAs } from './account-support'
import { onTestClock } from './clock'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady } from './support'

/**
 * My Package's Change payment method and Update payment against the demo server: add-ons bought on
 * the sandbox's card that pays once and declines later (saved for renewals), the demo clock moved
 * 30 days so their renewals are declined, then each paid by keyboard with the demo customer's
 * seeded Visa •••• 1111 after the declined card is tried again; and the seeded renewal's method
 * changed back and forth. In English and Indonesian, at a phone's and a laptop's width.
 */

const DENY_CARD = '4911111111111113'
const BILLING = '/bss/payduct/v1'
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

async function subscriptionsOf(request: APIRequestContext, token: string): Promise<Subscription[]> {
  const reply = await request.get(`${BILLING}/subscriptions`, { headers: bearer(token) })
  return ((await reply.json()) as { data: { subscriptions: Subscription[] } }).data.subscriptions
}

async function methodsOf(request: APIRequestContext, token: string): Promise<SavedMethod[]> {
  const reply = await request.get(`${BILLING}/payment-methods`, { headers: bearer(token) })
  return ((await reply.json()) as { data: { methods: SavedMethod[] } }).data.methods
}

/** An add-on checked out for the box and paid in the sandbox with the declining card, saved for renewals. */
async function buyOnDecliningCard(request: APIRequestContext, token: string, packageId: number, sn: string) {
  const checkout = await request.post('/go/vplustv/v1/checkout', {
    headers: bearer(token),
    data: { package_id: packageId, sn },
  })
  expect(checkout.ok(), await checkout.text()).toBe(true)
  const { data } = (await checkout.json()) as { data: { token: string } }
  const paid = await request.post(`/sandbox/snap/pay/${data.token}`, {
    headers: { accept: 'application/json' },
    data: { choice: 'pay', card: DENY_CARD, save_card: true },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
}

const methodText = (saved: SavedMethod, expires: string) =>
  saved.method.kind === 'gopay'
    ? `GoPay ${saved.method.phone}`
    : `${cardBrand(saved.method.brand)} •••• ${saved.method.last4}, ${expires} ${saved.method.expiry}`

const RUNS = [
  {
    locale: 'en',
    prefix: '',
    words: {
      renewals: 'Renewals',
      expires: 'expires',
      update: (name: string) => `Update payment for ${name}`,
      updateTitle: 'Update payment',
      payWith: 'Pay with',
      pay: (amount: string) => `Pay ${amount} now`,
      declined: 'The payment was declined. Choose another method.',
      paidTitle: 'Payment made',
      paid: (amount: string, name: string, day: string) =>
        `${amount} is paid. ${name} is active again and renews on ${day}.`,
      receipt: 'See the receipt',
      paidStatus: (name: string, day: string) => `${name} is paid and active again: next payment on ${day}.`,
      next: (amount: string, day: string) => `Next payment ${amount} on ${day}`,
      change: (name: string) => `Change payment method for ${name}`,
      changeTitle: 'Change payment method',
      method: 'Payment method',
      save: 'Save',
      changed: (name: string, method: string) => `${name} now renews with ${method}.`,
    },
  },
  {
    locale: 'id',
    prefix: '/id',
    words: {
      renewals: 'Perpanjangan',
      expires: 'berlaku sampai',
      update: (name: string) => `Perbarui pembayaran ${name}`,
      updateTitle: 'Perbarui pembayaran',
      payWith: 'Bayar dengan',
      pay: (amount: string) => `Bayar ${amount} sekarang`,
      declined: 'Pembayaran ditolak. Pilih metode lain.',
      paidTitle: 'Pembayaran berhasil',
      paid: (amount: string, name: string, day: string) =>
        `${amount} sudah dibayar. ${name} aktif lagi dan diperpanjang pada ${day}.`,
      receipt: 'Lihat bukti pembayaran',
      paidStatus: (name: string, day: string) =>
        `${name} sudah dibayar dan aktif lagi: pembayaran berikutnya pada ${day}.`,
      next: (amount: string, day: string) => `Pembayaran berikutnya ${amount} pada ${day}`,
      change: (name: string) => `Ganti metode pembayaran ${name}`,
      changeTitle: 'Ganti metode pembayaran',
      method: 'Metode pembayaran',
      save: 'Simpan',
      changed: (name: string, method: string) => `${name} sekarang diperpanjang dengan ${method}.`,
    },
  },
] as const
const WIDTHS = [375, 1280]

/** The page fits its width and axe finds nothing serious. */
async function expectFitAndAccessible(page: Page, label: string) {
  await expectNoSeriousA11yViolations(page)
  expect(await clippedLabels(page), label).toEqual([])
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    label,
  ).toBeLessThanOrEqual(0)
}

const renewalItem = (page: Page, renewals: string, row: Subscription) =>
  page
    .getByRole('list', { name: renewals })
    .getByRole('listitem')
    .filter({ hasText: row.name })
    .filter({ hasText: row.sn })

// One test pays four declined renewals, one per language and width, one after the other: the
// clock is the server's, moved once for all of them.
test(
  'a failed renewal shows Update payment, and paying it ends past_due, by keyboard, in English and Indonesian at 375 and 1280 px',
  { tag: '@dates' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000)
    // the login's token is the test server's, on its clock: the pages read its expiry on the same one
    await onTestClock(context)
    const before = await demoToken(baseURL!)
    for (const [packageId, sn] of [
      [102, 'VPTV2024A0001'],
      [103, 'VPTV2024A0001'],
      [102, 'VPTV2024B0002'],
      [103, 'VPTV2024B0002'],
    ] as const)
      await buyOnDecliningCard(request, before, packageId, sn)
    // a month on: their renewals are charged to the declining card, and declined
    const moved = await request.post('/__dev/clock', { data: { advance: '30d' } })
    expect(moved.ok(), await moved.text()).toBe(true)
    const token = await demoToken(baseURL!)
    await logInAs(page, token)
    await expect
      .poll(async () => (await subscriptionsOf(request, token)).filter((s) => s.state === 'past_due').length)
      .toBe(4)
    const failed = (await subscriptionsOf(request, token)).filter((s) => s.state === 'past_due')
    const methods = await methodsOf(request, token)
    const working = methods.find((m) => m.method.kind === 'card' && m.method.last4 === '1111')!
    expect(working, 'the demo customer keeps the seeded Visa').toBeTruthy()

    let run = 0
    for (const { locale, prefix, words } of RUNS)
      for (const width of WIDTHS) {
        const row = failed[run++]!
        expect(row.failure).toBe('declined')
        const label = `${locale} at ${width} px`
        const amount = formatRupiah(row.amount)
        const day = (iso: string | null) => formatDateLong(iso ?? '', locale)
        await page.setViewportSize({ width, height: 800 })
        await gotoReady(page, `${prefix}/account/my-package`)
        const item = renewalItem(page, words.renewals, row)
        await item.getByRole('button', { name: words.update(row.name) }).focus()
        await expectFitAndAccessible(page, label)
        await page.keyboard.press('Enter')

        const dialog = page.getByRole('dialog', { name: words.updateTitle })
        const group = dialog.getByRole('radiogroup', { name: words.payWith })
        const declining = group.locator(`input[type="radio"][value="${row.method_id}"]`)
        const good = group.locator(`input[type="radio"][value="${working.id}"]`)
        // the method declined is marked and not chosen: Pay waits; the first method has the focus
        await expect(declining).not.toBeChecked()
        await expect(group.getByRole('radio').first()).toBeFocused()
        const pay = dialog.getByRole('button', { name: words.pay(amount) })
        await expect(pay).toBeDisabled()
        await expectFitAndAccessible(page, `${label}, Update payment`)

        // the declining card again: declined, said, and nothing chosen
        await declining.focus()
        await page.keyboard.press('Space')
        await expect(declining).toBeChecked()
        await page.keyboard.press('Enter')
        await expect(dialog.getByRole('alert')).toHaveText(words.declined)
        await expect(declining).not.toBeChecked()
        expect((await subscriptionsOf(request, token)).find((s) => s.id === row.id)?.state).toBe('past_due')

        // the seeded Visa: paid
        await good.focus()
        await page.keyboard.press('Space')
        await expect(pay).toBeEnabled()
        await page.keyboard.press('Enter')
        const paid = page.getByRole('dialog', { name: words.paidTitle })
        await expect(paid).toBeVisible()
        const now = (await subscriptionsOf(request, token)).find((s) => s.id === row.id)!
        expect(now).toMatchObject({ state: 'active', method_id: working.id, failure: null })
        const said = paid.getByText(words.paid(amount, row.name, day(now.next_charge_at)))
        await expect(said).toBeFocused()
        await expect(paid.getByRole('link', { name: words.receipt })).toHaveAttribute(
          'href',
          new RegExp(`^${prefix}/account/transaction/[^/]+/receipt$`),
        )
        await expectFitAndAccessible(page, `${label}, paid`)
        await page.keyboard.press('Escape')
        await expect(paid).toBeHidden()
        await expect(
          page.getByRole('status').filter({ hasText: words.paidStatus(row.name, day(now.next_charge_at)) }),
        ).toBeVisible()
        await expect(item).toContainText(words.next(amount, day(now.next_charge_at)))
        await expect(item.getByRole('button', { name: words.update(row.name) })).toHaveCount(0)
      }
  },
)

test(
  'Change payment method: the current one marked, Escape closes, another saved, by keyboard, in English and Indonesian at 375 and 1280 px',
  { tag: '@dates' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    await onTestClock(context)
    const token = await demoToken(baseURL!)
    // a second card to change to: an add-on paid with the declining card, saved
    await buyOnDecliningCard(request, token, 104, 'VPTV2024A0001')
    await logInAs(page, token)
    const methods = await methodsOf(request, token)
    const seeded = (await subscriptionsOf(request, token)).find(
      (s) => s.method?.kind === 'card' && s.method.last4 === '1111',
    )!
    expect(seeded, 'the demo customer has a renewal on the saved Visa').toBeTruthy()
    const other = methods.find((m) => m.status === 'active' && m.id !== seeded.method_id)!
    expect(other, 'a second active method').toBeTruthy()

    for (const { locale, prefix, words } of RUNS)
      for (const width of WIDTHS) {
        const label = `${locale} at ${width} px`
        const row = (await subscriptionsOf(request, token)).find((s) => s.id === seeded.id)!
        // back and forth between the seeded Visa and the other card
        const next =
          row.method_id === seeded.method_id ? other : methods.find((m) => m.id === seeded.method_id)!
        await page.setViewportSize({ width, height: 800 })
        await gotoReady(page, `${prefix}/account/my-package`)
        const item = renewalItem(page, words.renewals, row)
        const open = item.getByRole('button', { name: words.change(row.name) })
        await open.focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: words.changeTitle })
        const group = dialog.getByRole('radiogroup', { name: words.method })
        const current = group.locator(`input[type="radio"][value="${row.method_id}"]`)
        await expect(current).toBeChecked()
        await expect(current).toBeFocused()
        await expect(dialog.getByRole('button', { name: words.save })).toBeDisabled()
        await expectFitAndAccessible(page, `${label}, Change payment method`)

        // Escape closes it, and the focus is back on the button that opened it
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(open).toBeFocused()

        await page.keyboard.press('Enter')
        await expect(current).toBeFocused()
        const chosen = group.locator(`input[type="radio"][value="${next.id}"]`)
        await chosen.focus()
        await page.keyboard.press('Space')
        await expect(dialog.getByRole('button', { name: words.save })).toBeEnabled()
        await page.keyboard.press('Enter')
        await expect(dialog).toBeHidden()
        const text = methodText(next, words.expires)
        await expect(
          page.getByRole('status').filter({ hasText: words.changed(row.name, text) }),
        ).toBeVisible()
        await expect(page.getByRole('heading', { name: words.renewals })).toBeFocused()
        await expect(item).toContainText(text)
        expect((await subscriptionsOf(request, token)).find((s) => s.id === row.id)?.method_id).toBe(next.id)
      }
  },
)
