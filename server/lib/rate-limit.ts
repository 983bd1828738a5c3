/**
 * Fixed-window counters in memory. Per-process on purpose: the limits protect one instance from
 * bursts; the per-phone code-send limit is counted in the database so it holds across instances.
 */
export type RateLimiter = { hit: (key: string) => boolean; reset: () => void }

export function createRateLimiter(limit: number, windowMs: number, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    /** true when the call is allowed */
    hit(key) {
      if (limit <= 0) return true
      const t = now()
      const w = windows.get(key)
      if (!w || t - w.start >= windowMs) {
        if (windows.size > 50_000) windows.clear() // bound memory under address spraying
        windows.set(key, { start: t, count: 1 })
        return true
      }
      w.count += 1
      return w.count <= limit
    },
    reset: () => windows.clear(),
  }
}

/**
 * Counts failures per key in a fixed window. Once a key reaches the limit it is refused until its
 * window ends; `retryAfter` says how many seconds that is (0 when allowed).
 */
export type FailureCounter = {
  retryAfter: (key: string) => number
  fail: (key: string) => void
  clear: (key: string) => void
}

export function createFailureCounter(limit: number, windowMs: number, now: () => number): FailureCounter {
  const windows = new Map<string, { start: number; count: number }>()
  const open = (key: string) => {
    const w = windows.get(key)
    return w && now() - w.start < windowMs ? w : undefined
  }
  return {
    retryAfter(key) {
      const w = open(key)
      if (limit <= 0 || !w || w.count < limit) return 0
      return Math.max(1, Math.ceil((w.start + windowMs - now()) / 1000))
    },
    fail(key) {
      const w = open(key)
      if (w) w.count += 1
      else {
        if (windows.size > 50_000) windows.clear() // bound memory under address spraying
        windows.set(key, { start: now(), count: 1 })
      }
    },
    clear: (key) => void windows.delete(key),
  }
}
