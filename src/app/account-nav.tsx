import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { NavAccount } from '../ui/nav-items'
import { STORAGE_KEYS } from '../api/storage-keys'
import { watchLoginStatus } from '../api/login-status'
import type { Runtime } from './runtime'

const AuthHost = lazy(() => import('../features/auth/AuthHost'))

export interface AccountNav {
  account: NavAccount | null
  onLogin: () => void
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

let loading: Promise<Runtime> | undefined
const loadRuntime = () =>
  (loading ??= import('./runtime').then((m) => {
    const runtime = m.getRuntime()
    runtime.sessionActor.on('reload', () => window.location.reload())
    return runtime
  }))

function hasStoredToken(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.vToken))
  } catch {
    return false // storage disabled
  }
}

/**
 * Binds the navbar to the session. The session and login machines are not needed to paint:
 * they load at once for a visitor with a stored token, otherwise when the visitor asks to log
 * in (keeping their code off the first load measured for anonymous visitors).
 */
export function useAccountNav(): AccountNav {
  const [runtime, setRuntime] = useState<Runtime | null>(null)
  const [account, setAccount] = useState<NavAccount | null>(null)
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  const load = useCallback(
    () =>
      loadRuntime().then((r) => {
        setRuntime(r)
        return r
      }),
    [],
  )

  useEffect(() => {
    if (runtime) return
    if (hasStoredToken()) {
      void load()
      return
    }
    // Until the session machine runs, hand it another tab's login; it decides what follows.
    return watchLoginStatus(
      () => void load().then((r) => r.sessionActor.send({ type: 'storage.loginStatusChanged' })),
    )
  }, [load, runtime])

  useEffect(() => {
    if (!runtime) return
    const { sessionActor } = runtime
    const show = (snapshot: ReturnType<typeof sessionActor.getSnapshot>) => {
      const user = snapshot.matches('loggedIn') ? snapshot.context.user : null
      setAccount((current) =>
        current?.name === user?.name && !!current === !!user ? current : user ? { name: user.name } : null,
      )
    }
    // subscribe() reports only later changes: the session may already be settled by now
    show(sessionActor.getSnapshot())
    const sub = sessionActor.subscribe(show)
    const home = sessionActor.on('navigateHome', () => navigateRef.current('/'))
    return () => {
      sub.unsubscribe()
      home.unsubscribe()
    }
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
    modals: runtime ? (
      <Suspense fallback={null}>
        <AuthHost authActor={runtime.authActor} />
      </Suspense>
    ) : null,
  }
}
