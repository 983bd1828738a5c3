import { afterEach } from 'vitest'
import { InertResizeObserver, staticMediaQuery } from './src/test/browser-stubs'
import { moveClock } from './src/test/moved-clock'

// npm run test:dates: the clock on another day (src/test/moved-clock.ts)
moveClock(Number(process.env.CLOCK_OFFSET_MS ?? 0))

// Testing Library's DOM matchers only where there is a DOM (the files marked `@vitest-environment
// jsdom`): loading them took about 80 ms of CPU in each of the ~170 files without one.
if (typeof window !== 'undefined') await import('@testing-library/jest-dom/vitest')

// findBy… and waitFor wait up to 5 s, not Testing Library's 1 s: on a busy two-core machine a lazily
// loaded modal's module can take longer than a second to transform and load, and a view that is
// slow to appear is not a wrong one (what it must show is asserted all the same).
if (typeof window !== 'undefined')
  (await import('@testing-library/react')).configure({ asyncUtilTimeout: 5_000 })

// jsdom lacks matchMedia and ResizeObserver, which Mantine components read.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => staticMediaQuery(query, false)
  globalThis.ResizeObserver ??= InertResizeObserver
}

// Unmount what each view test rendered (there are no vitest globals for Testing Library to hook).
afterEach(async () => {
  if (typeof window !== 'undefined') (await import('@testing-library/react')).cleanup()
})
