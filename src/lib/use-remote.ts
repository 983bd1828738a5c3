import { useEffect, useRef, useState } from 'react'
import { prerendered } from './prerendered'

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

const LOADING = { status: 'loading' } as const

/**
 * Runs a loader in an effect (never during render, so hydration matches the prerendered HTML).
 * `key` names the loader's inputs: a new key shows loading again and a reply for an older key is
 * ignored. When the page was prerendered with a result under the same key (src/lib/prerendered),
 * that result shows at once and the loader's answer replaces it when it comes, failures included
 * (the page then shows what the service says now, as it would without a prerendered result).
 */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const loadRef = useRef(load)
  useEffect(() => {
    loadRef.current = load
  })
  const [result, setResult] = useState<{ key: string; state: Remote<T> } | null>(null)
  useEffect(() => {
    let live = true
    loadRef.current().then(
      (data) => live && setResult({ key, state: { status: 'ready', data } }),
      (error: unknown) => {
        console.error(error)
        if (live) setResult({ key, state: { status: 'error' } })
      },
    )
    return () => {
      live = false
    }
  }, [key])
  if (result && result.key === key) return result.state
  const snapshot = prerendered(key)
  return snapshot ? { status: 'ready', data: snapshot.data as T } : LOADING
}
