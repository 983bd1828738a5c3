import { expect, test, type Page } from '@playwright/test'
import { gotoReady, holdDownloads, MOBILE } from './support'
import { demoToken, logInAs } from './account-support'

// The account pages' frame: prerendered, painted before the app runs, filled without a shift.
test.describe.configure({ timeout: 60_000 })

const DESKTOP = { width: 1280, height: 800 }
const NARROW = { width: 375, height: 812 }

const SECURITY_DATA = ['/api/v1/user/sessions', '/api/v1/user/passkeys']

/** Each account page in each language: its heading, and the requests its data comes with. */
const PAGES = [
  { path: '/account', heading: 'My account', data: ['/api/v1/user/myprofile'] },
  { path: '/id/account', heading: 'Akun saya', data: ['/api/v1/user/myprofile'] },
  { path: '/account/my-package', heading: 'My package', data: ['/bss/payduct/v1/package/current'] },
  { path: '/id/account/my-package', heading: 'Paket saya', data: ['/bss/payduct/v1/package/current'] },
  { path: '/account/payment-methods', heading: 'Payment methods', data: ['/bss/payduct/v1/payment-methods'] },
  {
    path: '/id/account/payment-methods',
    heading: 'Metode pembayaran',
    data: ['/bss/payduct/v1/payment-methods'],
  },
  { path: '/account/transaction', heading: 'Transaction history', data: ['/bss/payduct/v1/transaction'] },
  { path: '/id/account/transaction', heading: 'Riwayat transaksi', data: ['/bss/payduct/v1/transaction'] },
  { path: '/account/device-management', heading: 'Device management', data: ['/api/v1/user/sn'] },
  { path: '/id/account/device-management', heading: 'Manajemen perangkat', data: ['/api/v1/user/sn'] },
  // the signed-in devices and the passkeys: two lists, each asked for early
  { path: '/account/security', heading: "Where you're logged in", data: SECURITY_DATA },
  { path: '/id/account/security', heading: 'Sesi masuk', data: SECURITY_DATA },
] as const

const sidebarLabel = (path: string) => (path.startsWith('/id/') ? 'Akun' : 'Account')

let token = ''
test.beforeAll(async ({ baseURL }) => {
  token = await demoToken(baseURL!)
})

