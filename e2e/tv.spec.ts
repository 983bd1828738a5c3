import { expect, test, type APIRequestContext, type Browser, type Page, type Route } from '@playwright/test'
import { registerCustomer } from './account-support'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady, resizeTo } from './support'

// The sandbox TV polls every 5 seconds, and sign-ups and logins hash passwords: room on a busy machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = 20_000
const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/

type Customer = Awaited<ReturnType<typeof registerCustomer>>

/** The sandbox TV in a browser of its own, once it shows its code. */
async function sandboxTv(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/sandbox/tv')
  const shown = page.locator('#tv-user-code')
  await expect(shown).toHaveText(CODE, { timeout: SLOW })
  const href = (await page.locator('#tv-link').getAttribute('href'))!
  const link = new URL(href)
  return { context, page, code: (await shown.textContent())!, link: `${link.pathname}${link.search}` }
}

/** Every page of the test opens logged in as the customer. */
async function loggedInAs(page: Page, customer: Customer) {
  await page.addInitScript(
    ([token, name, phone]) => {
      localStorage.setItem('vToken', token!)
      localStorage.setItem('user', JSON.stringify({ name, phone }))
    },
    [customer.token, customer.name, customer.phone],
  )
}

const masked = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-3)}`
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code shown on your TV' })

/** The TV's own side of RFC 8628, played with the API: its codes, then its polls until it has a token. */
async function apiTv(request: APIRequestContext) {
  const asked = await request.post('/oauth/device_authorization', { form: { client_id: 'vplus-tv' } })
  const codes = (await asked.json()) as { device_code: string; user_code: string; interval: number }
  const token = async (): Promise<string> => {
    let accessToken = ''
    await expect(async () => {
      const polled = await request.post('/oauth/token', {
        form: {
          grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
          device_code: codes.device_code,
          client_id: 'vplus-tv',
        },
      })
      accessToken = ((await polled.json()) as { access_token?: string }).access_token ?? ''
      expect(accessToken).not.toBe('')
    }).toPass({ intervals: [codes.interval * 1000 + 200], timeout: SLOW })
    return accessToken
  }
  return { userCode: codes.user_code, token }
}

test('the TV shows a code, its link opens /tv with it, the visitor logs in through the dialog and allows it, and the TV shows the account', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Layar Ruang', 'rahasia123')
  const tv = await sandboxTv(browser, baseURL!)
  expect(tv.link).toBe(`/tv?code=${tv.code}`)

  await gotoReady(page, tv.link)
  await expect(page).toHaveTitle('Sign in on your TV | Vision+ TV')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in on your TV' })).toBeVisible()
  // the link's code is in the field, which has the focus: Enter sends it
  await expect(codeField(page)).toHaveValue(tv.code)
  await expect(codeField(page)).toBeFocused()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Enter')

  // logged out: the header's login dialog, then back to the same code
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Phone number')).toBeVisible({ timeout: SLOW })
  await dialog.getByLabel('Phone number').fill(customer.phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password)
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: SLOW })

  const question = page.getByRole('heading', { name: `Sign in Vision+ TV box to ${masked(customer.phone)}?` })
  await expect(question).toBeVisible({ timeout: SLOW })
  await expect(question).toBeFocused()
  await expect(page.getByText(`Code ${tv.code}.`, { exact: false })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Allow' }).click()
  const done = page.getByRole('heading', { name: 'Your TV is signing in' })
  await expect(done).toBeVisible({ timeout: SLOW })
  await expect(done).toBeFocused()

  await expect(tv.page.getByRole('status')).toHaveText(
    `Signed in as Layar Ruang (${masked(customer.phone)})`,
    { timeout: SLOW },
  )
  // the TV is one of the account's sign-ins
  await gotoReady(page, '/account/security')
  await expect(page.getByRole('list', { name: 'Logged-in devices' })).toContainText('Vision+ TV box', {
    timeout: SLOW,
  })
  await tv.context.close()
})

for (const l of [
  {
    locale: 'en',
    prefix: '',
    continue: 'Continue',
    allow: 'Allow',
    password: 'Your password',
    asked: 'To allow a TV, enter your password again.',
    wrong: 'Wrong password. Please try again.',
    signingIn: 'Your TV is signing in',
  },
  {
    locale: 'id',
    prefix: '/id',
    continue: 'Lanjut',
    allow: 'Izinkan',
    password: 'Kata sandimu',
    asked: 'Untuk mengizinkan TV, masukkan lagi kata sandimu.',
    wrong: 'Kata sandi salah. Silakan coba lagi.',
    signingIn: 'TV kamu sedang masuk',
  },
] as const) {
  test(`[${l.locale}] a login older than 5 minutes is asked for the password under the question before Allow, a wrong one said on the field`, async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Layar Sandi', 'rahasia123')
    await loggedInAs(page, customer)
    const tv = await apiTv(request)
    // the service's answer to an approval without a proof once the login is older than 5 minutes
    // (the rule itself: server/test/tv-login.test.ts); with the password the call goes through
    await page.route('**/api/v1/user/tv/approve', async (route) => {
      const body = route.request().postDataJSON() as { password?: string }
      if (body.password !== undefined) return route.continue()
      return route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          status: { code: 19, message: 'Confirm it is you: enter your password again' },
        }),
      })
    })
    await gotoReady(page, `${l.prefix}/tv?code=${tv.userCode}`)
    await page.getByRole('button', { name: l.continue }).click()
    await page.getByRole('button', { name: l.allow }).click({ timeout: SLOW })
    const password = page.getByLabel(l.password)
    await expect(password).toBeVisible({ timeout: SLOW })
    await expect(password).toBeFocused()
    await expect(page.getByText(l.asked)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await password.fill('bukan-sandiku1')
    await page.keyboard.press('Enter')
    await expect(page.getByText(l.wrong)).toBeVisible({ timeout: SLOW })
    await password.fill(customer.password)
    await page.getByRole('button', { name: l.allow }).click()
    await expect(page.getByRole('heading', { name: l.signingIn })).toBeVisible({ timeout: SLOW })
    expect(await tv.token()).not.toBe('')
  })
}

test('a TV signed in on /tv is ended from /account/security: its next request is refused', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Layar Akhir', 'rahasia123')
  await loggedInAs(page, customer)
  const tv = await apiTv(request)
  await gotoReady(page, `/tv?code=${tv.userCode}`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Allow' }).click({ timeout: SLOW })
  await expect(page.getByRole('heading', { name: 'Your TV is signing in' })).toBeVisible({ timeout: SLOW })
  const tvToken = await tv.token()
  const profile = () =>
    request.get('/api/v1/user/myprofile', { headers: { authorization: `Bearer ${tvToken}` } })
  expect((await profile()).status()).toBe(200)

  await gotoReady(page, '/account/security')
  await page.getByRole('button', { name: 'Log out Vision+ TV box' }).click({ timeout: SLOW })
  const confirm = page.getByRole('dialog', { name: 'Log out this device?' })
  await confirm.getByLabel('Your password').fill(customer.password)
  await page.keyboard.press('Enter')
  await expect(confirm).toBeHidden({ timeout: SLOW })
  const refused = await profile()
  expect(refused.status()).toBe(401)
  expect(((await refused.json()) as { status: { code: number } }).status.code).toBe(18)
})

test('Deny: the TV is told the sign-in was refused', async ({ browser, page, request, baseURL }) => {
  const customer = await registerCustomer(request, 'Layar Tolak', 'rahasia123')
  await loggedInAs(page, customer)
  const tv = await sandboxTv(browser, baseURL!)
  // typed as a person might: lower case, a space instead of the hyphen
  await gotoReady(page, '/tv')
  await codeField(page).fill(tv.code.toLowerCase().replace('-', ' '))
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Deny' }).click({ timeout: SLOW })
  const refused = page.getByRole('heading', { name: 'Sign-in refused' })
  await expect(refused).toBeVisible({ timeout: SLOW })
  await expect(refused).toBeFocused()
  await expect(tv.page.getByRole('status')).toHaveText('The sign-in was denied.', { timeout: SLOW })
  await tv.context.close()
  // another TV: an empty field, still logged in
  await page.getByRole('button', { name: 'Sign in another TV' }).click()
  await expect(codeField(page)).toHaveValue('')
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('offline, the login that cannot download is said with Try again, a new page with the same code whose Continue opens it', async ({
  page,
  browser,
  baseURL,
}) => {
  const tv = await sandboxTv(browser, baseURL!)
  // the app's runtime (the session and the login) cannot be downloaded
  const offline = (route: Route) => route.abort('internetdisconnected')
  await page.route(/\/assets\/runtime-[^/]+\.js$/, offline)
  await gotoReady(page, tv.link)
  await page.getByRole('button', { name: 'Continue' }).click()
  const failure = page.getByRole('alert')
  await expect(failure).toContainText('The login could not load. Check your connection and try again.', {
    timeout: SLOW,
  })
  await expect(codeField(page)).toHaveValue(tv.code)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await page.unroute(/\/assets\/runtime-[^/]+\.js$/, offline)
  // a new page, the code kept in its link
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(codeField(page)).toHaveValue(tv.code, { timeout: SLOW })
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: SLOW })
  await tv.context.close()
})

test('a code that cannot be one, an unknown code and too many wrong codes are each said, with what to do', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Layar Salah', 'rahasia123')
  await loggedInAs(page, customer)
  const lookups: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/user/tv/')) lookups.push(r.url())
  })
  await gotoReady(page, '/tv')
  const alert = page.getByRole('alert')

  // a vowel cannot be in a code: said before any call
  await codeField(page).fill('ABCD-EFGH')
  await page.keyboard.press('Enter')
  await expect(alert).toHaveText('A TV code is 8 letters, such as WDJB-MJHT. Check the code on your TV.')
  expect(lookups).toEqual([])

  await codeField(page).fill('BBBB-BBBB')
  await page.keyboard.press('Enter')
  await expect(alert).toHaveText('This code is not valid. Check the code on your TV and enter it again.', {
    timeout: SLOW,
  })
  await expect(codeField(page)).toBeFocused()
  await expect(codeField(page)).toHaveValue('BBBB-BBBB')

  // wrong codes count like wrong passwords: spend the account's
  await expect(async () => {
    const tried = await request.post('/api/v1/user/tv/lookup', {
      data: { code: 'BBBB-BBBC' },
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(tried.status()).toBe(429)
  }).toPass({ timeout: SLOW })
  await codeField(page).fill('BBBB-BBBD')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(alert).toHaveText(/^Too many wrong codes\. Try again in \d+ minutes?\.$/, { timeout: SLOW })
  await expectNoSeriousA11yViolations(page)
})

const WIDTHS = [320, 375, 1280, 1920]
test(`/id/tv speaks Indonesian and fits at ${WIDTHS.join(', ')} px`, async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Layar Lebar', 'rahasia123')
  await loggedInAs(page, customer)
  // the TV's side played with the API (the sandbox TV's page is the tests above's)
  const tv = await apiTv(request)
  // each step walked once at the narrowest width and looked at in every width (see resizeTo)
  await resizeTo(page, WIDTHS[0]!)
  await gotoReady(page, `/id/tv?code=${tv.userCode}`)
  await expect(page).toHaveTitle('Masuk di TV kamu | Vision+ TV')
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk di TV kamu' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Kode yang tampil di TV kamu' })).toHaveValue(tv.userCode)
  const fits = async (what: string, axe: boolean) => {
    for (const width of WIDTHS) {
      await resizeTo(page, width)
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(sideways, `${what} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
      expect(await clippedLabels(page), `${what} at ${width} px`).toEqual([])
      if (axe) await expectNoSeriousA11yViolations(page)
    }
    await resizeTo(page, WIDTHS[0]!)
  }
  await fits('the code', true)
  await page.getByRole('button', { name: 'Lanjut' }).click()
  const question = page.getByRole('heading', {
    name: `Izinkan Box Vision+ TV masuk ke akun ${masked(customer.phone)}?`,
  })
  await expect(question).toBeVisible({ timeout: SLOW })
  await fits('the question', true)
  await page.getByRole('button', { name: 'Izinkan' }).click()
  await expect(page.getByRole('heading', { name: 'TV kamu sedang masuk' })).toBeVisible({ timeout: SLOW })
  await fits('the result', false)
  await page.getByRole('button', { name: 'Hubungkan TV lain' }).click()
  await expect(page.getByRole('textbox', { name: 'Kode yang tampil di TV kamu' })).toHaveValue('')
})
