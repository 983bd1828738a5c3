import '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

// jsdom lacks matchMedia and ResizeObserver, which Mantine components read.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
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
