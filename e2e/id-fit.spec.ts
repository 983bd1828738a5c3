import { expect, test, type Page } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { clippedLabels, gotoReady, resizeTo } from './support'

// Indonesian labels run longer than English ones: at every width from a small phone to a laptop,
// no page scrolls sideways and no button, link, tab or badge cuts its text (issue "Indonesian in
// one voice"). The open dialogs and the two-button rows are looked at too.

test.describe.configure({ timeout: 90_000 })

/** What overflows on the page as it stands: the sideways scroll and the cut labels. */
async function misfits(page: Page, what: string): Promise<string[]> {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  return [
    ...(sideways > 0 ? [`${what}: scrolls ${sideways} px sideways`] : []),
    ...(await clippedLabels(page)).map((l) => `${what}: ${l}`),
  ]
}

const WIDTHS = [320, 360, 375, 1024, 1366]

/** Each page loaded once at the narrowest width, then resized through the others (see resizeTo). */
async function sweep(page: Page, path: string, ready: () => Promise<void>): Promise<string[]> {
  const found: string[] = []
  await resizeTo(page, WIDTHS[0]!)
  await gotoReady(page, path)
  await ready()
  for (const width of WIDTHS) {
    await resizeTo(page, width)
    found.push(...(await misfits(page, `${path} at ${width} px`)))
  }
  return found
}

test(`Indonesian pages fit at ${WIDTHS.join(', ')} px, logged out`, async ({ page }) => {
  const found: string[] = []
  for (const path of ['/id', '/id/package', '/id/addon', '/id/purchase', '/id/faq'])
    found.push(
      ...(await sweep(page, path, () =>
        expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
      )),
    )
  expect(found).toEqual([])
})

test(`Indonesian account pages fit at ${WIDTHS.join(', ')} px, logged in`, async ({ page, baseURL }) => {
  await logInAs(page, await demoToken(baseURL!))
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const found = [
    ...(await sweep(page, '/id/account', heading)),
    ...(await sweep(page, '/id/account/transaction', () =>
      expect(
        page.getByTestId('transaction-row').filter({ hasText: 'Add On Premium Sports 2' }),
      ).toContainText('Berhasil | PERPANJANGAN'),
    )),
    ...(await sweep(page, '/id/account/device-management', () =>
      expect(page.getByTestId('device-card').filter({ hasText: 'Living Room TV' })).toBeVisible(),
    )),
    ...(await sweep(page, '/id/account/my-package', heading)),
    // the methods listed (or the empty state), each with its renewals and Hapus
    ...(await sweep(page, '/id/account/payment-methods', () =>
      expect(page.getByRole('button', { name: 'Hubungkan GoPay' })).toBeVisible(),
    )),
    // the password form with its log-out-elsewhere choice, and the signed-in devices
    ...(await sweep(page, '/id/account/change-password', () =>
      expect(page.getByRole('checkbox', { name: 'Akhiri juga semua sesi lain' })).toBeChecked(),
    )),
    ...(await sweep(page, '/id/account/security', () =>
      expect(page.getByRole('list', { name: 'Sesi masuk' }).getByRole('listitem').first()).toBeVisible(),
    )),
  ]
  expect(found).toEqual([])
})

// How a dialog opens depends on the width (Login behind the menu on a phone; a box's detail a page of
// its own on a phone, a dialog on a laptop): each is opened once on the phones and once on the
// laptops, at the group's first width, and looked at open while resized through the group's widths.
const PHONES = WIDTHS.filter((width) => width < 768)
const LAPTOPS = WIDTHS.filter((width) => width >= 768)

/** What misfits at each of `widths`, the page resized through them as it stands (see resizeTo). */
async function misfitsAt(page: Page, widths: number[], what: string): Promise<string[]> {
  const found: string[] = []
  for (const width of widths) {
    await resizeTo(page, width)
    found.push(...(await misfits(page, `${what} at ${width} px`)))
  }
  return found
}

for (const widths of [PHONES, LAPTOPS]) {
  test(`Indonesian dialogs fit at ${widths.join(', ')} px, logged out and in`, async ({ page, baseURL }) => {
    const found: string[] = []
    const first = async () => resizeTo(page, widths[0]!)

    // the login dialog, and an add-on's detail with its buy button
    await first()
    await gotoReady(page, '/id')
    // on a phone, Login is behind the menu button
    const inBar = page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })
    if (!(await inBar.isVisible())) await page.getByRole('button', { name: 'Buka menu' }).click()
    await page.getByRole('button', { name: 'Masuk', exact: true }).locator('visible=true').click()
    await expect(page.getByRole('dialog', { name: 'Masuk' }).getByLabel('Nomor ponsel')).toBeVisible()
    found.push(...(await misfitsAt(page, widths, 'login dialog')))
    await first()
    await gotoReady(page, '/id/addon')
    await page
      .getByTestId('addon-card')
      .first()
      .getByRole('button', { name: /^Lihat detail/ })
      .click()
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Beli add-on' })).toBeVisible()
    found.push(...(await misfitsAt(page, widths, 'add-on detail')))

    await logInAs(page, await demoToken(baseURL!))
    await first()
    await gotoReady(page, '/id/account/device-management')
    const box = page.getByTestId('device-card').filter({ hasText: 'Living Room TV' })
    await expect(box).toBeVisible()
    // the box's detail: a page of its own on a phone (with its way back), a dialog on a laptop
    await box.getByRole('button', { name: /Detail/ }).click()
    await expect(page.getByTestId('device-detail')).toContainText('00:1A:79:5B:10:01')
    found.push(...(await misfitsAt(page, widths, 'device detail')))

    // My Package's Change payment method: the seeded renewal's one card, and the link to add another
    await first()
    await gotoReady(page, '/id/account/my-package')
    await page
      .getByRole('button', { name: /^Ganti metode pembayaran/ })
      .first()
      .click()
    const change = page.getByRole('dialog', { name: 'Ganti metode pembayaran' })
    await expect(change.getByRole('radiogroup', { name: 'Metode pembayaran' })).toBeVisible()
    await expect(change.getByRole('link', { name: 'Tambahkan di Metode pembayaran' })).toBeVisible()
    found.push(...(await misfitsAt(page, widths, 'change payment method')))

    expect(found).toEqual([])
  })
}
