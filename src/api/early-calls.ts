/**
 * An account page's first call, started by the boot path as soon as a stored login is known
 * (src/app/account-first-calls.ts), beside the page's code instead of after it and the session
 * have loaded, and handed to the page when it asks for the same call: one request, not two.
 */
export interface FirstCall<T> {
  /** The request's address relative to its service (path and query), naming it in the map. */
  key: string
  load: () => Promise<T>
}

/** An answer kept longer than this is not handed over (the page was reached some other way, later). */
const FRESH_MS = 30_000

const started = new Map<string, { at: number; pending: Promise<unknown> }>()

/** Sends the call now; the page's `firstCall` takes its answer. */
export function startEarly<T>(call: FirstCall<T>): void {
  if (started.has(call.key)) return
  const pending = call.load()
  pending.catch(() => undefined) // said, if at all, by the page that takes it
  started.set(call.key, { at: Date.now(), pending })
}

/**
 * The call's answer: the one started early, once (a reload asks the service again), else a new
 * call. An early call that failed is made again: the page then meets the failure as it would have
 * without the head start (a login ended elsewhere is heard by the session only once it runs).
 */
export function firstCall<T>(call: FirstCall<T>): Promise<T> {
  const early = started.get(call.key)
  started.delete(call.key)
  if (!early || Date.now() - early.at > FRESH_MS) return call.load()
  return (early.pending as Promise<T>).catch(() => call.load())
}

/** Forgets the calls started (tests). */
export function resetEarlyCalls(): void {
  started.clear()
}
