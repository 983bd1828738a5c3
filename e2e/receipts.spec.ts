import { expect, test, type Page } from '@playwright/test'
import type { Receipt } from '../contract/receipt'
import { formatDateLong, formatRupiah, formatTime } from '../src/lib/format'
import { demoToken, logInAs } from './account-support'
import { onTestClock } from './clock'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady } from './support'

test.describe.configure({ timeout: 60_000 })

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page, context }) => {
  // the login's token is the test server's, on its clock: the pages read its expiry on the same one
  await onTestClock(context)
  await logInAs(page, token)
})

/** The demo customer's seeded renewal charge (paid, recurring) and its receipt as the service gives it. */
async function seededRenewal(page: Page): Promise<Receipt> {
  const auth = { Authorization: `Bearer ${token}` }
  const list = await page.request.get('/bss/payduct/v1/transaction?page=1&limit=50', { headers: auth })
  const { data } = (await list.json()) as {
    data: { order_id: string; status: string; is_recurring: boolean }[]
  }
  const renewal = data.filter((o) => o.is_recurring && o.status === 'settlement').at(-1)!
  const reply = await page.request.get(`/go/vplustv/v1/transaction/${renewal.order_id}/receipt`, {
    headers: auth,
  })
  return ((await reply.json()) as { data: Receipt }).data
}

const RUNS = [
  {
    locale: 'en',
    prefix: '',
    width: 1280,
    words: {
      detail: 'Transaction detail',
      link: 'Receipt',
      renewal: '(renewal)',
      vat: (p: number) => `Includes VAT (PPN ${p}%)`,
      print: /Print or save as PDF/,
    },
  },
  {
    locale: 'id',
    prefix: '/id',
    width: 375,
    words: {
      detail: 'Detail transaksi',
      link: 'Bukti pembayaran',
      renewal: '(perpanjangan)',
      vat: (p: number) => `Termasuk PPN ${p}%`,
      print: /Cetak atau simpan sebagai PDF/,
    },
  },
] as const

for (const { locale, prefix, width, words } of RUNS) {
  test(
    `[${locale}] at ${width} px a paid renewal's receipt opens from its detail, reads in the page's language and prints as the receipt alone`,
    { tag: '@dates' },
    async ({ page }) => {
      const receipt = await seededRenewal(page)
      const at = (iso: string) => `${formatDateLong(iso, locale)}, ${formatTime(iso)} WIB`
      await page.setViewportSize({ width: 1280, height: 900 })
      await gotoReady(page, `${prefix}/account/transaction?order_id=${receipt.order_id}`)
      const dialog = page.getByRole('dialog', { name: words.detail })
      await dialog.getByRole('link', { name: words.link }).click()
      await expect(page).toHaveURL(`${prefix}/account/transaction/${receipt.order_id}/receipt`)
      await expect(dialog).toBeHidden()
      await page.setViewportSize({ width, height: 900 })

      const sheet = page.getByTestId('receipt')
      await expect(sheet).toContainText(receipt.seller.name)
      await expect(sheet).toContainText(receipt.order_id)
      await expect(sheet).toContainText(`${receipt.product_name} ${words.renewal}`)
      await expect(sheet).toContainText(at(receipt.paid_at))
      await expect(sheet).toContainText(words.vat(receipt.vat.percent))
      await expect(sheet).toContainText(formatRupiah(receipt.vat.amount))
      await expect(sheet).toContainText(formatRupiah(receipt.total))
      // the seeded renewal was paid with the demo's saved card: named, masked
      expect(receipt.method).toMatchObject({ kind: 'card', last4: '1111' })
      await expect(sheet).toContainText('Visa •••• 1111')
      await expectNoSeriousA11yViolations(page)
      expect(await clippedLabels(page)).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0)

      // printed: the receipt alone, on an A4 page's width (210 mm less the margins at 96 dpi)
      await page.emulateMedia({ media: 'print' })
      await page.setViewportSize({ width: 680, height: 1000 })
      await expect(sheet).toBeVisible()
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(sheet.getByRole('button', { name: words.print })).toBeHidden()
      const box = (await sheet.boundingBox())!
      expect(box.x).toBe(0)
      expect(box.width).toBeLessThanOrEqual(680)
      await page.emulateMedia({ media: 'screen' })
    },
  )
}

test('an order without a receipt says so, with the way back to the transactions', async ({ page }) => {
  await gotoReady(page, '/account/transaction/VPT-NO-SUCH-ORDER/receipt')
  await expect(page.getByRole('alert')).toContainText('There is no receipt for this order.')
  await page.getByRole('link', { name: 'Back to transactions' }).click()
  await expect(page).toHaveURL(/\/account\/transaction$/)
})
