import { useEffect, useRef, useState } from 'react'
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
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>, failureMessage = 'A call failed'): Remote<T> {
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })
  const [result, setResult] = useState<{ key: string; state: Remote<T> } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'ready', data } })
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
  const snapshot = prerendered(key)
  return snapshot ? { status: 'ready', data: snapshot.data as T } : LOADING
}
