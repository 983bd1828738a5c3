import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import {
  sessionNotice,
  sessionStatus,
  sessionUser,
  type SessionStatus,
} from '../../machines/session/session.selectors'
import { useLocation } from 'wouter'
import type { NavAccount } from '../ui/nav-items'
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { readStoredSession } from '../lib/stored-session'
import { watchLoginStatus } from '../api/login-status'
import type { Runtime } from './runtime'
import { intentTo, whenIdle } from '../lib/prefetch'
import { lazyPart, PartBoundary, reloadPage } from '../ui/lazy-part'
import { AccountPartsContext } from './account-parts'
import { PendingDialog } from '../ui/PendingDialog'
import { LoadFailure } from '../ui/LoadFailure'
import { useLingui } from '@lingui/react/macro'

const EndedNotice = lazyPart(() => import('../ui/EndedNotice'))

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
  /**
   * Storage is not read yet (the hydration's render, as prerendered): the navbar offers Login, or
   * the avatar's place where the page's first script saw a stored login (public/taps.js).
   */
  undecided: boolean
  /** Loaded once the visitor has a token or asked to log in. */
  runtime: Runtime | null
  onLogin: () => void
  /** A tap on Login is on its way (pointer down, hover, focus): its code starts loading. */
  loginIntent: ReturnType<typeof intentTo>
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

/** The session actors whose reload this page already carries out (one listener each, for the page's life). */
const reloadsHeard = new WeakSet<object>()

const hasStoredToken = (): boolean => Boolean(readStored(STORAGE_KEYS.vToken))

/** The session actor once it knows whether someone is logged in (not reading, not logging out). */
function sessionKnown(actor: Runtime['sessionActor']): Promise<Runtime['sessionActor']> {
  return new Promise((resolve) => {
    const known = () => sessionStatus(actor.getSnapshot()) !== 'unknown'
    if (known()) return resolve(actor)
    const sub = actor.subscribe(() => {
      if (!known()) return
      sub.unsubscribe()
      resolve(actor)
    })
  })
}

/**
 * The customer a stored, unexpired login names (the stored user's name, else the token's), shown
 * in the header at once while the session's code loads and reads it for real: a returning
 * customer meets their avatar, not a placeholder, a second or more sooner on a phone. Null when
 * there is no such login; the session may still find it ended, and the header then follows it.
 */
function storedAccount(): NavAccount | null {
  const stored = readStoredSession()
  if (!stored || stored.exp * 1000 <= Date.now() || !stored.user?.name) return null
  return { name: stored.user.name, avatarUrl: null }
}

/**
 * Binds the navbar to the session. The session and login machines are not needed to paint:
 * they load at once for a visitor with a stored token, otherwise when the visitor asks to log
 * in (keeping their code off the first load measured for anonymous visitors).
 */
export function useAccountNav(): AccountNav {
  const { t } = useLingui()
  const { loadRuntime, loginCode, AuthHost, reload } = useContext(AccountPartsContext)
  const [runtime, setRuntime] = useState<Runtime | null>(null)
  // before the session's code runs: unknown until storage was read, then a visitor
  const [visitorStatus, setVisitorStatus] = useState<SessionStatus>('unknown')
  const [storedToken, setStoredToken] = useState(false)
  const [early, setEarly] = useState<NavAccount | null>(null)
  const [decided, setDecided] = useState(false)
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  /** The runtime, once loaded, in use: before anything is sent to the session, as another tab's change may reload at once. */
  const adopt = useCallback(
    (r: Runtime) => {
      if (!reloadsHeard.has(r.sessionActor)) {
        reloadsHeard.add(r.sessionActor)
        r.sessionActor.on('reload', reload)
      }
      setRuntime(r)
      return r
    },
    [reload],
  )
  const load = useCallback(() => loadRuntime().then(adopt), [loadRuntime, adopt])

  useEffect(() => {
    if (runtime) return
    // oxlint-disable-next-line react/set-state-in-effect
    setDecided(true)
    if (hasStoredToken()) {
      // storage is only read after hydration, so a stored login is known only here, once
      // oxlint-disable-next-line react/set-state-in-effect
      setStoredToken(true)
      setEarly(storedAccount())
      // if the session's code cannot load, offer Login again rather than an empty place
      load().catch(() => {
        setStoredToken(false)
        setEarly(null)
      })
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
  const notice = useSyncExternalStore(
    subscribe,
    () => (session ? sessionNotice(session.getSnapshot()) : null),
    () => null,
  )
  const userName = user?.name ?? null
  const avatarUrl = user?.avatarUrl ?? null
  const account = useMemo(
    () => (userName === null ? null : { name: userName, avatarUrl }),
    [userName, avatarUrl],
  )
  const status: SessionStatus = sessionState ?? visitorStatus
  // until the session has read the stored login, the account it names; from then on the session's
  // word (a later logout is 'unknown' again, and shows no one)
  if (early && (sessionState === 'loggedIn' || sessionState === 'loggedOut')) setEarly(null)
  const shown = account ?? early

  useEffect(() => {
    if (!session) return
    const home = session.on('navigateHome', () => navigateRef.current('/'))
    return () => home.unsubscribe()
  }, [session])

  // the login's code, once the page is idle after loading: Login then answers at once
  useEffect(() => whenIdle(loginCode), [loginCode])
  const loginIntent = useMemo(() => intentTo(...loginCode), [loginCode])

  // a Login tap before its code arrived: a busy dialog in the next frame, the form once it loads
  const [opening, setOpening] = useState<'no' | 'waiting' | 'failed'>('no')
  const wanted = useRef(false)
  const onLogin = useCallback(() => {
    wanted.current = true
    // the modal's code before the runtime is set: the dialog then shows in the same render
    // (a part that suspends is revealed 300 ms late at best); its own failure is said by the boundary
    const code = Promise.all([loadRuntime(), AuthHost.preload().catch(() => undefined)])
    let settled = false
    void code.then(
      ([r]) => {
        settled = true
        setOpening('no')
        adopt(r)
        if (wanted.current) r.authActor.send({ type: 'open' })
        wanted.current = false
      },
      () => {
        settled = true
        setOpening(wanted.current ? 'failed' : 'no')
        wanted.current = false
      },
    )
    // already loaded: the dialog opens in this tick, and a placeholder would only flash
    queueMicrotask(() => {
      if (!settled && wanted.current) setOpening('waiting')
    })
  }, [loadRuntime, AuthHost, adopt])
  const cancelLogin = useCallback(() => {
    wanted.current = false
    setOpening('no')
  }, [])
  const onLogout = useCallback(() => {
    // the avatar shows from the stored login before the session has read it: a Log Out that early
    // waits for the session to know who is logged in (it takes logout only then)
    void load()
      .then((r) => sessionKnown(r.sessionActor))
      .then((actor) => actor.send({ type: 'logout' }))
  }, [load])

  return {
    account: shown,
    status,
    restoring: storedToken && status === 'unknown' && shown === null,
    undecided: !decided && runtime === null,
    runtime,
    onLogin,
    loginIntent,
    onLogout,
    modals: (
      <>
        {runtime && (
          <PartBoundary>
            <AuthHost authActor={runtime.authActor} />
          </PartBoundary>
        )}
        {notice === 'endedElsewhere' && (
          <PartBoundary>
            <EndedNotice onClose={() => session?.send({ type: 'notice.close' })} />
          </PartBoundary>
        )}
        {opening === 'waiting' && <PendingDialog label={t`Login`} onClose={cancelLogin} />}
        {opening === 'failed' && <LoadFailure onRetry={reloadPage} onClose={cancelLogin} />}
      </>
    ),
  }
}
