/**
 * An expired TV code (issue 36): a site of its own whose codes live 3 seconds
 * (TV_CODE_TTL_SECONDS, which demo mode lets go under a minute), so the test can wait one out.
 * The sandbox TV says its code expired and offers a new one; /tv and /id/tv say the code expired
 * and to get a new one on the TV, and empty the field for it.
 */
import { expect, test, type Page } from '@playwright/test'
import { DEMO } from './account-support'
import type { DevServer } from './dev-server'
import { startOwnSite } from './own-site'
import { gotoReady } from './support'

// one site for every test of the file
test.describe.configure({ timeout: 120_000, mode: 'serial' })

const TTL_SECONDS = 3
const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/

let site: DevServer
let origin = ''
let token = ''

test.beforeAll(async ({ request }) => {
  // a server start, which a busy machine can stretch past a hook's 30 s default (it did once)
  test.setTimeout(120_000)
  site = await startOwnSite({ TV_CODE_TTL_SECONDS: String(TTL_SECONDS) })
  origin = site.origin
  const login = await request.post(`${origin}/api/v1/user/login`, { data: DEMO })
  token = ((await login.json()) as { data: { token: string } }).data.token
})

test.afterAll(() => site.stop())

/** the page opens logged in as the demo customer */
async function loggedIn(page: Page) {
  await page.addInitScript(
    ([value, name, phone]) => {
      localStorage.setItem('vToken', value!)
      localStorage.setItem('user', JSON.stringify({ name, phone }))
    },
    [token, DEMO.name, DEMO.phone],
  )
}

test('the sandbox TV says its code expired, and /tv says so with what to do next', async ({
  page,
  browser,
}) => {
  const tvContext = await browser.newContext()
  const tv = await tvContext.newPage()
  await tv.goto(`${origin}/sandbox/tv`)
  const shown = tv.locator('#tv-user-code')
  await expect(shown).toHaveText(CODE, { timeout: 20_000 })
  const code = (await shown.textContent())!

  await loggedIn(page)
  await gotoReady(page, `${origin}/tv?code=${code}`)
  const field = page.getByRole('textbox', { name: 'Code shown on your TV' })
  await expect(field).toHaveValue(code)

  // the TV's first poll comes after its 5-second interval, past the code's 3 seconds
  await expect(tv.locator('#tv-status')).toHaveText('The code has expired.', { timeout: 20_000 })
  await expect(tv.getByRole('button', { name: 'Get a new code' })).toBeVisible()
  await tvContext.close()

  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This code has expired. Get a new code on your TV, then enter it here.',
    { timeout: 20_000 },
  )
  await expect(field).toHaveValue('')
})

test('/id/tv says in Indonesian that the code expired', async ({ page, request }) => {
  const asked = await request.post(`${origin}/oauth/device_authorization`, {
    form: { client_id: 'vplus-tv' },
  })
  const codes = (await asked.json()) as { user_code: string; expires_in: number }
  expect(codes.expires_in).toBe(TTL_SECONDS)

  await loggedIn(page)
  await gotoReady(page, `${origin}/id/tv?code=${codes.user_code}`)
  await page.waitForTimeout(TTL_SECONDS * 1000) // the code's whole life, nothing to poll for
  await page.getByRole('button', { name: 'Lanjut' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Kode ini sudah kedaluwarsa. Minta kode baru di TV kamu, lalu masukkan di sini.',
    { timeout: 20_000 },
  )
  await expect(page.getByRole('textbox', { name: 'Kode yang tampil di TV kamu' })).toHaveValue('')
})
