import { expect, test, type Page } from '@playwright/test'
import type { Subscription } from '../contract/subscription'
import type { SavedMethod } from '../contract/payment-methods'
import { demoToken, DEMO, logInAs } from './account-support'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady } from './support'

// Payment methods (issue 47): GoPay linked through the sandbox's activation page in its popup, the
// linking cancelled there, a method unlinked, and a renewal charged to the linked GoPay once the
// demo clock passes its day, with its receipt. By keyboard, axe-clean, in both languages at a
// phone's and a laptop's width. The tests change the demo customer's methods one after the other.
test.describe.configure({ mode: 'serial' })

/** the demo phone as the provider masks it */
const GOPAY = 'GoPay 0812****890'

const RUNS = [
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

type Words = (typeof RUNS)[number]['words']

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

async function methods(page: Page, token: string): Promise<SavedMethod[]> {
  const reply = await page.request.get('/bss/payduct/v1/payment-methods', { headers: auth(token) })
  return ((await reply.json()) as { data: { methods: SavedMethod[] } }).data.methods
}

/** The demo customer's renewal on its saved Visa ending 1111 (seeded), as the service has it now. */
async function demoRenewal(page: Page, token: string): Promise<Subscription> {
  const reply = await page.request.get('/bss/payduct/v1/subscriptions', { headers: auth(token) })
  const { data } = (await reply.json()) as { data: { subscriptions: Subscription[] } }
  const found = data.subscriptions.find((s) => s.state === 'active' && s.method !== null)
  expect(found, 'the demo customer has a renewing subscription').toBeTruthy()
  return found!
}

const list = (page: Page, words: Words) => page.getByRole('list', { name: words.list })
const item = (page: Page, words: Words, label: string | RegExp) =>
  list(page, words).getByRole('listitem').filter({ hasText: label })

/**
 * Link GoPay by keyboard: the button, the phone typed in its dialog, Enter; the sandbox's activation
 * page opens in a popup, where `choice` (Allow or Cancel) is pressed; the popup lands back on the
 * page, hands its answer over and closes itself.
 */
async function linkGopay(page: Page, words: Words, choice: 'Allow' | 'Cancel') {
  await page.getByRole('button', { name: words.link }).focus()
  await page.keyboard.press('Enter')
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
async function unlink(page: Page, words: Words, label: string, moveTo?: string) {
  await item(page, words, label)
    .getByRole('button', { name: words.unlink(label) })
    .focus()
  await page.keyboard.press('Enter')
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
  await confirm.focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: words.unlinked(label) })).toBeVisible()
  // the Unlink pressed has gone with its method: the list's heading has the focus
  await expect(page.getByRole('heading', { name: words.list })).toBeFocused()
}

test('GoPay linked through its activation page, cancelled there, and unlinked, by keyboard, in English and Indonesian at 375 and 1280 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000)
  const token = await demoToken(baseURL!)
  await logInAs(page, token)
  for (const { locale, prefix, words } of RUNS)
    for (const width of [375, 1280]) {
      const run = `${locale} at ${width} px`
      await page.setViewportSize({ width, height: 800 })
      await gotoReady(page, `${prefix}/account/payment-methods`)
      // the demo's saved card, masked, with the renewal it pays for
      await expect(item(page, words, words.card)).toContainText(words.one)
      await expectNoSeriousA11yViolations(page)
      expect(await clippedLabels(page), run).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        run,
      ).toBeLessThanOrEqual(0)

      // Escape closes the dialog; the focus goes back to Link GoPay
      await page.getByRole('button', { name: words.link }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: words.dialog })).toBeHidden()
      await expect(page.getByRole('button', { name: words.link })).toBeFocused()

      // cancelled in GoPay's page: said, and nothing is left waiting
      await linkGopay(page, words, 'Cancel')
      await expect(page.getByRole('status')).toHaveText(words.notLinked)
      await expect(item(page, words, GOPAY)).toHaveCount(0)
      expect((await methods(page, token)).filter((m) => m.method.kind === 'gopay')).toEqual([])

      // allowed: listed active, paying for nothing yet
      await linkGopay(page, words, 'Allow')
      await expect(page.getByRole('status').filter({ hasText: words.linked })).toBeVisible({
        timeout: 15_000,
      })
      await expect(page.getByRole('heading', { name: words.list })).toBeFocused()
      await expect(item(page, words, GOPAY)).toContainText(words.none)
      await expectNoSeriousA11yViolations(page)
      expect(await clippedLabels(page), run).toEqual([])
      const linked = (await methods(page, token)).find((m) => m.method.kind === 'gopay')
      expect(linked?.status).toBe('active')

      // unlinked: gone here and at the provider's side of the service
      await unlink(page, words, GOPAY)
      await expect(item(page, words, GOPAY)).toHaveCount(0)
      expect((await methods(page, token)).filter((m) => m.method.kind === 'gopay')).toEqual([])
    }
})

