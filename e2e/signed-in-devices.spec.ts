import { expect, test, type Browser, type Page } from '@playwright/test'
import { clippedLabels, expectNoSeriousA11yViolations, gotoReady, resizeTo } from './support'
import { formatDayMonth, formatTime } from '../src/lib/format'
import { latestNotice, registerCustomer } from './account-support'
import { onTestClock, testNow } from './clock'

// Sign-ups and logins hash passwords: room on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })
const SLOW = 20_000

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A browser of its own (its own storage and User-Agent), logged in with the API's token. */
async function browserOf(browser: Browser, baseURL: string, token: string, userAgent?: string) {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) })
  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('vToken', value)
      sessionStorage.setItem('seeded', '1')
    }
  }, token)
  return { context, page: await context.newPage() }
}

/** The page's list of sign-ins, one item each. */
const devices = (page: Page, name = 'Logged-in devices') =>
  page.getByRole('list', { name }).getByRole('listitem')

/** Every way the site can write a moment between `from` and `to` (one a minute), in WIB: "6 Des 2026, 07:05 WIB". */
function momentsBetween(from: number, to: number, locale: 'en' | 'id'): string[] {
  const minute = 60_000
  const moments = new Set<string>()
  for (let t = Math.floor(from / minute) * minute; t <= to; t += minute)
    moments.add(`${formatDayMonth(t, locale, true)}, ${formatTime(t)} WIB`)
  return [...moments]
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Logs in as a browser would (its User-Agent names the device on the list). */
async function loginToken(page: Page, phone: string, password: string): Promise<string> {
  const reply = await page.request.post('/api/v1/user/login', { data: { phone, password } })
  return ((await reply.json()) as { data: { token: string } }).data.token
}

test('one customer in two browsers: the first ends the other, which is logged out with a notice; the first stays', async ({
  browser,
  request,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Dua Perangkat', 'rahasia123')
  // the second browser, a phone the customer lent: its own login
  const phoneSide = await browserOf(browser, baseURL!, '', IPHONE)
  const phoneToken = await loginToken(phoneSide.page, customer.phone, customer.password)
  await phoneSide.context.close()
  const borrowed = await browserOf(browser, baseURL!, phoneToken, IPHONE)
  const mine = await browserOf(browser, baseURL!, customer.token)
  await gotoReady(borrowed.page, '/account')
  await expect(borrowed.page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible({
    timeout: SLOW,
  })

  const page = mine.page
  await gotoReady(page, '/account/security')
  await expect(page.getByRole('heading', { level: 1, name: "Where you're logged in" })).toBeVisible({
    timeout: SLOW,
  })
  const items = devices(page)
  await expect(items).toHaveCount(2)
  // the sign-up is this browser; the phone is Safari on iPhone
  const phoneItem = items.filter({ hasText: 'Safari on iPhone' })
  await expect(phoneItem).toContainText('Network 127.0.0.0/24')
  await expect(items.filter({ hasText: 'This device' })).toHaveCount(1)
  await expect(phoneItem).not.toContainText('This device')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Log out Safari on iPhone' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log out this device?' })
  await expect(dialog).toContainText('Safari on iPhone is logged out at once.')
  // the password is asked again (ASVS 7.5.2): the field has the focus; a wrong one ends nothing
  const password = dialog.getByLabel('Your password')
  await expect(password).toBeFocused()
  await password.fill('not-my-password')
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click()
  await expect(dialog.getByText('Wrong password. Please try again.')).toBeVisible({ timeout: SLOW })
  await expect(password).toBeFocused()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(items).toHaveCount(2)
  await password.fill(customer.password)
  await expect(dialog.getByText('Wrong password. Please try again.')).toBeHidden()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden({ timeout: SLOW })
  await expect(items).toHaveCount(1)
  await expect(page.getByRole('status').filter({ hasText: 'That device was logged out.' })).toBeVisible()
  await expect(page.getByText('No other device is logged in to your account.')).toBeVisible()

  // the phone's next step in the account area finds its login ended: home, logged out, told once
  const other = borrowed.page
  await other
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Transaction History' })
    .click()
  await expect(other).toHaveURL(/\/$/, { timeout: SLOW })
  const notice = other.getByTestId('ended-notice')
  await expect(notice).toHaveText(/You were logged out from another device\./)
  await expect(other.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  expect(await other.evaluate(() => localStorage.getItem('vToken'))).toBeNull()
  await notice.getByRole('button', { name: 'Close' }).click()
  await expect(notice).toBeHidden()
  await gotoReady(other, '/')
  await expect(other.getByTestId('ended-notice')).toHaveCount(0)

  // the first browser is still logged in
  await gotoReady(page, '/account/security')
  await expect(devices(page)).toHaveCount(1)
  await expect(devices(page)).toContainText('This device')
  await borrowed.context.close()
  await mine.context.close()
})

test('the logged-out-elsewhere notice fits a phone and a laptop in Indonesian', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Kabar Keluar', 'rahasia123')
  const other = await request.post('/api/v1/user/login', {
    data: { phone: customer.phone, password: customer.password },
  })
  const otherToken = ((await other.json()) as { data: { token: string } }).data.token
  await page.setViewportSize({ width: 375, height: 800 })
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('vToken', value)
      sessionStorage.setItem('seeded', '1')
    }
  }, customer.token)
  // the other login ends this browser's before it opens the account: its first call meets it
  await request.post('/api/v1/user/sessions/end-others', {
    headers: { authorization: `Bearer ${otherToken}` },
    data: { password: customer.password },
  })
  await gotoReady(page, '/id/account')
  await expect(page).toHaveURL(/\/id\/?$/, { timeout: SLOW })
  const notice = page.getByTestId('ended-notice')
  await expect(notice).toContainText('Kamu dikeluarkan dari akunmu melalui perangkat lain.', {
    timeout: SLOW,
  })
  for (const width of [375, 1024, 1366]) {
    await page.setViewportSize({ width, height: 800 })
    await expect(notice).toBeInViewport({ ratio: 1 })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
    expect(await clippedLabels(page), `${width} px`).toEqual([])
  }
  await notice.getByRole('button', { name: 'Tutup' }).click()
  await expect(notice).toHaveCount(0)
})

