/**
 * The browser tests read dates one way (issue of 1 December: a test wrote today with en-GB's month
 * names and read it on an Indonesian page, green until the first month whose short names differ):
 * a date a test expects is written by the site's own formatter (src/lib/format.ts) from the run's
 * clock (e2e/clock.ts), and a spec that does so tags its tests `@dates`, so `npm run test:dates`
 * plays them on other days.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const e2e = fileURLToPath(new URL('../e2e', import.meta.url))
const files = readdirSync(e2e)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(join(e2e, name), 'utf8') }))

/** A date written or read by hand: a locale's own formatting, or a calendar field of a Date. */
const OWN_DATE_FORMAT =
  /Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|\.get(UTC)?(FullYear|Month|Date|Day|Hours|Minutes)\(/

function handFormattedDates(list: { name: string; text: string }[]): string[] {
  return list.filter(({ text }) => OWN_DATE_FORMAT.test(text)).map(({ name }) => name)
}

function untaggedDateSpecs(list: { name: string; text: string }[]): string[] {
  return list
    .filter(({ text }) => /from '\.\.\/src\/lib\/format'/.test(text) && !/tag: '@dates'/.test(text))
    .map(({ name }) => name)
}

/**
 * A spec whose tests are played on other days must put the pages on the run's clock: the test
 * server's tokens and dates are on the moved clock, and a page on the machine's own reads a fresh
 * login as long expired (renewals and receipts, green every day but in `npm run test:dates`).
 */
function offClockDateSpecs(list: { name: string; text: string }[]): string[] {
  return list
    .filter(({ text }) => /tag: '@dates'/.test(text) && !/await onTestClock\(/.test(text))
    .map(({ name }) => name)
}

describe('dates in the browser tests', () => {
  it("are formatted by the site's own formatter, never by a test's own Intl or Date fields", () => {
    expect(handFormattedDates(files)).toEqual([])
    // the check can fail: the test that broke on 1 December
    const planted = `const today = new Intl.DateTimeFormat('en-GB', { month: 'short' }).format(new Date())`
    expect(handFormattedDates([{ name: 'planted.spec.ts', text: planted }])).toEqual(['planted.spec.ts'])
  })

  it('that expect a date as the site writes it are tagged @dates, for npm run test:dates', () => {
    expect(untaggedDateSpecs(files)).toEqual([])
    const planted = `import { formatDayMonth } from '../src/lib/format'\ntest('x', async () => {})`
    expect(untaggedDateSpecs([{ name: 'planted.spec.ts', text: planted }])).toEqual(['planted.spec.ts'])
  })

  it('tagged @dates put their pages on the run clock, as the test server is', () => {
    expect(offClockDateSpecs(files)).toEqual([])
    const planted = `test('x', { tag: '@dates' }, async ({ page }) => { await logInAs(page, token) })`
    expect(offClockDateSpecs([{ name: 'planted.spec.ts', text: planted }])).toEqual(['planted.spec.ts'])
  })
})
