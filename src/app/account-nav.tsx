import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react'
import {
  sessionNotice,
  sessionStatus,
  sessionUser,
  type SessionStatus,
} from '../../machines/session/session.selectors'
import type { SessionSnapshot } from '../../machines/session/session.machine'
import type { AuthActorRef } from '../../machines/auth/auth.machine'
import { useLocation } from 'wouter'
import type { NavAccount } from '../ui/nav-items'
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { readStoredSession } from '../lib/stored-session'
import { watchLoginStatus } from '../api/login-status'
import type { Runtime } from './runtime'
import { intentTo, whenIdle } from '../lib/prefetch'
import { lazyPart, PartBoundary, reloadPage } from '../ui/lazy-part'
import { AccountPartsContext } from './account-parts'
import { useRuntimeSystem } from './AppSystemProvider'
import { PendingDialog } from '../ui/PendingDialog'
import { LoadFailure } from '../ui/LoadFailure'
import { useLingui } from '@lingui/react/macro'
import { useActorValue, useActorValueInTransition } from '../lib/app-system'
import { headerReducer, headerView, initialHeader, type HeaderState } from './header-state'

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
  /**
   * The login was ended from another device: the shell goes home with its notice, so an account
   * page asks for no login.
   */
  endedElsewhere: boolean
  /**
   * Loaded once the visitor has a token or asked to log in (or a page asked the app for
   * something): the app system's runtime (AppSystemProvider), as the header follows it.
   */
  runtime: Runtime | null
  onLogin: () => void
  /** A tap on Login is on its way (pointer down, hover, focus): its code starts loading. */
  loginIntent: ReturnType<typeof intentTo>
  onLogout: () => void
  /** The layout's modal host: auth and account modals render here. */
  modals: ReactNode
}

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

const selectStatus = (snapshot: SessionSnapshot) => sessionStatus(snapshot)
const selectName = (snapshot: SessionSnapshot) => sessionUser(snapshot)?.name ?? null
const selectAvatar = (snapshot: SessionSnapshot) => sessionUser(snapshot)?.avatarUrl ?? null
/** The login flow has left `closed` (opened from Login, a page or the TV sign-in). */
const selectAuthOpen = (snapshot: ReturnType<AuthActorRef['getSnapshot']>) => !snapshot.matches('closed')

/**
 * Binds the navbar to the session: a client of the app system (AppSystemProvider), which loads
 * and holds the runtime. The session and login machines are not needed to paint: they load at
 * once for a visitor with a stored token, otherwise when the visitor asks to log in (keeping
 * their code off the first load measured for anonymous visitors). Until then the header is the
 * reducer of header-state.ts.
 */
