import { useEffect, useRef, useState } from 'react'

export type Remote<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' }

const LOADING = { status: 'loading' } as const

/**
 * Runs a loader in an effect (never during render, so prerendered HTML shows the skeleton and
 * hydration matches). `key` names the loader's inputs: a new key shows loading again and a
 * reply for an older key is ignored.
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
  return result && result.key === key ? result.state : LOADING
}
