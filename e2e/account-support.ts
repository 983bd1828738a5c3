import { request as playwrightRequest, type Page } from '@playwright/test'

export const DEMO = { phone: '081234567890', password: 'visionplus123', name: 'Demo Customer' }

/**
 * A login token for the demo customer, asked of the API once per file (each login hashes the
 * password, which takes seconds on a busy machine); the UI login itself is covered by auth.spec.
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
