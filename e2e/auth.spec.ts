import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, gotoReady } from './support'
import { freshPhone, latestCode, registerCustomer } from './account-support'
import { testNow } from './clock'

// Whole flows with several server round trips: give them room on a busy 2-core machine.
test.describe.configure({ timeout: 60_000 })

/** Steps that hash a password and wait on several round trips: room on a busy 2-core machine. */
const SLOW = 20_000

const DEMO = { phone: '081234567890', password: 'visionplus123', name: 'Demo Customer' }

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').click()
  await page.keyboard.type(code)
}

async function openLogin(page: Page, path = '/') {
  await gotoReady(page, path)
  await page.getByRole('button', { name: /^(Login|Masuk)$/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

async function signUp(page: Page, request: APIRequestContext, phone: string, name: string, password: string) {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByRole('heading', { name: 'Sign Up' })).toBeVisible()
  const { code } = await latestCode(request, phone)
  await typeCode(page, code)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.getByLabel('Full name').fill(name)
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await dialog.getByLabel('Confirm password').fill(password)
  await dialog.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('Registration success!')).toBeVisible({ timeout: SLOW })
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(name, { timeout: SLOW })
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Log Out' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
}

test('a new phone registers with a one-time code, logs out and logs back in with its password', async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await signUp(page, request, phone, 'Rina Wulandari', 'rahasia123')
  expect(await page.evaluate(() => localStorage.getItem('vToken'))).toBeTruthy()

  const token = await page.evaluate(() => localStorage.getItem('vToken'))
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
  // Log Out ended the token on the server too: a copy of it opens nothing.
  const profileWith = () =>
    request.get('/api/v1/user/myprofile', { headers: { Authorization: `Bearer ${token}` } })
  await expect.poll(async () => (await profileWith()).status(), { timeout: SLOW }).toBe(401)

  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('rahasia123')
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Rina Wulandari', {
    timeout: SLOW,
  })
})

test('the demo customer sees the wrong-password message, then logs in and stays logged in after a reload', async ({
  page,
}) => {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(DEMO.phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true })
  await expect(password).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Need help? Chat with us' })).toHaveAttribute(
    'target',
    '_blank',
  )

  await password.fill('not-the-password')
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(dialog.getByText('Wrong password. Please try again.')).toBeVisible({ timeout: SLOW })

  await dialog.getByRole('button', { name: 'Show or hide password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await password.fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(DEMO.name, { timeout: SLOW })

  await page.reload()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(DEMO.name, { timeout: SLOW })
  await page.getByRole('button', { name: 'Account menu' }).click()
  for (const item of ['Detail', 'My Package', 'Device Management', 'Transaction History', 'Log Out']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
  }
})

test('the phone field gives the spec messages for bad numbers', async ({ page }) => {
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  const phone = dialog.getByLabel('Phone number')
  const continueButton = dialog.getByRole('button', { name: 'Continue' })
  await continueButton.click()
  await expect(dialog.getByText('Field is required')).toBeVisible()
  await phone.fill('0812abc')
  await expect(dialog.getByText('Number only')).toBeVisible()
  await phone.fill('08123')
  await expect(dialog.getByText('At least 8 characters and maximum 14 characters')).toBeVisible()
  await phone.fill('0712345678')
  await expect(dialog.getByText('Invalid mobile phone number pattern')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a wrong code marks the boxes failed; forgot password resets it and the new one works', async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await signUp(page, request, phone, 'Budi Santoso', 'pertama123')
  await logOut(page)

  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  const askedAt = testNow()
  await dialog.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(dialog.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
  const { code } = await latestCode(request, phone, askedAt)

  const wrong = code === '0000' ? '1111' : '0000'
  await typeCode(page, wrong)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await expect(dialog.getByText('Invalid Code')).toBeVisible()
  await expect(dialog.getByLabel('Digit 1 of 4')).toHaveAttribute('aria-invalid', 'true')

  await typeCode(page, code)
  await expect(dialog.getByText('Invalid Code')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('kedua12345')
  await dialog.getByLabel('Confirm new password').fill('kedua12345')
  await dialog.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('dialog', { name: 'Password changed' })).toBeVisible({ timeout: SLOW })
  await page.getByRole('button', { name: 'OK' }).click()

  await openLogin(page)
  await page.getByRole('dialog').getByLabel('Phone number').fill(phone)
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Password', exact: true }).fill('kedua12345')
  await page.getByRole('dialog').getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Budi Santoso', {
    timeout: SLOW,
  })
})

