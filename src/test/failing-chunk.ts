/**
 * A lazily loaded part whose download fails until the network comes back, as a page meets it
 * offline: its import throws what a browser's failed chunk download throws. Declared inside the
 * describe whose tests need it; each test starts offline and `newPage()` is the reload that Try
 * again makes, after which the part downloads afresh.
 */
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

/**
 * `modulePath`: the part's path from the project's root (`/src/…/Part.tsx`), as Vite names it.
 * `loaded`: what the part's module is once it downloads, when the test stands one in (else the real
 * module).
 */
export function failingChunk(modulePath: string, loaded?: () => unknown) {
  const network = { up: false }
  // registered anew for each test, before the page's first import: a module that loaded stays
  // loaded for the file otherwise
  beforeEach(() => {
    vi.doMock(modulePath, async (original) => {
      if (!network.up) throw new TypeError('Failed to fetch dynamically imported module')
      return loaded ? loaded() : original()
    })
  })
  afterEach(() => {
    network.up = false
    sessionStorage.clear()
    vi.restoreAllMocks()
    vi.doUnmock(modulePath)
    vi.resetModules()
  })
  return {
    /** The page Try again loads: nothing of the old one kept, the network back. */
    newPage() {
      cleanup()
      network.up = true
      vi.resetModules()
    },
  }
}
