import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations, gotoReady, inEachFace } from './support'

// The header must fit the window at every width, in both languages, for a visitor and for a
// customer (issue 9): one page per case, resized through the widths.
const WIDTHS = [320, 375, 768, 1024, 1280, 1366, 1440, 1920]
const DEMO = { phone: '081234567890', password: 'visionplus123', name: 'Demo Customer' }
const LONG_NAME = 'Raden Ajeng Kartini Djojoadhiningrat Soerjosoeparto'

const LABELS = {
  en: { home: '/', main: 'Main', openMenu: 'Open menu', account: 'Account menu' },
  id: { home: '/id', main: 'Utama', openMenu: 'Buka menu', account: 'Menu akun' },
} as const

type Visitor = { kind: 'visitor' } | { kind: 'customer'; name: string }
const CASES: Visitor[] = [
  { kind: 'visitor' },
  { kind: 'customer', name: DEMO.name },
  { kind: 'customer', name: LONG_NAME },
]

let login: Promise<string> | undefined
/** One login for the whole file (hashing the password takes seconds on a busy machine). */
function demoToken(page: Page): Promise<string> {
  login ??= page.request
    .post('/api/v1/user/login', { data: { phone: DEMO.phone, password: DEMO.password } })
    .then(async (response) => {
      expect(response.status()).toBe(200)
      return ((await response.json()) as { data: { token: string } }).data.token
    })
  return login
}

/** What in the header lies outside the window, and how wide the header and the page are. */
function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!
    const outside = [...header.querySelectorAll('*')]
      .filter((el) => {
        const box = el.getBoundingClientRect()
        if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false
        return box.left < -0.5 || box.right > window.innerWidth + 0.5
      })
      .map((el) => {
        const box = el.getBoundingClientRect()
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)
        return `<${el.tagName.toLowerCase()}> "${label}" at ${Math.round(box.left)}–${Math.round(box.right)}`
      })
    return {
      outside,
      header: header.scrollWidth,
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }
  })
}

for (const locale of ['en', 'id'] as const) {
  for (const visitor of CASES) {
    const who = visitor.kind === 'visitor' ? 'a visitor' : `a customer named "${visitor.name}"`
    test(`the header fits every width in ${locale} for ${who}`, async ({ page }) => {
      test.setTimeout(60_000)
      const labels = LABELS[locale]
      if (visitor.kind === 'customer') {
        const stored = { token: await demoToken(page), name: visitor.name }
        // As the app keeps a session: the token, and the cached user the header names.
        await page.addInitScript(({ token, name }) => {
          localStorage.setItem('vToken', token)
          localStorage.setItem('user', JSON.stringify({ name }))
        }, stored)
      }
      await page.setViewportSize({ width: 1440, height: 800 })
      await gotoReady(page, labels.home)
      const header = page.locator('header')
      const account = header.getByRole('button', { name: labels.account })
      if (visitor.kind === 'customer') await expect(account).toContainText(visitor.name)

      for (const width of WIDTHS) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 })
          for (const [face, m] of Object.entries(await inEachFace(page, () => measure(page)))) {
            expect(m.outside, `header parts outside a ${width} px window, ${face} face`).toEqual([])
            expect(m.header, `header scroll width, ${face} face`).toBeLessThanOrEqual(m.window)
            expect(m.page, `page scroll width, ${face} face`).toBeLessThanOrEqual(m.window)
          }
          // Nothing is lost: the links are in the bar or behind the menu button.
          await expect(
            header
              .getByRole('navigation', { name: labels.main })
              .or(header.getByRole('button', { name: labels.openMenu })),
          ).toBeVisible()
          if (visitor.kind === 'customer' && width >= 768) await expect(account).toBeVisible()
        })
      }

      if (visitor.kind === 'customer') {
        // Wide enough for the name: a long one ends in an ellipsis inside the trigger.
        await page.setViewportSize({ width: 1440, height: 800 })
        const name = account.getByText(visitor.name, { exact: true })
        await expect(name).toBeVisible()
        const { clipped, ellipsis } = await name.evaluate((el) => ({
          clipped: el.scrollWidth > el.clientWidth,
          ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
        }))
        expect(ellipsis).toBe(true)
        expect(clipped).toBe(visitor.name === LONG_NAME)
        await expectNoSeriousA11yViolations(page)
        // Narrower desktops show the avatar alone; the trigger keeps its name.
        await page.setViewportSize({ width: 1280, height: 800 })
        await expect(name).toBeHidden()
        await expect(account).toBeVisible()
        await expectNoSeriousA11yViolations(page)
      }
    })
  }
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } })

  test('Buy and Login in the tablet bar are at least 44 px tall', async ({ page }) => {
    await gotoReady(page, '/')
    const banner = page.getByRole('banner')
    for (const name of ['Buy', 'Login']) {
      const box = await banner
        .getByRole(name === 'Buy' ? 'link' : 'button', { name, exact: true })
        .boundingBox()
      expect(box?.height, name).toBeGreaterThanOrEqual(44)
    }
  })
})
