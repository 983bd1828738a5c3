import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { NavAccount } from '../ui/nav-items'
import { STORAGE_KEYS } from '../api/storage-keys'
import { watchLoginStatus } from '../api/login-status'
import type { Runtime } from './runtime'

const AuthHost = lazy(() => import('../features/auth/AuthHost'))

/**
 * 'unknown' until the stored token was read, and while a logout runs: account pages wait, then ask
 * a visitor to log in (a customer logging out is on the way home, not a visitor to ask).
 */
export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut'

export interface AccountNav {
  account: NavAccount | null
  status: SessionStatus
  /**
   * A stored login is being read (or a logout runs): the navbar keeps the account's place instead
   * of offering Login to a customer who is about to see their avatar.
   */
  restoring: boolean
  /** Loaded once the visitor has a token or asked to log in. */
  runtime: Runtime | null
  onLogin: () => void
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

let loading: Promise<Runtime> | undefined
const loadRuntime = () =>
  (loading ??= import('./runtime').then(
    (m) => {
      const runtime = m.getRuntime()
      runtime.sessionActor.on('reload', () => window.location.reload())
      return runtime
    },
    (error: unknown) => {
      // a failed download (offline) may be tried again by the next Login
      loading = undefined
      throw error
    },
  ))

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
  const [status, setStatus] = useState<SessionStatus>('unknown')
  const [storedToken, setStoredToken] = useState(false)
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
      // storage is only read after hydration, so a stored login is known only here, once
      // oxlint-disable-next-line react/set-state-in-effect
      setStoredToken(true)
      // if the session's code cannot load, offer Login again rather than an empty place
      load().catch(() => setStoredToken(false))
      return
    }
    // storage is only read after hydration, so "no token" is known only here, once
    // oxlint-disable-next-line react/set-state-in-effect
    setStatus('loggedOut')
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
      const avatarUrl = user?.avatarUrl ?? null
      setAccount((current) =>
        current?.name === user?.name && current?.avatarUrl === avatarUrl && !!current === !!user
          ? current
          : user
            ? { name: user.name, avatarUrl }
            : null,
      )
      setStatus(
        snapshot.matches('loggedIn') ? 'loggedIn' : snapshot.matches('loggedOut') ? 'loggedOut' : 'unknown',
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
    status,
    restoring: storedToken && status === 'unknown',
    runtime,
    onLogin,
    onLogout,
    modals: runtime ? (
      <Suspense fallback={null}>
        <AuthHost authActor={runtime.authActor} />
      </Suspense>
    ) : null,
  }
}
