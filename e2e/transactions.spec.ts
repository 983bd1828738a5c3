import { expect, test, type Page } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady } from './support'

test.describe.configure({ timeout: 60_000 })

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page }) => logInAs(page, token))

const rows = (page: Page) => page.getByTestId('transaction-row')

/** The demo customer's orders as the billing service lists them (ids differ by seed day). */
async function orderIds(page: Page): Promise<Record<string, string>> {
  const reply = await page.request.get('/bss/payduct/v1/transaction?page=1&limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const { data } = (await reply.json()) as { data: { order_id: string; status: string }[] }
  // the oldest order of each status: the seeded one, whatever other tests add
  return Object.fromEntries(data.map((o) => [o.status, o.order_id]))
}

test('the list shows five a page with the spec badges, renewal, and at most three page numbers', async ({
  page,
}) => {
  await gotoReady(page, '/account/transaction')
  await expect(page.getByRole('heading', { name: 'Transaction history', level: 1 })).toBeVisible()
  await expect(rows(page)).toHaveCount(5)
  await expect(rows(page).filter({ hasText: 'Add On Premium Sports 2' })).toContainText('Success | RENEWAL')
  await expect(rows(page).filter({ hasText: 'Add On Premium Kids 1' })).toContainText('Failed')
  await expect(rows(page).filter({ hasText: 'Add On Vision+ Platinum 1' })).toContainText('Pending')

  const pages = page.getByRole('navigation', { name: 'Pages' })
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled()
  await expect(pages.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(2)
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
  await expectNoSeriousA11yViolations(page)

  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(rows(page).filter({ hasText: 'Add On Vision+ Mini 1' })).toContainText('Cancelled')
  await expect(rows(page).filter({ hasText: 'Add On Vision+ Premium 1' })).toContainText('Success')
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled()
})

test('in Indonesian the badges and the renewal suffix are translated', async ({ page }) => {
  await gotoReady(page, '/id/account/transaction')
  await expect(page.getByRole('heading', { name: 'Riwayat transaksi', level: 1 })).toBeVisible()
  await expect(rows(page).filter({ hasText: 'Add On Premium Sports 2' })).toContainText(
    'Berhasil | PERPANJANGAN',
  )
  await expect(rows(page).filter({ hasText: 'Add On Premium Kids 1' })).toContainText('Gagal')
  await expect(page.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled()
  await expectNoSeriousA11yViolations(page)
})

test('order_id in the query opens the detail modal; Continue Payment only while it can be paid; icon and Cancel close it', async ({
  page,
}) => {
  const ids = await orderIds(page)
  await gotoReady(page, `/account/transaction?order_id=${ids.init}`)
  const dialog = page.getByRole('dialog', { name: 'Transaction detail' })
  await expect(dialog).toContainText('Waiting For Payment')
  await expect(dialog).toContainText('Total Product (1 Product)')
  await expect(dialog).toContainText('Add On Premium Movies 1')
  await expect(dialog).toContainText('Rp')
  await expect(dialog.getByRole('button', { name: 'Continue Payment' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/account\/transaction$/)

  await page.getByRole('button', { name: 'Next page' }).click()
  await rows(page)
    .filter({ hasText: 'Basic Plan' })
    .getByRole('button', { name: /Details/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`order_id=${ids.settlement}`))
  await expect(dialog).toContainText('Success')
  await expect(dialog).toContainText('JNE REG')
  await expect(dialog).toContainText('Rp. 15.000')
  await expect(dialog.getByRole('button', { name: 'Continue Payment' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()

  await gotoReady(page, `/account/transaction?transaction_id=${ids.pending}`)
  await expect(dialog).toContainText('Pending')
  // Continue Payment reopens the payment popup with the order's stored token
  const popup = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Continue Payment' }).click()
  expect((await popup).url()).toMatch(/\/sandbox\/snap\/pay\/[^/]+$/)
  await expect(dialog).toBeHidden()
})

test('below 1112 px the detail is a page of its own; from 1112 px a modal', async ({ page }) => {
  const ids = await orderIds(page)
  await page.setViewportSize({ width: 1111, height: 900 })
  await gotoReady(page, `/id/account/transaction?order_id=${ids.init}`)
  await expect(page.getByRole('heading', { name: 'Detail transaksi', level: 1 })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const detail = page.getByTestId('transaction-detail')
  await expect(detail).toContainText('Menunggu Pembayaran')
  await expect(detail).toContainText('Total Produk (1 Produk)')
  await expect(detail.getByRole('button', { name: 'Lanjutkan Pembayaran' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.setViewportSize({ width: 1112, height: 900 })
  await expect(page.getByRole('dialog', { name: 'Detail transaksi' })).toBeVisible()

  await page.setViewportSize({ width: 375, height: 800 })
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.getByRole('button', { name: 'Kembali ke daftar transaksi' }).click()
  await expect(rows(page)).toHaveCount(5)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
})
