/**
 * One call per key at a time: while a call for a key is under way, asking again with the same
 * key shares its promise. Token refreshes go through this: the services spend a refresh token
 * on use, so two refreshes racing with the same token count as a replay and end the session.
 */
export function singleFlight<T>(call: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>()
  return (key) => {
    const shared = running.get(key)
    if (shared) return shared
    const promise = call(key).finally(() => running.delete(key))
    running.set(key, promise)
    return promise
  }
}
