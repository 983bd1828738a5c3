import { expect, test } from './clock-server'
import { demoToken, logInAs } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady } from './support'
import { auth, demoRenewal, GOPAY, item, linkGopay, methods, RUNS, unlink } from './payment-methods-support'

// Issue 47's test: a renewal charged to the linked GoPay once the demo clock passes its day, with its
// receipt. It moves the demo server's clock days ahead, so it runs in the 'clock' project, on a
// server of its own (e2e/clock-server.ts, playwright.config.ts).

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
  await expectNoSeriousA11yViolations(page)

  // the same in Indonesian on a phone: My Package names GoPay for the renewal, and the receipt
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoReady(page, '/id/account/my-package')
  await expect(
    page.getByRole('list', { name: 'Perpanjangan' }).getByRole('listitem').filter({ hasText: renewal.name }),
  ).toContainText(GOPAY)
  await gotoReady(page, `/id/account/transaction/${charge.order_id}/receipt`)
  await expect(page.getByTestId('receipt')).toContainText('(perpanjangan)')
  await expect(page.getByTestId('receipt')).toContainText(GOPAY)
  await expectNoSeriousA11yViolations(page)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await page.setViewportSize({ width: 1280, height: 800 })

  // unlinking GoPay asks where its renewal goes: back to the card
  await gotoReady(page, '/account/payment-methods')
  const cardLabel = 'Visa •••• 1111, expires 12/30'
  await unlink(page, words, GOPAY, cardLabel)
  await expect(page.getByRole('status')).toContainText(words.movedTo(cardLabel))
  await expect(item(page, words, cardLabel)).toContainText(words.one)
  expect((await demoRenewal(page, token)).method_id).toBe(card.id)
})
