import { expect, test, type Page } from '@playwright/test'
import { gotoReady, holdDownloads, MOBILE, watchConsole } from './support'
import { DEMO, demoToken, logInAs } from './account-support'

// A tap is answered in the next frame (issue "taps answered fast"): the code of the likely next
// dialogs is fetched when the page is idle, and a tap that comes before it shows a busy dialog of
// the same place at once, never a silent gap.

/** Waits until the page has downloaded a script whose name holds each of `parts`. */
async function loaded(page: Page, parts: string[]) {
  await page.waitForFunction(
    (wanted) => {
      const names = performance.getEntriesByType('resource').map((r) => r.name)
      return wanted.every((part) => names.some((n) => n.includes(part)))
    },
    parts,
    { timeout: 15_000 },
  )
}

const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })

test('a Login tap before its code arrived shows a busy Login dialog with the focus, then the form', async ({
  page,
}) => {
  const release = await holdDownloads(page, /\/assets\/AuthHost-[^/]+\.js$/)
  await gotoReady(page, '/')
  await loginButton(page).click()
  const pending = page.getByTestId('pending-dialog')
  await expect(pending).toBeVisible()
  await expect(pending).toHaveAccessibleName('Login')
  await expect(pending).toHaveAttribute('aria-busy', 'true')
  await expect(pending).toBeFocused()
  release()
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number')).toBeVisible()
  await expect(pending).toHaveCount(0)
})

test('Escape on the busy dialog cancels: the form does not open once the code arrives', async ({ page }) => {
  const release = await holdDownloads(page, /\/assets\/AuthHost-[^/]+\.js$/)
  await gotoReady(page, '/id')
  await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByTestId('pending-dialog')).toHaveAccessibleName('Masuk')
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('pending-dialog')).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true })).toBeFocused()
  release()
  // the code arrives, and nothing opens by itself; the next tap opens the form
  await loaded(page, ['AuthHost-'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.getByRole('banner').getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Masuk' }).getByLabel('Nomor ponsel')).toBeVisible()
})

test('a Login whose code cannot download is said, with Try again focused', async ({ page }) => {
  await page.route(/\/assets\/runtime-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
  await gotoReady(page, '/')
  await loginButton(page).click()
  await expect(page.getByTestId('load-failure')).toContainText('This part of the page could not load.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('once the page is idle, Login and See details open their dialogs without downloading', async ({
  page,
}) => {
  await gotoReady(page, '/addon')
  // the idle prefetch: the dialogs' code arrives without a tap
  await loaded(page, ['AuthHost-', 'AddonDetailModal-', 'runtime-'])
  // no download may answer a tap now: one that was needed would be held, and the dialog would not open
  await holdDownloads(page, /\/assets\/.+\.js$/)
  await page
    .getByTestId('addon-card')
    .first()
    .getByRole('button', { name: /^See details/ })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.getByTestId('pending-dialog')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await loginButton(page).click()
  await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number')).toBeVisible()
})

test('a wide page downloads no code for the menu button it hides; where the button shows, it does', async ({
  page,
}) => {
  // from 80em the bar holds the links and hides the menu button
  await gotoReady(page, '/')
  await loaded(page, ['AuthHost-', 'runtime-'])
  // the menus' own idle moment comes a second after the login's: twice that, and still nothing
  await page.waitForTimeout(2_000)
  const menuCode = () =>
    page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/MobileMenu-')))
  expect(await menuCode()).toBe(false)
  await page.setViewportSize({ width: 1024, height: 800 })
  await gotoReady(page, '/')
  await loaded(page, ['MobileMenu-'])
})

test('a dialog closed before its field took the focus gives the focus back to the button that opened it', async ({
  page,
}) => {
  await gotoReady(page, '/')
  await loaded(page, ['AuthHost-', 'runtime-'])
  await loginButton(page).focus()
  // Enter, then Escape as the dialog's content arrives, before its field has taken the focus: a
  // quick keyboard on a busy phone. The field took it during the dialog's exit, and the focus fell
  // to the page's body when the dialog went.
  const fieldFocusedFirst = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          const field = document.querySelector('[role="dialog"] input')
          if (!field) return
          observer.disconnect()
          const focused = document.activeElement === field
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
          resolve(focused)
        })
        observer.observe(document.body, { childList: true, subtree: true })
        ;(document.activeElement as HTMLElement).click()
      }),
  )
  expect(fieldFocusedFirst).toBe(false)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(loginButton(page)).toBeFocused()
})

test("a tap on the avatar before its menu's code arrived opens the menu once it has", async ({
  page,
  baseURL,
}) => {
  await logInAs(page, await demoToken(baseURL!))
  const release = await holdDownloads(page, /\/assets\/AccountMenu-[^/]+\.js$/)
  await gotoReady(page, '/')
  const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
  await avatar.click()
  await expect(page.getByRole('menu')).toHaveCount(0)
  release()
  await expect(page.getByRole('menuitem', { name: 'Transaction History' })).toBeVisible()
  // once open, it is the menu's own: Escape closes it and it stays closed
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
})

