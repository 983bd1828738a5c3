import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails the test on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}

/** Collects console errors and React hydration warnings while a test runs. */
export function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

export const MOBILE = { width: 390, height: 844 }

/** Opens a page and waits until React has hydrated it (clicks before that are lost). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/**
 * The visible text of buttons, links, tabs and badges that its box cuts off (wider than the box
 * that clips it, without an ellipsis that says so), as "text (needed/shown px)". Longer Indonesian
 * labels are where this happens first.
 */
export async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const controls = document.querySelectorAll('button, a, [role="tab"], .mantine-Badge-root')
    for (const control of controls) {
      for (const el of [control, ...control.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(el)
        if (style.visibility === 'hidden' || el.getClientRects().length === 0) continue
        // text for screen readers only is a 1 px box taken out of the flow, by design
        if (style.position === 'absolute' && el.clientWidth <= 1) continue
        if (style.textOverflow === 'ellipsis') continue
        const clips = ['hidden', 'clip'].includes(style.overflowX)
        if (clips && el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? '').trim())
          found.push(`${(el.textContent ?? '').trim().slice(0, 60)} (${el.scrollWidth}/${el.clientWidth} px)`)
      }
    }
    return [...new Set(found)]
  })
}

/**
 * Holds the downloads matching `pattern` (a slow network for that code) until the returned
 * function is called.
 */
export async function holdDownloads(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}
