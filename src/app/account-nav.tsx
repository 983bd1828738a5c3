import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { NavAccount } from '../ui/Navbar'
import type { AuthRuntime } from '../features/auth/runtime'

const AuthHost = lazy(() => import('../features/auth/AuthHost'))

export interface AccountNav {
  account: NavAccount | null
  onLogin: () => void
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

let loading: Promise<AuthRuntime> | undefined
const loadRuntime = () => (loading ??= import('../features/auth/runtime').then((m) => m.getRuntime()))

/**
 * Binds the navbar to the session. The session and login machines load once the page is idle
 * (they are not needed to paint), or at once when the visitor asks to log in.
 */
export function useAccountNav(): AccountNav {
  const [runtime, setRuntime] = useState<AuthRuntime | null>(null)
  const [account, setAccount] = useState<NavAccount | null>(null)
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  const load = useCallback(() => loadRuntime().then((r) => { setRuntime(r); return r }), [])

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 300))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => void load())
    return () => cancel(handle)
  }, [load])

  useEffect(() => {
    if (!runtime) return
    const { sessionActor } = runtime
    const sub = sessionActor.subscribe((snapshot) => {
      const user = snapshot.matches('loggedIn') ? snapshot.context.user : null
      setAccount((current) => (current?.name === user?.name && !!current === !!user ? current : user ? { name: user.name } : null))
    })
    const home = sessionActor.on('navigateHome', () => navigateRef.current('/'))
    const reload = sessionActor.on('reload', () => window.location.reload())
    return () => { sub.unsubscribe(); home.unsubscribe(); reload.unsubscribe() }
  }, [runtime])

  const onLogin = useCallback(() => {
    void load().then((r) => r.authActor.send({ type: 'open' }))
  }, [load])
  const onLogout = useCallback(() => {
    void load().then((r) => r.sessionActor.send({ type: 'logout' }))
  }, [load])

  return {
    account,
    onLogin,
    onLogout,
    modals: runtime ? <Suspense fallback={null}><AuthHost runtime={runtime} /></Suspense> : null,
  }
}