test('resend appears only when the countdown reaches zero and sends a new code', async ({
  page,
  request,
}) => {
  await page.clock.install()
  const phone = freshPhone()
  await openLogin(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(dialog.getByText(/Resend code in 0[45]:\d\d/)).toBeVisible()
  const first = await latestCode(request, phone)
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toHaveCount(0)

  // The clock also runs in real time: leave a few seconds of slack for a slow machine.
  await page.clock.runFor(290_000)
  await expect(dialog.getByText(/Resend code in 00:(0\d|10)/)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toHaveCount(0)
  await page.clock.runFor(15_000)
  await dialog.getByRole('button', { name: 'Resend code' }).click()
  await latestCode(request, phone, Date.parse(first.sentAt))
  // the countdown starts again from five minutes (a second may pass in real time on a busy machine)
  await expect(dialog.getByText(/Resend code in (05:00|04:5\d)/)).toBeVisible()
})

test('the login flow speaks Indonesian under /id', async ({ page }) => {
  await openLogin(page, '/id')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Masuk' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  await expect(dialog.getByText('Wajib diisi')).toBeVisible()
  await dialog.getByLabel('Nomor ponsel').fill(freshPhone())
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  await expect(dialog.getByRole('heading', { name: 'Daftar' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Verifikasi' })).toBeDisabled()
  await expectNoSeriousA11yViolations(page)
})

test('logging in in one tab reloads the other, which then shows the account', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await gotoReady(second, '/promo')
  await expect(second.getByRole('button', { name: 'Login' })).toBeVisible()
  // the session (and its storage listener) loads once the page is idle
  await second.waitForLoadState('networkidle')

  await openLogin(first)
  const dialog = first.getByRole('dialog')
  await dialog.getByLabel('Phone number').fill(DEMO.phone)
  await dialog.getByRole('button', { name: 'Continue' }).click()
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password)
  const reloaded = second.waitForEvent('load')
  await dialog.getByRole('button', { name: 'Login' }).click()
  await reloaded
  await expect(second.getByRole('button', { name: 'Account menu' })).toContainText(DEMO.name, {
    timeout: SLOW,
  })
})

test('after too many wrong passwords the login form says when to try again, in both languages', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const { phone } = await registerCustomer(request, 'Ayu Lestari', 'rahasia123')
  // A stranger (no device cookie of this account: the sign-up's browser would only make itself
  // wait): 5 failed logins per phone are free; the sixth makes the next wait (LOGIN_FIRST_WAIT, 15
  // minutes for these tests) for every browser that never signed in, right password or wrong.
  const stranger = await playwright.request.newContext({ baseURL })
  for (let attempt = 0; attempt < 6; attempt += 1)
    await stranger.post('/api/v1/user/login', { data: { phone, password: `wrong-${attempt}x` } })
  await stranger.dispose()

  for (const [path, phoneLabel, next, login, message] of [
    ['/', 'Phone number', 'Continue', 'Login', /Too many failed logins\. Try again in 1[45] minutes\./],
    [
      '/id',
      'Nomor ponsel',
      'Lanjut',
      'Masuk',
      /Terlalu banyak percobaan masuk yang gagal\. Coba lagi dalam 1[45] menit\./,
    ],
  ] as const) {
    await openLogin(page, path)
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(phoneLabel).fill(phone)
    await dialog.getByRole('button', { name: next }).click()
    await dialog.getByRole('textbox', { name: /^(Password|Kata sandi)$/ }).fill('rahasia123')
    await dialog.getByRole('button', { name: login, exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(message, { timeout: SLOW })
    await expect(page.getByRole('button', { name: /^(Account menu|Menu akun)$/ })).toHaveCount(0)
  }
})

test("on /id a wrong code and a failed login are said in Indonesian, never the service's English", async ({
  page,
  request,
}) => {
  const phone = freshPhone()
  await openLogin(page, '/id')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Nomor ponsel').fill(phone)
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  const { code } = await latestCode(request, phone)
  await dialog.getByLabel('Digit 1 dari 4').click()
  await page.keyboard.type(code === '0000' ? '1111' : '0000')
  await dialog.getByRole('button', { name: 'Verifikasi' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Kode Tidak Valid — Kodenya tidak cocok.')
  await expect(dialog.getByText(/Invalid code/i)).toHaveCount(0)

  // a server error at login is one, not a wrong password
  await page.getByRole('button', { name: 'Tutup' }).first().click()
  await page.route('**/v1/user/login', (route) => route.fulfill({ status: 500, body: 'internal error' }))
  await openLogin(page, '/id')
  await dialog.getByLabel('Nomor ponsel').fill(DEMO.phone)
  await dialog.getByRole('button', { name: 'Lanjut' }).click()
  await dialog.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(DEMO.password)
  await dialog.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Ups, terjadi kesalahan!')
  await expect(dialog.getByText('Kata sandi salah. Silakan coba lagi.')).toHaveCount(0)
})
