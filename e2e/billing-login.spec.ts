import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './support'
import { DEMO, registerCustomer } from './account-support'

// Popups and password hashing: room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = 20_000

type Customer = { phone: string; password: string }

/**
 * As a visitor, Buy an add-on and sign in in the partner popup as `customer`: the popup hands its
 * billing pair to this page, which stores it. The popup then goes on to the pay page; it is closed
 * there, nothing bought.
 */
async function partnerPopupSignIn(page: Page, customer: Customer) {
  const popup = await openBuy(page)
  await popup.waitForLoadState()
  await popup.getByLabel('Phone number').fill(customer.phone)
  await popup.getByLabel('Password').fill(customer.password)
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await popup.waitForURL(/\/sandbox\/partner\/vplus\/pay\?/, { timeout: SLOW })
  await popup.close()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('vplusToken'))).not.toBeNull()
  return (await page.evaluate(() => localStorage.getItem('vplusToken')))!
}

/** Buy on the Vision+ Platinum add-on of /package: the partner popup it opens. */
async function openBuy(page: Page): Promise<Page> {
  await gotoReady(page, '/package')
  await page.getByRole('tab', { name: 'Add on' }).click()
  const card = page
    .getByTestId('addon-card')
    .filter({ has: page.getByRole('heading', { name: 'Vision+ Platinum', exact: true }) })
    .first()
  await card.getByRole('button', { name: /See details/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Vision+ Platinum', exact: true })
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: 'Buy add-on' }).click()
  return opened
}

/** Logs in through the site's own login dialog, as a customer does. */
async function siteLogin(page: Page, customer: Customer, name: string) {
  await gotoReady(page, '/')
  await page.getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(customer.phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(name, { timeout: SLOW })
}

/** Every Authorization header the page sends to the billing service. */
function billingAuthorizations(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/bss/')) seen.push(request.headers().authorization ?? '')
  })
  return seen
}

async function orderFor(request: APIRequestContext, token: string) {
  const reply = await request.post('/go/vplustv/v1/checkout', {
    data: { package_id: 101, package_kind: 'add-on' },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(reply.ok()).toBe(true)
}

test("a billing token stored by another account's popup sign-in is never used once this customer logs in", async ({
  page,
  request,
}) => {
  const other = await registerCustomer(request, 'Akun Lain', 'rahasia123')
  const theirs = await partnerPopupSignIn(page, other)
  const sent = billingAuthorizations(page)

  await siteLogin(page, DEMO, DEMO.name)

  // the demo customer's own packages and history, not the other account's empty ones
  await gotoReady(page, '/account/my-package')
  await expect(page.getByText('Movies Plan').first()).toBeVisible({ timeout: SLOW })
  await expect(page.getByRole('heading', { name: 'You have no active package yet' })).toHaveCount(0)
  await gotoReady(page, '/account/transaction')
  await expect(page.getByTestId('transaction-row')).toHaveCount(5, { timeout: SLOW })
  expect(sent.length).toBeGreaterThan(0)
  expect(sent).not.toContain(`Bearer ${theirs}`)
  // the site login dropped the other account's billing pair
  expect(await page.evaluate(() => localStorage.getItem('vplusToken'))).toBeNull()
})

test('"Log out of all other devices" leaves this browser logged in everywhere, its popup sign-in included', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Satu Perangkat', 'rahasia123')
  await orderFor(request, customer.token)
  // another device of the customer's
  const phone = await playwright.request.newContext({
    baseURL: baseURL!,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
  })
  expect((await phone.post('/api/v1/user/login', { data: customer })).ok()).toBe(true)
  await phone.dispose()

  // this browser signed in through the partner popup first (a visitor buying), then on the site
  await partnerPopupSignIn(page, customer)
  await siteLogin(page, customer, 'Satu Perangkat')

  await gotoReady(page, '/account/security')
  await page.getByRole('button', { name: 'Log out of all other devices', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Log out of all other devices?' })
  await expect(dialog).toBeVisible()
  // ending other sign-ins asks for the password again
  await dialog.getByLabel('Your password').fill(customer.password)
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: SLOW })
  await expect(page.getByRole('list', { name: 'Logged-in devices' }).getByRole('listitem')).toHaveCount(1)

  // every account page still loads, logged in, with no "logged out" notice
  await gotoReady(page, '/account/my-package')
  await expect(page.getByRole('heading', { name: 'You have no active package yet' })).toBeVisible({
    timeout: SLOW,
  })
  await gotoReady(page, '/account/transaction')
  await expect(page.getByTestId('transaction-row')).toHaveCount(1, { timeout: SLOW })
  await expect(page.getByTestId('ended-notice')).toHaveCount(0)
  await expect(page).toHaveURL(/\/account\/transaction$/)
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Satu Perangkat')

  // and Buy goes straight to the pay page with an hour's billing token of this sign-in in its URL,
  // never the 7-day login token
  const popup = await openBuy(page)
  await popup.waitForURL(/\/sandbox\/partner\/vplus\/pay\?/, { timeout: SLOW })
  const vToken = new URL(popup.url()).searchParams.get('v-token') ?? ''
  const login = (await page.evaluate(() => localStorage.getItem('vToken')))!
  expect(vToken).not.toBe(login)
  expect(claimsOf(vToken)).toMatchObject({ typ: 'bss', sid: claimsOf(login).sid })
  await expect(popup.getByText('Vision+ Platinum')).toBeVisible()
  await popup.close()
})

/** a token's claims as the page would read them */
function claimsOf(token: string): { typ?: string; sid?: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    typ?: string
    sid?: string
  }
}