/**
 * Sums the page's layout shifts from its first paint on, as CLS does (no input in these tests),
 * but for the header's alone: a stored login's mark (public/taps.js, a deferred script) may land
 * after the first paint and trade Login for the avatar's place a few pixels wider on every page,
 * public ones included; what is measured here is the frame giving way to the page.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { vpShift: number }
    w.vpShift = 0
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }
    const inHeader = (node: Node | null | undefined) =>
      Boolean(node && (node instanceof Element ? node : node.parentElement)?.closest('#root > header'))
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        if (!entry.hadRecentInput && !entry.sources.every((source) => inHeader(source.node)))
          w.vpShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

test('every account page is served with its frame: header, sidebar, heading and skeleton, not indexed', async ({
  request,
}) => {
  for (const { path, heading } of PAGES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toContain(`<h1`)
    expect(html, path).toContain(heading.replace("'", '&#x27;'))
    expect(html, path).toContain(`<nav aria-label="${sidebarLabel(path)}"`)
    expect(html, path).toMatch(/<main id="main" class="vp-account-main"/)
    expect(html, path).toContain('aria-busy="true"')
    expect(html, path).toContain('<header')
    expect(html, path).toContain('<meta name="robots" content="noindex" />')
    expect(html, path).not.toContain('rel="canonical"')
  }
  // never in the sitemap (robots.txt disallows the account area)
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/account')
})

for (const viewport of [NARROW, DESKTOP]) {
  test(`without JavaScript the frame shows at ${viewport.width} px in both languages`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const page = await context.newPage()
    for (const { path, heading } of [PAGES[2], PAGES[3]]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      const sidebar = page.getByRole('navigation', { name: sidebarLabel(path), exact: true })
      if (viewport.width >= 1000) await expect(sidebar).toBeVisible()
      else await expect(page.locator('.vp-account-back')).toBeVisible()
      await expect(page.locator('#main [aria-busy="true"]').first()).toBeVisible()
    }
    await context.close()
  })

  test(`logged in, the frame fills with the page without a layout shift at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await logInAs(page, token)
    await watchLayoutShifts(page)
    for (const { path, heading } of PAGES) {
      await gotoReady(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // the data has come: nothing in the page is busy any more
      await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
      // let a late shift be reported
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      )
      expect(await page.evaluate(() => (window as unknown as { vpShift: number }).vpShift), path).toBe(0)
    }
  })
}

test("an account page's data goes out while its code is still loading, and only once", async ({ page }) => {
  // twelve pages, each held and released: past the file's minute on a busy 2-core machine
  test.setTimeout(120_000)
  await logInAs(page, token)
  for (const { path, data } of PAGES) {
    const asked = new Map<string, string[]>(data.map((pathname) => [pathname, []]))
    const listen = (request: { url: () => string }) => {
      const url = new URL(request.url())
      asked.get(url.pathname)?.push(url.search)
    }
    const counts = () => [...asked.values()].map((searches) => searches.length)
    page.on('request', listen)
    // the page's code (its chunk) is held: the data must still be asked for meanwhile
    const pageChunk =
      /\/assets\/(AccountPage|MyPackagePage|PaymentMethodsPage|TransactionsPage|DevicesPage|SecurityPage)-[^/]+\.js$/
    const release = await holdDownloads(page, pageChunk)
    await page.goto(path)
    await expect
      .poll(counts, { message: `${path}: data asked for before its code came` })
      .toEqual(data.map(() => 1))
    release()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
    expect(counts(), `${path}: one request each, handed to the page`).toEqual(data.map(() => 1))
    // no token in an address
    for (const [search] of asked.values()) expect(search).not.toContain(token.slice(0, 20))
    page.off('request', listen)
    await page.unroute(pageChunk)
  }
})

// a quick load shows a still placeholder; a slow one pulses; reduced motion keeps it still
test('a skeleton stays still for its first second, then pulses, and stays still with reduced motion', async ({
  page,
}) => {
  await logInAs(page, token)
  // the page's code held: its frame's skeleton stays
  const release = await holdDownloads(page, /\/assets\/SecurityPage-[^/]+\.js$/)
  await page.goto('/account/security')
  const skeleton = page.locator('#main .mantine-Skeleton-root').first()
  await expect(skeleton).toBeVisible()
  /** The skeleton's look at a moment of its pulse's timeline (null: no pulse). */
  const opacityAt = (ms: number) =>
    skeleton.evaluate((element, at) => {
      const pulse = element
        .getAnimations({ subtree: true })
        .find((animation) => (animation as CSSAnimation).animationName === 'vp-skeleton-pulse')
      if (!pulse) return null
      pulse.pause()
      pulse.currentTime = at
      return getComputedStyle(element, '::after').opacity
    }, ms)
  expect(await opacityAt(0)).toBe('1')
  expect(await opacityAt(990)).toBe('1')
  // half a beat in, the faintest
  expect(await opacityAt(1000 + 750)).toBe('0.4')
  expect(await opacityAt(1000 + 1500)).toBe('1')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect
    .poll(() => skeleton.evaluate((element) => element.getAnimations({ subtree: true }).length))
    .toBe(0)
  release()
})

// a customer who stays logged in never needs the login: its code and closed dialogs stay away
test("a logged-in customer's account page loads none of the login's code", async ({ page }) => {
  await logInAs(page, token)
  const loginCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(AuthHost|LoginForm)-[^/]+\.js$/.test(request.url())) loginCode.push(request.url())
  })
  for (const { path } of PAGES.slice(0, 2)) {
    await gotoReady(page, path)
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
    // the page idle a while, as when the login's code would be fetched ahead for a visitor
    await page.waitForTimeout(2_500)
  }
  expect(loginCode).toEqual([])
  await expect(page.locator('.mantine-Modal-root')).toHaveCount(0)
})

for (const viewport of [NARROW, DESKTOP]) {
  test(`a visitor on an account page still meets the login, from the frame, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    for (const [path, login] of [
      ['/account/my-package', 'Log in to see your account'],
      ['/id/account/my-package', 'Masuk untuk melihat akunmu'],
    ] as const) {
      await gotoReady(page, path)
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('heading', { level: 1, name: login })).toBeVisible()
    }
  })
}

// the narrow screens' back action is in the frame too (the menu replaces the sidebar there)
test('the phone-sized frame keeps the back action where the page has it', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await logInAs(page, token)
  await page.goto('/account/my-package')
  const back = page.locator('.vp-account-back')
  const before = await back.boundingBox()
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 })
  expect(await back.boundingBox()).toEqual(before)
})
