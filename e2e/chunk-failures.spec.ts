import { expect, test, type Page } from '@playwright/test'
import { demoToken, logInAs } from './account-support'
import { expectNoSeriousA11yViolations, gotoReady, MOBILE } from './support'

// A part of the shell whose download fails (offline, or a deploy replaced the files) says so and
// offers a retry; nothing else on the page goes blank (SPEC: a failed chunk reloads at most once a
// minute, else a message).

/** Makes the chunks matching `pattern` fail to download until the returned function is called. */
async function failDownloads(page: Page, pattern: RegExp) {
  let failing = true
  await page.route(pattern, (route) => (failing ? route.abort('internetdisconnected') : route.continue()))
  return () => {
    failing = false
  }
}

const failure = (page: Page) => page.getByTestId('load-failure')

test('the account menu that cannot download is said, the page stays, and Try again brings it on a new page', async ({
  page,
  baseURL,
}) => {
  await logInAs(page, await demoToken(baseURL!))
  const restore = await failDownloads(page, /\/assets\/AccountMenu-[^/]+\.js$/)
  await page.goto('/')
  // the first failure reloads the page once (a new deploy); the second within a minute is said
  await expect(failure(page)).toContainText('This part of the page could not load.')
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Buy', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  restore()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(failure(page)).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('the mobile menu that cannot download is said in Indonesian; closing it leaves the page', async ({
  page,
}) => {
  await page.setViewportSize(MOBILE)
  // failing from the start: the menu's code is also fetched when the page is idle
  const restore = await failDownloads(page, /\/assets\/MobileMenu-[^/]+\.js$/)
  await gotoReady(page, '/id')
  // the first failure reloads the page; after it, a tap meets the same failure and is told
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(async () => {
    if (!(await failure(page).isVisible())) await page.getByRole('button', { name: 'Buka menu' }).click()
    await expect(failure(page)).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(failure(page)).toContainText('Bagian halaman ini gagal dimuat.')
  await failure(page).getByRole('button', { name: 'Tutup' }).click()
  await expect(failure(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'false')

  // opening it again says it again, never a silent tap; Try again then brings it
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await expect(failure(page)).toBeVisible()
  restore()
  await failure(page).getByRole('button', { name: 'Coba lagi' }).click()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Buka menu' }).click()
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
  // the header's button now closes it (the open menu has a close button of the same name)
  await expect(page.locator('#root [data-tap="menu"]')).toHaveAccessibleName('Tutup menu')
  await expect(failure(page)).toHaveCount(0)
})

test('a language that cannot download is said, with a retry that switches', async ({ page }) => {
  await gotoReady(page, '/promo')
  const restore = await failDownloads(page, /\/assets\/messages-[^/]+\.js$/)
  await page.getByRole('link', { name: /^ID/ }).click()
  await expect(failure(page)).toContainText('Bahasa Indonesia could not load.')
  await expect(page).toHaveURL(/\/promo$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  restore()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page).toHaveURL(/\/id\/promo$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(failure(page)).toHaveCount(0)
})
