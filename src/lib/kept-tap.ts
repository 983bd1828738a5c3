import { useEffect, useRef } from 'react'

/**
 * The tap `public/taps.js` kept while the app was not ready yet (a Login, the menu, an add-on's
 * details, a lookup's submit, made on the prerendered page): the control's owner carries it out
 * once it has hydrated, so no tap is lost. Typing is kept too: hydration puts a field back to the
 * app's value, and the field's owner takes what was typed (`takeKeptValue`).
 */
declare global {
  interface Window {
    vpKeptTaps?: (string | null)[]
    vpKeptValues?: Record<string, string>
  }
}

/** What was typed into the field marked `data-keep={name}` before the app was live; taken once. */
export function takeKeptValue(name: string): string | null {
  const values = typeof window === 'undefined' ? undefined : window.vpKeptValues
  const value = values?.[name]
  if (value === undefined) return null
  delete values![name]
  return value
}

/** Whether the kept tap was on `tap`; it is taken (carried out at most once). */
export function takeKeptTap(tap: string): boolean {
  const kept = typeof window === 'undefined' ? undefined : window.vpKeptTaps
  if (kept?.[0] !== tap) return false
  kept.length = 0
  return true
}

/** Runs `action` once the control marked `data-tap={tap}` is live, if it was tapped before. */
export function useKeptTap(tap: string, action: () => void): void {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (takeKeptTap(tap)) latest.current()
  }, [tap])
}
