import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { sessionStatus, sessionUser, type SessionStatus } from '../../machines/session/session.selectors'
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
export type { SessionStatus }

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
  // before the session's code runs: unknown until storage was read, then a visitor
  const [visitorStatus, setVisitorStatus] = useState<SessionStatus>('unknown')
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
    setVisitorStatus('loggedOut')
    // Until the session machine runs, hand it another tab's login; it decides what follows.
    return watchLoginStatus(
      () => void load().then((r) => r.sessionActor.send({ type: 'storage.loginStatusChanged' })),
    )
  }, [load, runtime])

  // the session as the shell shows it, read from the session actor through its selectors
  const session = runtime?.sessionActor ?? null
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!session) return () => {}
      const sub = session.subscribe(onChange)
      return () => sub.unsubscribe()
    },
    [session],
  )
  const sessionState = useSyncExternalStore(
    subscribe,
    () => (session ? sessionStatus(session.getSnapshot()) : null),
    () => null,
  )
  const user = useSyncExternalStore(
    subscribe,
    () => (session ? sessionUser(session.getSnapshot()) : null),
    () => null,
  )
  const userName = user?.name ?? null
  const avatarUrl = user?.avatarUrl ?? null
  const account = useMemo(
    () => (userName === null ? null : { name: userName, avatarUrl }),
    [userName, avatarUrl],
  )
  const status: SessionStatus = sessionState ?? visitorStatus

  useEffect(() => {
    if (!session) return
    const home = session.on('navigateHome', () => navigateRef.current('/'))
    return () => home.unsubscribe()
  }, [session])

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