test('a renewal charged to the linked GoPay once the demo clock passes its day, with its receipt; unlinking GoPay moves it back to the card', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const words = RUNS[0].words
  let token = await demoToken(baseURL!)
  await logInAs(page, token)
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoReady(page, '/account/payment-methods')
  await linkGopay(page, words, 'Allow')
  await expect(page.getByRole('status').filter({ hasText: words.linked })).toBeVisible({ timeout: 15_000 })
  const gopay = (await methods(page, token)).find((m) => m.method.kind === 'gopay' && m.status === 'active')!
  const card = (await methods(page, token)).find((m) => m.method.kind === 'card')!

  // the renewal goes to GoPay (Change payment method is My Package's; here through its call)
  const renewal = await demoRenewal(page, token)
  const moved = await page.request.post(`/bss/payduct/v1/subscriptions/${renewal.id}/method`, {
    headers: auth(token),
    data: { method_id: gopay.id },
  })
  expect(moved.status()).toBe(200)
  await gotoReady(page, '/account/payment-methods')
  await expect(item(page, words, GOPAY)).toContainText(words.one)

  // the demo clock passes the renewal's day: it is charged to GoPay
  const clock = (await (await page.request.get('/__dev/clock')).json()) as { now: string }
  const hours = Math.ceil((Date.parse(renewal.next_charge_at!) - Date.parse(clock.now)) / 3_600_000) + 1
  const advanced = await page.request.post('/__dev/clock', { data: { advance: `${Math.max(1, hours)}h` } })
  expect(advanced.status()).toBe(200)
  // a login older than the moved clock allows has ended: a fresh one
  token = await demoToken(baseURL!)
  await logInAs(page, token)
  const renewed = await demoRenewal(page, token)
  expect(renewed.id).toBe(renewal.id)
  expect(renewed.method).toEqual(gopay.method)
  expect(Date.parse(renewed.period_end)).toBeGreaterThan(Date.parse(renewal.period_end))

  // its receipt: the newest paid renewal order, paid with GoPay
  const orders = await page.request.get('/bss/payduct/v1/transaction?page=1&limit=50', {
    headers: auth(token),
  })
  const { data } = (await orders.json()) as {
    data: { order_id: string; status: string; is_recurring: boolean }[]
  }
  const charge = data.find((o) => o.is_recurring && o.status === 'settlement')!
  await gotoReady(page, `/account/transaction?order_id=${charge.order_id}`)
  const detail = page.getByRole('dialog', { name: 'Transaction detail' })
  await detail.getByRole('link', { name: 'Receipt' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/account/transaction/${charge.order_id}/receipt`)
  await expect(page.getByTestId('receipt')).toContainText(GOPAY)

  // unlinking GoPay asks where its renewal goes: back to the card
  await gotoReady(page, '/account/payment-methods')
  const cardLabel = 'Visa •••• 1111, expires 12/30'
  await unlink(page, words, GOPAY, cardLabel)
  await expect(page.getByRole('status')).toContainText(words.movedTo(cardLabel))
  await expect(item(page, words, cardLabel)).toContainText(words.one)
  expect((await demoRenewal(page, token)).method_id).toBe(card.id)
})

test('a card added in the sandbox card page, then unlinked, by keyboard, in English at 1280 px and Indonesian at 375 px', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const token = await demoToken(baseURL!)
  await logInAs(page, token)
  for (const [{ prefix, words }, width] of [
    [RUNS[0], 1280],
    [RUNS[1], 375],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await gotoReady(page, `${prefix}/account/payment-methods`)
    const before = new Set((await methods(page, token)).map((m) => m.id))
    await page.getByRole('button', { name: prefix ? 'Tambah kartu' : 'Add a card' }).focus()
    const popupOpens = page.waitForEvent('popup')
    await page.keyboard.press('Enter')
    const popup = await popupOpens
    await popup.getByRole('button', { name: 'Save card' }).focus()
    const closes = popup.waitForEvent('close', { timeout: 20_000 })
    await popup.keyboard.press('Enter')
    await closes
    // the sandbox's accepted test card, masked as the provider keeps it
    await expect
      .poll(async () => (await methods(page, token)).filter((m) => !before.has(m.id)).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const added = (await methods(page, token)).find((m) => !before.has(m.id))!
    expect(added.method).toMatchObject({ kind: 'card', last4: '1114' })
    const expiry = added.method.kind === 'card' ? added.method.expiry : ''
    const label = prefix ? `Visa •••• 1114, berlaku sampai ${expiry}` : `Visa •••• 1114, expires ${expiry}`
    const said = prefix
      ? `${label} berhasil ditambahkan. Perpanjangan bisa dibayar dengan metode ini.`
      : `${label} is added. Renewals can be charged to it.`
    await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible()
    await expect(item(page, words, label)).toContainText(words.none)
    await expectNoSeriousA11yViolations(page)
    await unlink(page, words, label)
    expect((await methods(page, token)).map((m) => m.id).sort()).toEqual([...before].sort())
  }
})
