import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady } from './support'

export const DEMO = { phone: '081234567890', password: 'visionplus123', name: 'Demo Customer' }

/**
 * A login token for the demo customer, asked of the API once per file (a login is a hashed password
 * and a round trip); the UI login itself is covered by auth.spec.
 */
export async function demoToken(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL })
  const reply = await api.post('/api/v1/user/login', { data: { phone: DEMO.phone, password: DEMO.password } })
  const body = (await reply.json()) as { data: { token: string } }
  await api.dispose()
  return body.data.token
}

/** Opens every page of the test logged in as the demo customer. */
export async function logInAs(page: Page, token: string) {
  await page.addInitScript(
    ([vToken, name]) => {
      localStorage.setItem('vToken', vToken!)
      localStorage.setItem('user', JSON.stringify({ name, phone: '081234567890' }))
    },
    [token, DEMO.name],
  )
}

/**
 * Opens the login dialog on `path`, enters a phone no one has registered and goes on to sign-up's
 * code step (its first code sent): the dialog and the phone. `words` are the page language's.
 */
export async function openSignUpCode(
  page: Page,
  path: string,
  words: { login: string; phone: string; next: string; signUp: string },
) {
  const phone = freshPhone()
  await gotoReady(page, path)
  await page.getByRole('button', { name: words.login, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(words.phone).fill(phone)
  await dialog.getByRole('button', { name: words.next }).click()
  await expect(dialog.getByRole('heading', { name: words.signUp })).toBeVisible()
  return { dialog, phone }
}

/** A phone number no one has registered yet (unique per test and retry). */
export function freshPhone(): string {
  return `0813${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`
}

/** The latest one-time code the demo SMS outbox holds for a phone, sent after `after` (ms). */
export async function latestCode(
  request: APIRequestContext,
  phone: string,
  after = 0,
): Promise<{ code: string; sentAt: string }> {
  let last: { code: string; sentAt: string } | null = null
  await expect(async () => {
    const response = await request.get(`/__dev/sms?phone=${phone}`)
    expect(response.status()).toBe(200)
    last = (await response.json()) as { code: string; sentAt: string }
    expect(Date.parse(last.sentAt)).toBeGreaterThan(after)
  }).toPass({ timeout: 10_000 })
  return last!
}

/**
 * A customer of the test's own, signed up through the API with a code from the demo outbox, so
 * tests that change a profile, a password or an order history never touch the seeded customers.
 */
export async function registerCustomer(
  request: APIRequestContext,
  name: string,
  password: string,
): Promise<{ phone: string; password: string; name: string; token: string }> {
  const phone = freshPhone()
  expect((await request.post('/api/v1/user/otp/send', { data: { phone } })).status()).toBe(200)
  const { code } = await latestCode(request, phone)
  const verified = await request.post('/api/v1/user/otp/verify', { data: { phone, otp: code } })
  expect(verified.status()).toBe(200)
  expect(((await verified.json()) as { status: { code: number } }).status.code).toBe(0)
  const registered = await request.post('/api/v1/user/register', { data: { name, phone, password } })
  expect(registered.status()).toBe(200)
  const body = (await registered.json()) as { status: { code: number }; data: { token: string } }
  expect(body.status.code).toBe(0)
  return { phone, password, name, token: body.data.token }
}

/** The latest notice (not a code) the demo SMS outbox holds for a phone, sent after `after` (ms). */
export async function latestNotice(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  let text = ''
  await expect(async () => {
    const response = await request.get(`/__dev/sms?phone=${phone}`)
    expect(response.status()).toBe(200)
    const { notices } = (await response.json()) as { notices: Array<{ text: string; sentAt: string }> }
    const last = notices.at(-1)
    expect(last && Date.parse(last.sentAt)).toBeGreaterThan(after)
    text = last!.text
  }).toPass({ timeout: 10_000 })
  return text
}
