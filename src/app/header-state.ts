/**
 * The header before the app system runs (its code stays off the first load for anonymous
 * visitors): one reducer over a discriminated union, charted in docs/architecture.md ("The header
 * before the runtime"). `stage` says what the header knows of a login; `login` what a tap on
 * Login is waiting for; `modal` whether the login modal is mounted. Once the runtime runs, the
 * session's word is the header's (account-nav.tsx).
 */
import type { NavAccount } from '../ui/nav-items'
import type { SessionStatus } from '../../machines/session/session.selectors'

export type Stage<R> =
  /** The hydration's render, as prerendered: storage is not read yet. */
  | { stage: 'undecided' }
  /** No stored login: Login is offered; the runtime loads when asked for. */
  | { stage: 'visitor' }
  /** A stored login: the runtime loads at once; `early` is the customer it names, shown meanwhile. */
  | { stage: 'restoring'; early: NavAccount | null }
  /** The stored login's runtime could not load: Login is offered again. */
  | { stage: 'unavailable' }
  /** The runtime runs: the session decides; `early` shows until it has (null from then on). */
  | { stage: 'live'; runtime: R; stored: boolean; early: NavAccount | null }

/**
 * A tap on Login: `wanted` until the next frame (the code may arrive first: no placeholder
 * flashes; once the idle preparation brought all of the login's code, until it opens: the tap's
 * own work needs no stand-in), then `waiting` (a busy dialog), `ready` once the code arrived (the form opens), or
 * `failed` (the download failed: a notice offers to reload).
 */
export type LoginTap = 'none' | 'wanted' | 'waiting' | 'ready' | 'failed'

/**
 * The login modal: `absent` until someone may log in (a visitor, a customer logged out, a Login
 * tap, the login opened from elsewhere), then `mounted` for good. A customer who stays logged in
 * never loads its code nor mounts its closed dialogs; once mounted, a notice emitted after the
 * login and the closing dialog's focus return are not lost.
 */
export type LoginModal = 'absent' | 'mounted'

/** The login's code: `here` once the idle preparation has brought all of it (a tap then only runs it). */
export type LoginCode = 'coming' | 'here'

export type HeaderState<R> = Stage<R> & { login: LoginTap; modal: LoginModal; code: LoginCode }

export type HeaderEvent<R> =
  | { type: 'storage.read'; stored: boolean; early: NavAccount | null }
  | { type: 'runtime.loaded'; runtime: R }
  | { type: 'runtime.failed' }
  /** The session has read the stored login (logged in or out): the early account gives way. */
  | { type: 'session.decided' }
  | { type: 'login.tap' }
  | { type: 'login.frame' }
  | { type: 'login.arrived' }
  | { type: 'login.opened' }
  | { type: 'login.failed' }
  | { type: 'login.cancel' }
  /** Someone may log in, as the session says (logged out) or the login opened from elsewhere. */
  | { type: 'login.possible' }
  /** The idle preparation has brought all of the login's code. */
  | { type: 'login.codeHere' }

export const initialHeader = { stage: 'undecided', login: 'none', modal: 'absent', code: 'coming' } as const

function nextStage<R>(state: HeaderState<R>, event: HeaderEvent<R>): Stage<R> {
  switch (event.type) {
    case 'storage.read':
      if (state.stage !== 'undecided') return state
      return event.stored ? { stage: 'restoring', early: event.early } : { stage: 'visitor' }
    case 'runtime.loaded':
      if (state.stage === 'live') return state
      return {
        stage: 'live',
        runtime: event.runtime,
        stored: state.stage === 'restoring',
        early: state.stage === 'restoring' ? state.early : null,
      }
    case 'runtime.failed':
      return state.stage === 'restoring' ? { stage: 'unavailable' } : state
    case 'session.decided':
      return state.stage === 'live' && state.early ? { ...state, early: null } : state
    default:
      return state
  }
}

function nextLogin<R>(login: LoginTap, code: LoginCode, event: HeaderEvent<R>): LoginTap {
  switch (event.type) {
    case 'login.tap':
      return login === 'none' || login === 'failed' ? 'wanted' : login
    // a frame passed and the tap still waits: the busy stand-in, unless all of the login's code is
    // here (what is left is the tap's own work; a stand-in shown and replaced only added to it)
    case 'login.frame':
      return login === 'wanted' && code === 'coming' ? 'waiting' : login
    case 'login.arrived':
      return login === 'wanted' || login === 'waiting' ? 'ready' : login
    case 'login.failed':
      return login === 'wanted' || login === 'waiting' ? 'failed' : login
    case 'login.opened':
    case 'login.cancel':
      return 'none'
    default:
      return login
  }
}

/** Latched: what makes a login possible before the runtime runs is the stage's own; after, the session says. */
function nextModal<R>(modal: LoginModal, stage: Stage<R>, event: HeaderEvent<R>): LoginModal {
  if (modal === 'mounted') return modal
  const possible =
    event.type === 'login.possible' ||
    event.type === 'login.tap' ||
    stage.stage === 'visitor' ||
    stage.stage === 'unavailable'
  return possible ? 'mounted' : modal
}

export function headerReducer<R>(state: HeaderState<R>, event: HeaderEvent<R>): HeaderState<R> {
  const stage = nextStage(state, event)
  const login = nextLogin(state.login, state.code, event)
  const modal = nextModal(state.modal, stage, event)
  const code = event.type === 'login.codeHere' ? 'here' : state.code
  return stage === state && login === state.login && modal === state.modal && code === state.code
    ? state
    : { ...stage, login, modal, code }
}

/** What the navbar shows, given the session's status once the runtime runs (null before). */
export function headerView<R>(
  state: HeaderState<R>,
  session: { status: SessionStatus; account: NavAccount | null } | null,
) {
  const status: SessionStatus = session?.status ?? (state.stage === 'visitor' ? 'loggedOut' : 'unknown')
  // the session's word, once it has one, is final in the same render
  const decided = session !== null && session.status !== 'unknown'
  const early = !decided && (state.stage === 'restoring' || state.stage === 'live') ? state.early : null
  const account = session?.account ?? early
  const stored = state.stage === 'restoring' || (state.stage === 'live' && state.stored)
  return {
    status,
    account,
    /** A stored login is being read (or a logout runs): the account's place is kept. */
    restoring: stored && status === 'unknown' && account === null,
    undecided: state.stage === 'undecided',
    runtime: state.stage === 'live' ? state.runtime : null,
  }
}
