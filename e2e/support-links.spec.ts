import { expect, test, type Locator } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { gotoReady, MOBILE } from './support'

// SPEC §7: payment methods and a payment's details open on the external support site, in a new
// window, with the login token; from 127.0.0.1 (a local host) that is the staging site.

const STAGING = 'https://support-staging.visionplustv.id'

let token: string
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})
test.beforeEach(async ({ page }) => logInAs(page, token))

async function expectSupportLink(link: Locator, path: string, params: Record<string, string>) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  const href = new URL((await link.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe(`${STAGING}${path}`)
  expect(Object.fromEntries(href.searchParams)).toEqual(params)
}

test('payment methods from the account page, the avatar menu and the mobile menu', async ({ page }) => {
  await gotoReady(page, '/account')
  await expectSupportLink(
    page.getByRole('link', { name: 'Payment methods (opens in a new window)' }),
    '/payment-methods',
    { 'v-token': token },
  )
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expectSupportLink(
    page.getByRole('menuitem', { name: 'Payment methods (opens in a new window)' }),
    '/payment-methods',
    { 'v-token': token },
  )

  await page.setViewportSize(MOBILE)
  await gotoReady(page, '/id')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.getByRole('dialog').getByText('Demo Customer').click()
  await expectSupportLink(
    page.getByRole('link', { name: 'Metode pembayaran (dibuka di jendela baru)' }),
    '/payment-methods',
    { 'v-token': token },
  )
})

test("a transaction's Payment details opens its page on the support site", async ({ page }) => {
  const reply = await page.request.get('/bss/payduct/v1/transaction?page=1&limit=5', {
    headers: { Authorization: `Bearer ${token}` },
  })
  const orderId = ((await reply.json()) as { data: { order_id: string }[] }).data[0]!.order_id
  await gotoReady(page, `/account/transaction?order_id=${orderId}`)
  await expectSupportLink(
    page.getByRole('dialog').getByRole('link', { name: 'Payment details (opens in a new window)' }),
    '/payment-history/detail',
    { payment_filter: 'all', order_id: orderId, list: 'transaction', 'v-token': token },
  )
})
