import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { logInAs, registerCustomer } from './account-support'
import { gotoReady } from './support'

// SPEC §2 "Payment return": paying an order from the transaction history returns to
// /account/transaction with order_id, which shows that order; the list shows its new status. One
// dialog at a time.

test.describe.configure({ timeout: 90_000 })

async function unpaidOrder(request: APIRequestContext, token: string) {
  const reply = await request.post('/go/vplustv/v1/checkout', {
    data: { package_id: 102, package_kind: 'add-on' },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(reply.ok()).toBe(true)
  return ((await reply.json()) as { data: { order_id: string } }).data.order_id
}

async function payInPopup(page: Page) {
  const snap = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continue Payment' }).click()
  const popup = await snap
  await popup.waitForLoadState()
  await popup.getByRole('button', { name: 'Pay', exact: true }).click()
}

for (const [width, wide] of [
  [1366, true],
  [390, false],
] as const) {
  test(`an order paid from the history shows paid at ${width} px, one dialog at a time`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const customer = await registerCustomer(request, 'Rina Bayar', 'rahasia123')
    await logInAs(page, customer.token)
    const orderId = await unpaidOrder(request, customer.token)
    await gotoReady(page, '/account/transaction')
    const row = page.getByTestId('transaction-row').filter({ hasText: orderId })
    await expect(row).toContainText('Waiting For Payment')
    await row.getByRole('button', { name: /Details|Detail/ }).click()
    await payInPopup(page)

    // the return names the order, whose detail or Payment Success shows it paid at once
    await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`), { timeout: 5_000 })
    const paid = page.getByText(/^(Success|Payment Success)$/).first()
    await expect(paid).toBeVisible({ timeout: 5_000 })
    await expect(page.getByRole('dialog')).toHaveCount(wide ? 1 : 0)
    // closing what shows leaves the list with the order paid
    if (wide) await page.keyboard.press('Escape')
    else await page.getByRole('button', { name: 'Back to transactions' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(row).toContainText('Success', { timeout: 5_000 })
  })
}
