import { AxeBuilder } from '@axe-core/playwright'
import type { AxeResults, RunOptions } from 'axe-core'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until the page's animations and transitions have ended (a dialog fading in or out is drawn
 * half transparent, and axe would judge its text's contrast mid-fade). Two frames first, since a
 * Mantine transition starts one frame after the state that asks for it.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const deadline = performance.now() + 3000
    do {
      await frame()
      await frame()
      const running = document.getAnimations().filter((a) => a.playState === 'running')
      // an infinite animation (a spinner) never finishes; only the ones that end are waited for
      const ending = running.filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
      if (ending.length === 0) return
      await Promise.all(ending.map((a) => a.finished.catch(() => null)))
    } while (performance.now() < deadline)
  })
}

/** axe-core's own build, evaluated in a page that lacks it. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/**
 * Every rule is run and every violation reported with all its elements; the passes, the rules that
 * do not apply and the ones left for a person to judge are counted, not listed node by node (what
 * the check reads is the violations alone). Measured on the home page: half of axe's time.
 */
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'] }

/**
 * Fails the test on any serious or critical axe violation of the current page, once it is still.
 * axe runs in the page itself (axe.run), evaluated there once per document, while every frame
 * shares the page's origin (the site has no iframes): AxeBuilder evaluates its 580 kB twice a check,
 * and its per-frame run opens a blank page per check to merge the frames' results, a browser tab
 * and a second copy of axe for nothing. A cross-origin frame, which only the per-frame run can
 * reach, switches back to it. Measured on the home page: 0.6 instead of 1.5 CPU-seconds a check
 * without the per-frame run, and 0.2 instead of 0.44 s of wall time without the second evaluation
 * and the passes' details; the same violations found.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page)
  const origin = new URL(page.url()).origin
  const oneOrigin = page
    .frames()
    .every((f) => f.url() === 'about:blank' || new URL(f.url()).origin === origin)
  let results: AxeResults
  if (oneOrigin) {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
    results = await page.evaluate(
      (options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
      AXE_OPTIONS,
    )
  } else results = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze()
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

/**
 * Presses Enter on `target` by keyboard, as a person does: once it is enabled (a disabled control
 * takes no focus, and the Enter would go to whatever had it) and has the focus.
 */
export async function pressEnter(target: Locator) {
  await expect(target).toBeEnabled()
  await target.focus()
  await expect(target).toBeFocused()
  await target.page().keyboard.press('Enter')
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

/**
 * Resizes an open page and waits until it has laid itself out at the new size: the window reports
 * the width, and two frames have passed for what a media query re-renders (every width the product
 * reads goes through Mantine's `useMediaQuery`, which follows a resize). A width sweep over one
 * loaded page checks what a load at each width would, without a navigation per width.
 */
export async function resizeTo(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height })
  await page.waitForFunction((w) => window.innerWidth === w, width)
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )
}

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
  const { system, text } = await inEachFace(page, () => clippedLabelsNow(page))
  return [...new Set([...system.map((l) => `${l}, system face`), ...text.map((l) => `${l}, text face`)])]
}

function clippedLabelsNow(page: Page): Promise<string[]> {
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

/** The text face's file in the build the browser tests run against (read when first asked). */
const textFaceUrl = () =>
  `/assets/${readdirSync('dist/client/assets').find((f) => /^plus-jakarta-sans-.*\.woff2$/.test(f))}`

/** Sets the page in its system face (as a visitor's first page paints) or in the text face. */
export async function setTextFace(page: Page, face: 'system' | 'text') {
  await page.evaluate(
    async ({ url, on }) => {
      const family = 'Plus Jakarta Sans Variable'
      for (const f of [...document.fonts]) if (f.family.replace(/"/g, '') === family) document.fonts.delete(f)
      if (on) document.fonts.add(await new FontFace(family, `url(${url})`, { weight: '200 800' }).load())
      await document.fonts.ready
    },
    { url: textFaceUrl(), on: face === 'text' },
  )
}

/**
 * Runs `check` with the page in the system face that a visitor's first page paints in, then in the
 * text face that later pages use (src/lib/text-face.ts): what fits must fit in both.
 */
export async function inEachFace<T>(page: Page, check: () => Promise<T>): Promise<{ system: T; text: T }> {
  await setTextFace(page, 'system')
  const system = await check()
  await setTextFace(page, 'text')
  return { system, text: await check() }
}

/** A region dropdown chosen by keyboard only: focus it, type to filter, arrow down, Enter. */
export async function chooseByKeyboard(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await expect(field).toBeEnabled({ timeout: 15_000 })
  await field.focus()
  await page.keyboard.type(text)
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  // a choice closes the list: the typed text alone would pass the value's check
  await expect(field).toHaveAttribute('aria-expanded', 'false')
  await expect(field).toHaveValue(new RegExp(text, 'i'))
}
