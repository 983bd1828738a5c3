/**
 * Code a person's likely next tap needs, fetched before the tap: once the page is idle after it
 * loaded (never competing with the first paint), and at once on the intent of a tap (pointer down,
 * hover, focus on its trigger). Each loader runs once; a failed one may run again later.
 */

type Loader = () => Promise<unknown>

const started = new Map<Loader, Promise<unknown>>()

/**
 * Starts `load` unless it already ran (or runs); a failure lets the next call try again. Settles
 * when the load does, and never rejects.
 */
export function prefetch(load: Loader): Promise<unknown> {
  let pending = started.get(load)
  if (!pending) {
    pending = load().catch(() => started.delete(load))
    started.set(load, pending)
  }
  return pending
}

/** Handlers for a trigger: the code behind it starts loading when a tap is on its way, all at once. */
export function intentTo(...loads: Loader[]) {
  const go = () => loads.forEach(prefetch)
  return { onPointerDown: go, onMouseEnter: go, onFocus: go, onTouchStart: go }
}

/**
 * `load`, for a trigger the page shows at some widths only (the menu button below 80em): nothing
 * when `trigger()` takes no box (display: none), so a wide page downloads no code it cannot open.
 * Decided when it runs, in the idle moment: the width then is the one a tap meets.
 */
export function ifShown(trigger: () => Element | null, load: Loader): Loader {
  return async () => {
    const element = trigger()
    if (element && element.getClientRects().length > 0) await load()
  }
}

/**
 * Runs `loaders` when the page is idle after its load event (`delayMs` later), so the first paint
 * and the largest one are never delayed: one at a time, each in an idle moment of its own once the
 * one before it has arrived. Starting a module's download, running its code and applying its
 * stylesheet are main-thread work; the login's code all at once made one task of 15–25 ms here,
 * 60–100 ms on a phone's CPU, which a tap at that moment would wait for. Returns a cancel.
 */
export function whenIdle(loaders: readonly Loader[], delayMs = 1_000): () => void {
  if (typeof window === 'undefined') return () => {}
  let cancelled = false
  let timer: number | undefined
  let idle: number | undefined
  const schedule = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
  const next = (index: number) => {
    const load = loaders[index]
    if (cancelled || !load) return
    idle = schedule(
      () => {
        idle = undefined
        void prefetch(load).then(() => next(index + 1))
      },
      { timeout: 5_000 },
    )
  }
  const afterLoad = () => {
    timer = window.setTimeout(() => next(0), delayMs)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', afterLoad)
    if (timer !== undefined) window.clearTimeout(timer)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}