export function useAccountNav(): AccountNav {
  const { t } = useLingui()
  const { loginCode, AuthHost } = useContext(AccountPartsContext)
  const system = useRuntimeSystem()
  const [header, dispatch] = useReducer(headerReducer<Runtime>, initialHeader as HeaderState<Runtime>)
  const [, navigate] = useLocation()
  const navigateRef = useRef(navigate)
  useEffect(() => {
    navigateRef.current = navigate
  }, [navigate])

  // `urgent`: a Login tap waits for it, and says it to the header itself, in the same render as
  // the form it opens (one render of the layout, not one per step)
  const { load: loadRuntime, loaded } = system
  const load = useCallback(
    (urgent = false) =>
      loadRuntime(urgent).then((r) => {
        // in the same transition as the app system's own (one render of the layout)
        if (!urgent) startTransition(() => dispatch({ type: 'runtime.loaded', runtime: r }))
        return r
      }),
    [loadRuntime],
  )
  // a page asked the app system for something first: the header follows the runtime it loaded
  const held = system.runtime
  const live = header.stage === 'live'
  useEffect(() => {
    if (held && !live) startTransition(() => dispatch({ type: 'runtime.loaded', runtime: held }))
  }, [held, live])

  // storage is only read after hydration (the page is prerendered), so a stored login is known only here
  // (in a transition, as hydration is: the header it changes renders in slices, not one long task)
  useEffect(() => {
    const stored = hasStoredToken()
    startTransition(() => dispatch({ type: 'storage.read', stored, early: stored ? storedAccount() : null }))
  }, [])
  const { stage } = header
  useEffect(() => {
    // a stored login: the session's code at once; if it cannot load, Login is offered again
    if (stage === 'restoring') load().catch(() => dispatch({ type: 'runtime.failed' }))
    // until the session machine runs, another tab's login is handed to it; it decides what follows
    if (stage === 'visitor')
      return watchLoginStatus(
        () => void load().then((r) => r.sessionActor.send({ type: 'storage.loginStatusChanged' })),
      )
  }, [stage, load])

  // the session as the shell shows it, read from the session actor through its selectors
  const runtime = header.stage === 'live' ? header.runtime : null
  const session = runtime?.sessionActor ?? null
  // in transitions: the session's word changes the whole layout (header, account page), and that
  // render, one task of 50–100 ms on a phone's CPU when the stored login was read, may be sliced
  const sessionState = useActorValueInTransition(session, selectStatus)
  const userName = useActorValueInTransition(session, selectName)
  const avatarUrl = useActorValueInTransition(session, selectAvatar)
  const notice = useActorValueInTransition(session, sessionNotice)
  const account = useMemo(
    () => (userName === null ? null : { name: userName, avatarUrl }),
    [userName, avatarUrl],
  )
  const view = headerView(header, sessionState === null ? null : { status: sessionState, account })
  // once the session has read the stored login, the early account is gone for good (a later
  // logout is 'unknown' again, and shows no one)
  const decided = sessionState === 'loggedIn' || sessionState === 'loggedOut'
  useEffect(() => {
    if (decided) startTransition(() => dispatch({ type: 'session.decided' }))
  }, [decided])

  // the session runs ahead of the header taking it: a login found ended elsewhere while the
  // runtime was being made (the account page's first call) sent the app's navigate home before the
  // app system provider listened, and left its notice; go home now (later ones reach the page
  // through the app and the provider, machines/app)
  useEffect(() => {
    if (session && sessionNotice(session.getSnapshot()) === 'endedElsewhere')
      navigateRef.current('/', { replace: true })
  }, [session])

  // the login's code, once the page is idle after loading: Login then answers at once. Not for a
  // stored login until the session finds it ended: a customer's account page would parse the
  // login's forms for nothing, on a phone's CPU in tasks beside the page's own. At the first idle
  // moment, not a second later: on a phone (150 ms RTT, six connections) its 46 files take about
  // 2 s. After a second's wait, and beside the mobile menu's files (src/ui/Navbar.tsx), they were
  // still arriving at a tap 3 s after the page was ready, which took 284-384 ms; at once and
  // alone, they were all here 0.8 s before it, and the tap took 204-302 ms (five each, alternating)
  const mayLogIn =
    header.stage === 'visitor' || header.stage === 'unavailable' || sessionState === 'loggedOut'
  useEffect(
    () =>
      mayLogIn
        ? whenIdle(
            [
              ...loginCode,
              // each part again (at once now: here, or its failure kept), so a failed one counts
              async () => {
                await Promise.all(loginCode.map((part) => part()))
                dispatch({ type: 'login.codeHere' })
              },
            ],
            0,
          )
        : undefined,
    [mayLogIn, loginCode],
  )
  const loginIntent = useMemo(() => intentTo(...loginCode), [loginCode])

  // a Login tap before its code arrived: a busy dialog in the next frame, the form once it loads
  /** The header as last rendered: whether a tap still waits when its code arrives (not cancelled). */
  const shown = useRef(header)
  useLayoutEffect(() => {
    shown.current = header
  })
  const onLogin = useCallback(() => {
    dispatch({ type: 'login.tap' })
    // the modal's code before the form opens: the dialog then shows in the same render (a part
    // that suspends is revealed 300 ms late at best); its own failure is said by the boundary
    Promise.all([load(true), AuthHost.preload().catch(() => undefined)]).then(
      ([r]) => {
        // the login opened before the modal mounts: it mounts open, the form in the first frame
        // (a closed modal opening waits a frame for its transition), and the runtime, the
        // arrival and the opening are one render of the layout
        const open = shown.current.login === 'wanted' || shown.current.login === 'waiting'
        if (open) r.authActor.send({ type: 'open' })
        loaded(r)
        dispatch({ type: 'runtime.loaded', runtime: r })
        dispatch({ type: 'login.arrived' })
        if (open) dispatch({ type: 'login.opened' })
      },
      () => dispatch({ type: 'login.failed' }),
    )
  }, [load, loaded, AuthHost])
  const { login } = header
  useEffect(() => {
    // code already here arrives before the next frame: no placeholder flashes. With the login's
    // code all downloaded, what is left is the tap's own work (tens of ms on a phone's CPU): a
    // stand-in dialog shown and replaced for that only added two renders to it
    if (login !== 'wanted') return
    const frame = requestAnimationFrame(() => dispatch({ type: 'login.frame' }))
    return () => cancelAnimationFrame(frame)
  }, [login])
  useEffect(() => {
    // the code arrived before the tap's own render (a tap from an effect, with everything here
    // already): the reducer still took it as wanted, so the login opens now, a frame later
    if (login !== 'ready' || !runtime) return
    runtime.authActor.send({ type: 'open' })
    dispatch({ type: 'login.opened' })
  }, [login, runtime])
  const cancelLogin = useCallback(() => dispatch({ type: 'login.cancel' }), [])
  // The login modal mounts once someone may log in (header-state.ts's `modal`), not whenever the
  // runtime runs: a customer who stays logged in never loads its code nor mounts its two closed
  // dialogs (their scroll lock and focus trap set up), which was the longest task of an account
  // page on a phone's CPU. What only the runtime knows is told to the reducer here.
  const authOpen = useActorValue(runtime?.authActor, selectAuthOpen) ?? false
  const loginPossible = sessionState === 'loggedOut' || authOpen
  useEffect(() => {
    if (loginPossible) dispatch({ type: 'login.possible' })
  }, [loginPossible])
  const onLogout = useCallback(() => {
    // the avatar shows from the stored login before the session has read it: a Log Out that early
    // waits for the session to know who is logged in (it takes logout only then)
    void load()
      .then((r) => sessionKnown(r.sessionActor))
      .then((actor) => actor.send({ type: 'logout' }))
  }, [load])

  return {
    account: view.account,
    status: view.status,
    restoring: view.restoring,
    undecided: view.undecided,
    endedElsewhere: notice === 'endedElsewhere',
    runtime,
    onLogin,
    loginIntent,
    onLogout,
    modals: (
      <>
        {runtime && header.modal === 'mounted' && (
          <PartBoundary>
            <AuthHost authActor={runtime.authActor} />
          </PartBoundary>
        )}
        {notice === 'endedElsewhere' && (
          <PartBoundary>
            <EndedNotice onClose={() => session?.send({ type: 'notice.close' })} />
          </PartBoundary>
        )}
        {login === 'waiting' && <PendingDialog label={t`Login`} onClose={cancelLogin} />}
        {login === 'failed' && <LoadFailure onRetry={reloadPage} onClose={cancelLogin} />}
      </>
    ),
  }
}