test('a login from a new device is told by SMS, which the demo outbox shows', async ({
  request,
  browser,
  baseURL,
}) => {
  const customer = await registerCustomer(request, 'Kabar Masuk', 'rahasia123')
  const phone = await browserOf(browser, baseURL!, '', IPHONE)
  const before = testNow()
  await loginToken(phone.page, customer.phone, customer.password)
  const notice = await latestNotice(request, customer.phone, before)
  expect(notice).toMatch(/^New login to your Vision\+ TV account on Safari on iPhone at .+ WIB\. Not you\?/)
  expect(notice).toContain('/account/change-password')
  await phone.context.close()
})

for (const locale of ['en', 'id'] as const) {
  const labels =
    locale === 'en'
      ? {
          prefix: '',
          heading: "Where you're logged in",
          all: 'Log out of all other devices',
          confirmAll: 'Log out of all other devices?',
          password: 'Your password',
          nav: 'Logged-in devices',
          sidebar: 'Account',
          loggedIn: 'Logged in',
        }
      : {
          prefix: '/id',
          heading: 'Sesi masuk',
          all: 'Akhiri semua sesi lain',
          confirmAll: 'Akhiri semua sesi lain?',
          password: 'Kata sandimu',
          nav: 'Sesi masuk',
          sidebar: 'Akun',
          loggedIn: 'Masuk pada',
        }

  test(
    `[${locale}] the page fits 320 to 1440 px, says when each device logged in, reads with a keyboard, and ends all others`,
    { tag: '@dates' },
    async ({ page, request }) => {
      test.setTimeout(120_000)
      await onTestClock(page.context())
      const from = testNow()
      const customer = await registerCustomer(request, 'Layar Kecil', 'rahasia123')
      // two more logins of the same customer (another browser each)
      for (let i = 0; i < 2; i += 1) {
        const reply = await request.post('/api/v1/user/login', {
          data: { phone: customer.phone, password: customer.password },
          headers: { 'user-agent': IPHONE },
        })
        expect(reply.status()).toBe(200)
      }
      await page.addInitScript((value) => localStorage.setItem('vToken', value), customer.token)
      // loaded once at the narrowest width, then resized through the others (see resizeTo)
      await resizeTo(page, 320)
      await gotoReady(page, `${labels.prefix}/account/security`)
      // each login's day and time as the site writes them in the page's language, in Jakarta's time
      await expect(devices(page, labels.nav)).toHaveCount(3, { timeout: SLOW })
      const moments = momentsBetween(from, testNow(), locale).map(escaped).join('|')
      for (const item of await devices(page, labels.nav).all())
        await expect(item).toContainText(new RegExp(`${labels.loggedIn} (${moments})`))
      for (const width of [320, 375, 768, 1024, 1366, 1440]) {
        await resizeTo(page, width)
        await expect(page.getByRole('heading', { level: 1, name: labels.heading })).toBeVisible({
          timeout: SLOW,
        })
        await expect(devices(page, labels.nav)).toHaveCount(3)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0)
        expect(await clippedLabels(page), `${width} px`).toEqual([])
        if (width === 320 || width === 1366) await expectNoSeriousA11yViolations(page)
      }
      // the sidebar leads here (wide screens)
      await expect(
        page.getByRole('navigation', { name: labels.sidebar }).getByRole('link', { name: labels.nav }),
      ).toHaveAttribute('aria-current', 'page')

      // keyboard: the button, its dialog with the focus in its password field, Escape back to the button
      const all = page.getByRole('button', { name: labels.all, exact: true })
      await all.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: labels.confirmAll })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByLabel(labels.password)).toBeFocused()
      // read once it has faded in: a colour half-way through the fade is not the dialog's
      await expect(dialog).toHaveCSS('opacity', '1')
      await expectNoSeriousA11yViolations(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(all).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      // the password typed where the focus is, then Enter
      await expect(dialog.getByLabel(labels.password)).toBeFocused()
      await page.keyboard.type(customer.password)
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden({ timeout: SLOW })
      await expect(devices(page, labels.nav)).toHaveCount(1)
    },
  )
}

test('the avatar menu and the mobile menu lead to the page', async ({ page, request }) => {
  const customer = await registerCustomer(request, 'Menu Akun', 'rahasia123')
  await page.addInitScript((value) => localStorage.setItem('vToken', value), customer.token)
  await gotoReady(page, '/')
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logged-in devices' }).click()
  await expect(page).toHaveURL(/\/account\/security$/)
  await expect(page.getByRole('heading', { level: 1, name: "Where you're logged in" })).toBeVisible({
    timeout: SLOW,
  })
  await page.setViewportSize({ width: 375, height: 800 })
  await gotoReady(page, '/id')
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.getByRole('dialog').getByText('Menu Akun').click()
  await page.getByRole('dialog').getByRole('link', { name: 'Sesi masuk' }).click()
  await expect(page).toHaveURL(/\/id\/account\/security$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sesi masuk' })).toBeVisible({
    timeout: SLOW,
  })
})
