import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { registerCustomer } from './account-support'

// The sandbox TV polls every 5 seconds, and a sign-up hashes a password: room on a busy machine.
test.describe.configure({ timeout: 60_000 })
const SLOW = 20_000

/** The code the sandbox TV shows once it has one. */
async function tvCode(page: Page): Promise<string> {
  await page.goto('/sandbox/tv')
  const code = page.locator('#tv-user-code')
  await expect(code).toHaveText(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/, { timeout: SLOW })
  return (await code.textContent())!
}

/** What the site's /tv page does with a code: approve or deny it (the /tv page calls these). */
const decide = (request: APIRequestContext, token: string, action: 'approve' | 'deny', code: string) =>
  request.post(`/api/v1/user/tv/${action}`, { data: { code }, headers: { authorization: `Bearer ${token}` } })

test('the sandbox TV shows a code and its QR code, and once approved whose account it is on', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Layar Tamu', 'rahasia123')
  const code = await tvCode(page)
  await expect(page.getByRole('link', { name: 'the sign-in link' })).toHaveAttribute(
    'href',
    new RegExp(`/tv\\?code=${code}$`),
  )
  const qr = page.getByRole('img', { name: 'QR code of the sign-in link' })
  await expect(qr).toHaveJSProperty('complete', true)
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('status')).toHaveText('Waiting for you to approve it…')
  expect(
    (await (await decide(request, customer.token, 'approve', code.toLowerCase())).json()).status.code,
  ).toBe(0)
  const masked = `${customer.phone.slice(0, 4)}****${customer.phone.slice(-3)}`
  await expect(page.getByRole('status')).toHaveText(`Signed in as Layar Tamu (${masked})`, { timeout: SLOW })
  const list = await request.get('/api/v1/user/sessions', {
    headers: { authorization: `Bearer ${customer.token}` },
  })
  const { sessions } = ((await list.json()) as { data: { sessions: Array<{ browser: string }> } }).data
  expect(sessions.map((s) => s.browser)).toContain('Vision+ TV box')
})

test('a denied sign-in says so on the TV, which then offers a new code', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Layar Tolak', 'rahasia123')
  const code = await tvCode(page)
  expect((await (await decide(request, customer.token, 'deny', code)).json()).status.code).toBe(0)
  await expect(page.getByRole('status')).toHaveText('The sign-in was denied.', { timeout: SLOW })
  await page.getByRole('button', { name: 'Get a new code' }).click()
  await expect(page.locator('#tv-user-code')).not.toHaveText(code, { timeout: SLOW })
  await expect(page.locator('#tv-user-code')).toHaveText(/^[A-Z]{4}-[A-Z]{4}$/)
})
