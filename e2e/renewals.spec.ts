import { expect, test, type Page } from '@playwright/test'
import type { Subscription } from '../contract/subscription'
import { formatDateLong, formatRupiah } from '../src/lib/format'
import { demoToken, logInAs } from './account-support'
import { onTestClock } from './clock'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady } from './support'

/**
 * The demo customer's seeded renewal (a package renewing on a saved Visa ending 1111), as the
 * billing service has it now.
 */
async function seededRenewal(page: Page, token: string): Promise<Subscription> {
  const reply = await page.request.get('/bss/payduct/v1/subscriptions', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { data } = (await reply.json()) as { data: { subscriptions: Subscription[] } }
  const found = data.subscriptions.find((s) => s.method?.kind === 'card' && s.method.last4 === '1111')
  expect(found, 'the demo customer has a renewal on a saved card').toBeTruthy()
  return found!
}

const RUNS = [
  {
    locale: 'en',
    prefix: '',
    words: {
      renewals: 'Renewals',
      card: 'Visa •••• 1111',
      next: (amount: string, day: string) => `Next payment ${amount} on ${day}`,
      until: (day: string) => `Active until ${day}`,
      turnOff: (name: string) => `Turn off auto-renew for ${name}`,
      turnOn: (name: string) => `Turn on auto-renew for ${name}`,
      ask: 'Turn off auto-renew?',
      stays: (name: string, day: string) => `${name} stays active until ${day} and is not charged again.`,
      confirm: 'Turn off',
      offStatus: (name: string, day: string) => `Auto-renew is off: ${name} stays active until ${day}.`,
      onStatus: (name: string, day: string) => `Auto-renew is on: ${name} renews on ${day}.`,
    },
  },
  {
    locale: 'id',
    prefix: '/id',
    words: {
      renewals: 'Perpanjangan',
      card: 'Visa •••• 1111',
      next: (amount: string, day: string) => `Pembayaran berikutnya ${amount} pada ${day}`,
      until: (day: string) => `Aktif sampai ${day}`,
      turnOff: (name: string) => `Matikan perpanjangan otomatis ${name}`,
      turnOn: (name: string) => `Nyalakan perpanjangan otomatis ${name}`,
      ask: 'Matikan perpanjangan otomatis?',
      stays: (name: string, day: string) => `${name} tetap aktif sampai ${day} dan tidak ditagih lagi.`,
      confirm: 'Matikan',
      offStatus: (name: string, day: string) =>
        `Perpanjangan otomatis mati: ${name} tetap aktif sampai ${day}.`,
      onStatus: (name: string, day: string) =>
        `Perpanjangan otomatis menyala: ${name} diperpanjang pada ${day}.`,
    },
  },
] as const

// One test turns the demo customer's one renewal off and on, in both languages at a phone's and a
// laptop's width, one after the other: run side by side, two tests would change the same
// subscription under each other.
test(
  'My Package: auto-renew turned off after its confirmation and on again, by keyboard, in English and Indonesian at 375 and 1280 px',
  { tag: '@dates' },
  async ({ page, context, baseURL }) => {
    test.setTimeout(120_000)
    // the login's token is the test server's, on its clock: the pages read its expiry on the same one
    await onTestClock(context)
    const token = await demoToken(baseURL!)
    await logInAs(page, token)
    const seeded = await seededRenewal(page, token)
    expect(seeded.state).toBe('active')
    for (const { locale, prefix, words } of RUNS)
      for (const width of [375, 1280]) {
        const day = (iso: string | null) => formatDateLong(iso ?? '', locale)
        const end = day(seeded.period_end)
        await page.setViewportSize({ width, height: 800 })
        await gotoReady(page, `${prefix}/account/my-package`)
        const item = page
          .getByRole('list', { name: words.renewals })
          .getByRole('listitem')
          .filter({ hasText: words.card })
        await expect(item).toContainText(words.next(formatRupiah(seeded.amount), day(seeded.next_charge_at)))
        await expectNoSeriousA11yViolations(page)
        expect(await clippedLabels(page), `${locale} at ${width} px`).toEqual([])
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0)

        // off: asked first, saying until when the package stays; Enter on the focused action confirms
        await item.getByRole('button', { name: words.turnOff(seeded.name) }).focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: words.ask })
        await expect(dialog).toContainText(words.stays(seeded.name, end))
        await expect(dialog.getByRole('button', { name: words.confirm })).toBeFocused()
        await expectNoSeriousA11yViolations(page)
        await page.keyboard.press('Enter')
        await expect(dialog).toBeHidden()
        await expect(
          page.getByRole('status').filter({ hasText: words.offStatus(seeded.name, end) }),
        ).toBeVisible()
        await expect(item).toContainText(words.until(end))

        // the billing service kept it: a new page says the same
        await gotoReady(page, `${prefix}/account/my-package`)
        await expect(item).toContainText(words.until(end))
        await expectNoSeriousA11yViolations(page)

        // on again, in one step
        await item.getByRole('button', { name: words.turnOn(seeded.name) }).focus()
        await page.keyboard.press('Enter')
        await expect(
          page.getByRole('status').filter({ hasText: words.onStatus(seeded.name, end) }),
        ).toBeVisible()
        await expect(item).toContainText(words.next(formatRupiah(seeded.amount), day(seeded.next_charge_at)))
        expect((await seededRenewal(page, token)).state).toBe('active')
      }
  },
)
