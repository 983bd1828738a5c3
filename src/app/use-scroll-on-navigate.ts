import { useEffect, useRef } from 'react'

/** Route changes scroll to the top, or to the element the hash names. */
export function useScrollOnNavigate(path: string) {
  const shown = useRef(path)
  useEffect(() => {
    if (shown.current === path) return
    shown.current = path
    const hash = window.location.hash.slice(1)
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null
    if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0, behavior: 'instant' })
  }, [path])
}
