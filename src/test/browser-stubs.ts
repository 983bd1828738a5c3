import { vi } from 'vitest'

/** A media query list that never changes, answering `matches` (jsdom has no matchMedia). */
export function staticMediaQuery(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList
}

/** A ResizeObserver that never reports (jsdom has none; Mantine components construct one). */
export class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * Replaces `location.reload` with a spy for the test (restored by `vi.restoreAllMocks`). jsdom
 * defines `location` and its methods as unforgeable (neither can be redefined where the test's
 * global is jsdom's own window, as in a VM context); the method the spy takes over is the one
 * behind them, on jsdom's implementation of the page's Location.
 */
export function stubReload() {
  const reload = vi.fn<() => void>()
  const impl = Object.getOwnPropertySymbols(window.location).find((s) => s.description === 'impl')
  const target = impl && (window.location as unknown as Record<symbol, Pick<Location, 'reload'>>)[impl]
  if (!target) throw new Error("stubReload: jsdom's implementation of Location was not found")
  vi.spyOn(target, 'reload').mockImplementation(() => reload())
  return reload
}
