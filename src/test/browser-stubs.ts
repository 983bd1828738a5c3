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

/** Replaces `location.reload` with a spy for the test (restored by `vi.restoreAllMocks`). */
export function stubReload() {
  const reload = vi.fn<() => void>()
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
  return reload
}
