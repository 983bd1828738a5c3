/**
 * Code a person's likely next tap needs, fetched before the tap: once the page is idle after it
 * loaded (never competing with the first paint), and at once on the intent of a tap (pointer down,
 * hover, focus on its trigger). Each loader runs once; a failed one may run again later.
 */

type Loader = () => Promise<unknown>

const started = new Map<Loader, Promise<unknown>>()

/** Starts `load` unless it already ran (or runs); a failure lets the next call try again. */
export function prefetch(load: Loader): void {
  if (started.has(load)) return
  const pending = load().catch(() => started.delete(load))
  started.set(load, pending)
}

/** Handlers for a trigger: the code behind it starts loading when a tap is on its way. */
export function intentTo(load: Loader) {
  const go = () => prefetch(load)
  return { onPointerDown: go, onMouseEnter: go, onFocus: go, onTouchStart: go }
}

/**
 * Runs `loaders` when the page is idle after its load event (`delayMs` later), so the first paint
 * and the largest one are never delayed. Returns a cancel.
 */
export function whenIdle(loaders: Loader[], delayMs = 1_000): () => void {
  if (typeof window === 'undefined') return () => {}
  let timer: number | undefined
  let idle: number | undefined
  const run = () => {
    const schedule =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle = schedule(() => loaders.forEach(prefetch), { timeout: 5_000 })
  }
  const afterLoad = () => {
    timer = window.setTimeout(run, delayMs)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    if (timer !== undefined) window.clearTimeout(timer)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}
