/**
 * Caches one async value for a short time. Used for the catalogue, which only changes through a
 * re-seed: under load it saves a database round trip per request (PGlite is single-threaded).
 */
export function memo<T>(ttlMs: number, now: () => number, load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | null = null
  return () => {
    const t = now()
    if (!value || t - value.at >= ttlMs) {
      const promise = load()
      value = { at: t, promise }
      promise.catch(() => {
        value = null // never cache a failure
      })
    }
    return value.promise
  }
}
