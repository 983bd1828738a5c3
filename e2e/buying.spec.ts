import { expect, test, type Page } from '@playwright/test'
import { gotoReady } from './support'

// Popups, password hashing and payment round trips: room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = 20_000

const DEMO = { phone: '081234567890', password: 'visionplus123' }

async function openAddon(page: Page, path: string, name: string, detailsLabel: RegExp) {
  await gotoReady(page, path)
  await page.getByRole('tab', { name: 'Add on' }).click()
  const card = page
    .getByTestId('addon-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first()
  await card.getByRole('button', { name: detailsLabel }).click()
  return page.getByRole('dialog', { name, exact: true })
}

/** The partner sign-in popup: phone and password, then the popup hands its tokens to the opener. */
async function partnerSignIn(popup: Page) {
  await popup.waitForLoadState()
  await popup.getByLabel('Phone number').fill(DEMO.phone)
  await popup.getByLabel('Password').fill(DEMO.password)
  await popup.getByRole('button', { name: 'Sign in' }).click()
}

/** In the payment provider's popup, choose an outcome (Pay, Pending, Fail, Close). */
async function choose(snap: Page, choice: 'Pay' | 'Pending' | 'Fail' | 'Close') {
  await snap.waitForLoadState()
  await snap.getByRole('button', { name: choice, exact: true }).click()
}

test.describe('buying through the partner popup', () => {
  test('a visitor signs in in the partner popup, pays, and sees the package-active popup from the settled order', async ({
    page,
  }) => {
    const dialog = await openAddon(page, '/package', 'Vision+ Platinum', /See details/)
    const loginPopup = page.waitForEvent('popup')
    await dialog.getByRole('button', { name: 'Buy add-on' }).click()
    const popup = await loginPopup
    expect(popup.url()).toContain('/sandbox/partner/vplus/auth/login')
    expect(popup.url()).toContain('return-path=token')
    const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight])
    expect(size[0]).toBeGreaterThan(0)
    await partnerSignIn(popup)
    // the same popup goes on to the partner pay page
    await popup.waitForURL(/\/sandbox\/partner\/vplus\/pay\?/, { timeout: SLOW })
    await expect(popup.getByText('Vision+ Platinum')).toBeVisible()
    await popup.getByRole('button', { name: 'Buy now' }).click()
    const snapPopup = popup.waitForEvent('popup')
    await popup.getByRole('button', { name: 'Continue to payment' }).click()
    await choose(await snapPopup, 'Pay')
    const success = page.getByTestId('payment-packageActive')
    await expect(success).toBeVisible({ timeout: SLOW })
    await expect(success).toHaveAttribute('data-order-status', 'settlement')
    await expect(success).toContainText('Vision+ Platinum')
    await expect(success).toContainText('081234567890')
    expect(await page.evaluate(() => localStorage.getItem('paymentSuccessData'))).toContain(
      '"status":"success"',
    )
    await page
      .getByRole('dialog', { name: 'Payment successful' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
    await expect(success).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('paymentSuccessData'))).toBeNull()
  })
})
