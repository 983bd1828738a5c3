import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'
import { staticMediaQuery } from './src/test/browser-stubs'

// jsdom lacks matchMedia and ResizeObserver, which Mantine components read.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => staticMediaQuery(query, false)
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

// Unmount what each view test rendered (there are no vitest globals for Testing Library to hook).
afterEach(async () => {
  if (typeof window !== 'undefined') (await import('@testing-library/react')).cleanup()
})
