import { test, type BrowserContext } from '@playwright/test'

/**
 * The run's clock. Normally the machine's; `npm run test:dates` moves it by CLOCK_OFFSET_MS (to the
 * first of each month at 23:30 and 00:30 WIB), and the test server's clock moves with it
 * (server/lib/clock.ts). A test that compares its own time with the server's, or formats "today",
 * reads this, never `Date.now()`.
 */
export const CLOCK_OFFSET_MS = Number(process.env.CLOCK_OFFSET_MS ?? 0)

/** Now, as the test server's clock has it. */
export const testNow = (): number => Date.now() + CLOCK_OFFSET_MS

/**
 * Puts the browser's clock where the server's is (a date-reading test calls it before its first
 * page): nothing changes in a normal run; under `npm run test:dates` the pages' `Date` starts at the
 * moved time and runs on from there, timers firing as usual.
 */
export async function onTestClock(context: BrowserContext): Promise<void> {
  if (CLOCK_OFFSET_MS === 0) return
  await context.clock.install({ time: testNow() })
  // what a moved clock checks is the dates, not the speed: 24 runs back to back on a busy machine
  // get three times the time a test has
  test.slow()
}
