import { startTransition, useEffect, useRef, useState } from 'react'
import { prerendered } from './prerendered'

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

const LOADING = { status: 'loading' } as const

/**
 * Runs a loader in an effect (never during render, so hydration matches the prerendered HTML).
 * `key` names the loader's inputs: a new key shows loading again, the call for the older key is
 * aborted (its signal) and its reply ignored. When the page was prerendered with a result under
 * the same key (src/lib/prerendered), that result shows at once and the loader's answer replaces
 * it when it comes, failures included (the page then shows what the service says now, as it
 * would without a prerendered result). Failures are logged with `failureMessage`.
 *
 * With `keepWhileReloading`, a new key keeps showing the last result it loaded until the new one
 * comes (a detail read again shows what it showed, not a skeleton, and keeps the focus in it).
 */
export function useRemote<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  failureMessage = 'A call failed',
  { keepWhileReloading = false }: { keepWhileReloading?: boolean } = {},
): Remote<T> {
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })
  const [result, setResult] = useState<{ key: string; state: Remote<T> } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return
        // When the page still shows what it was prerendered with and the service says the same,
        // keep the state as it is: React then renders nothing again (a whole card list on /package).
        const snapshot = prerendered(key)
        // the data's first render (an account page's cards, a list) in a transition: React may
        // slice it and answer input between slices instead of one long task on a phone's CPU
        startTransition(() =>
          setResult((shown) =>
            snapshot && (shown === null || shown.key !== key) && sameJson(snapshot.data, data)
              ? shown
              : { key, state: { status: 'ready', data } },
          ),
        )
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error(failureMessage, error)
        setResult({ key, state: { status: 'error' } })
      },
    )
    return () => controller.abort()
  }, [key, failureMessage])
  if (result && result.key === key) return result.state
  if (result && keepWhileReloading && result.state.status === 'ready') return result.state
  const snapshot = prerendered(key)
  return snapshot ? { status: 'ready', data: snapshot.data as T } : LOADING
}

/** Two JSON-shaped values are the same (replies parsed by the same contract keep their key order). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