test('Escape on the avatar as its menu opens, before the menu took the focus, closes it', async ({
  page,
  baseURL,
}) => {
  await logInAs(page, await demoToken(baseURL!))
  await gotoReady(page, '/')
  await loaded(page, ['AccountMenu-'])
  const avatar = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
  await expect(page.getByRole('banner').locator('[data-tap="account"]')).toHaveCount(0)
  const focusOnButton = await avatar.evaluate(
    (button) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="menu"]')) return
          observer.disconnect()
          const focused = document.activeElement
          const onButton = focused?.getAttribute('aria-label') === 'Account menu'
          focused?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
          resolve(onButton)
        })
        observer.observe(document.body, { childList: true, subtree: true })
        ;(button as HTMLElement).click()
      }),
  )
  expect(focusOnButton).toBe(true)
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(avatar).toBeFocused()
  await expect(avatar).toHaveAttribute('aria-expanded', 'false')
})

/**
 * Opens `path` with the app's entry held back, as on a slow phone: the prerendered page shows and
 * the entry's small script (public/taps.js) listens, but nothing is hydrated. Returns the entry's
 * release.
 */
async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const release = await holdDownloads(page, /\/assets\/index-[^/]+\.js$/)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => 'vpKeptTaps' in window && 'vpKeptValues' in window)
  return release
}

// Before the app is ready, the prerendered page shows its buttons: a tap on them is kept by the
// entry's small script and carried out once the app has hydrated, never lost.
test.describe('a tap before the app is ready', () => {
  test('on Login opens the login dialog once the app is ready', async ({ page }) => {
    const release = await openBeforeTheApp(page, '/')
    await loginButton(page).click()
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number')).toBeVisible()
  })

  test("on an add-on's See details opens that add-on's detail", async ({ page }) => {
    const release = await openBeforeTheApp(page, '/id/addon')
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
    const card = page.getByTestId('addon-card').nth(1)
    const name = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('button', { name: /^Lihat detail/ }).click()
    release()
    await expect(page.getByRole('dialog', { name, exact: true })).toBeVisible()
  })

  test('on the menu button of a phone opens the menu', async ({ page }) => {
    await page.setViewportSize(MOBILE)
    const release = await openBeforeTheApp(page, '/id')
    await page.getByRole('button', { name: 'Buka menu' }).click()
    release()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    // the menu button that was tapped now closes the menu (the open menu has a close button too)
    const menuButton = page.locator('#root [data-tap="menu"]')
    await expect(menuButton).toHaveAccessibleName('Tutup menu')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  })

  test("on a returning customer's avatar opens the account menu once the app is ready", async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page)
    await logInAs(page, await demoToken(baseURL!))
    await page.setViewportSize({ width: 1440, height: 800 })
    const release = await openBeforeTheApp(page, '/')
    const header = page.getByRole('banner')
    // the stored login, read by the page's first script: the avatar's place with the name, no Login
    const avatar = header.getByRole('button', { name: 'Account menu' })
    await expect(avatar).toBeVisible()
    await expect(header.getByRole('button', { name: 'Login' })).toHaveCount(0)
    const name = await avatar.evaluate(
      (el) => getComputedStyle(el.querySelector('span + span')!, '::before').content,
    )
    expect(name).toBe(JSON.stringify(DEMO.name))
    await avatar.click()
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
    release()
    await expect(page.getByRole('menuitem', { name: 'Transaction History' })).toBeVisible()
    await expect(header.getByRole('button', { name: 'Account menu' })).toContainText(DEMO.name)
    // hydration met the page as it was prerendered: nothing was rendered again
    expect(problems).toEqual([])
  })

  test('an expired stored login leaves Login before the app is ready, and a tap on it logs in', async ({
    page,
  }) => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    await logInAs(page, `${b64({ alg: 'HS256' })}.${b64({ sub: '1', name: DEMO.name, exp: 1_000_000 })}.x`)
    const release = await openBeforeTheApp(page, '/')
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    await loginButton(page).click()
    release()
    await expect(page.getByRole('dialog', { name: 'Login' }).getByLabel('Phone number')).toBeVisible()
  })

  test('typing a serial number on /purchase and pressing Enter keeps both: the box is found', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/purchase')
    const field = page.getByRole('textbox', { name: /^Serial Number/ })
    await field.click()
    await page.keyboard.type('VPTV2024A0001')
    await page.keyboard.press('Enter')
    // no reload, the value still there, nothing live yet
    await expect(field).toHaveValue('VPTV2024A0001')
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0)
    release()
    await expect(page.getByTestId('purchase-device')).toContainText('De** Cu******', { timeout: 15_000 })
  })

  test('typing on /purchase without sending keeps the text in the field once the app is ready', async ({
    page,
  }) => {
    const release = await openBeforeTheApp(page, '/id/purchase')
    const field = page.getByRole('textbox', { name: /^Nomor Seri/ })
    // a click into the field is no tap on Find
    await field.click()
    await page.keyboard.type('3010000001')
    release()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect(field).toHaveValue('3010000001')
    await expect(page.getByTestId('purchase-device')).toHaveCount(0)
    // the form is the app's now: sending it looks the box up
    await page.getByRole('button', { name: 'Cari box' }).click()
    await expect(page.getByTestId('purchase-device')).toContainText('De** Cu******', { timeout: 15_000 })
  })

  test('once the app is ready, taps are its own and none is carried out twice', async ({ page }) => {
    await gotoReady(page, '/')
    await loginButton(page).click()
    const dialog = page.getByRole('dialog', { name: 'Login' })
    await expect(dialog.getByLabel('Phone number')).toBeVisible()
    expect(await page.evaluate(() => window.vpKeptTaps)).toEqual([])
  })
})
