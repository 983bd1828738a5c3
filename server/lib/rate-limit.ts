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
