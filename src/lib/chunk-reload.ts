// No imports: the entry uses this before the app's code has loaded.
const RELOAD_KEY = 'vp:chunk-reload-at'
const RELOAD_GUARD_MS = 60_000

/**
 * A failed chunk load usually means a new deploy replaced the files: reload the page, but at
 * most once a minute so a real outage does not loop.
 */
export function reloadAfterChunkError(error: unknown, now = Date.now()): never {
  if (typeof window !== 'undefined') {
    const last = Number(window.sessionStorage.getItem(RELOAD_KEY) ?? 0)
    if (now - last > RELOAD_GUARD_MS) {
      window.sessionStorage.setItem(RELOAD_KEY, String(now))
      window.location.reload()
    }
  }
  throw error
}
