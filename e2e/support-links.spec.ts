import { expect, test, type Locator } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { gotoReady, MOBILE } from './support'

// SPEC §7: a payment's details open on the external support site, in a new window, with the login
// token; from 127.0.0.1 (a local host) that is the staging site.

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

// issue 47: payment methods are the app's own page now (/account/payment-methods, its own spec);
// the account page, the avatar menu and the mobile menu lead there, in the same window
test('payment methods from the account page, the avatar menu and the mobile menu', async ({ page }) => {
  await gotoReady(page, '/account')
  const fromPage = page.getByRole('main').getByRole('link', { name: 'Payment methods', exact: true })
  await expect(fromPage).toHaveAttribute('href', '/account/payment-methods')
  await expect(fromPage).not.toHaveAttribute('target', /.*/)
  await page.getByRole('button', { name: 'Account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Payment methods', exact: true })).toHaveAttribute(
    'href',
    '/account/payment-methods',
  )

  await page.setViewportSize(MOBILE)
  await gotoReady(page, '/id')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.getByRole('dialog').getByText('Demo Customer').click()
  await expect(page.getByRole('link', { name: 'Metode pembayaran', exact: true })).toHaveAttribute(
    'href',
    '/id/account/payment-methods',
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
