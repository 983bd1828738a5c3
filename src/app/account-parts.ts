/**
 * What the navbar's account binding (account-nav.tsx) loads beyond React: the login's code, to
 * preload when the page is idle, and the login modal. The app's own unless a test provides others:
 * the session's view paths run the real layout on a path's actor this way, with no module mocked.
 * The runtime itself is the app system provider's to load (AppSystemProvider.tsx).
 */
import { createContext } from 'react'
import type { AuthActorRef } from '../../machines/auth/auth.machine'
import { lazyPart, type LazyPart } from '../ui/lazy-part'

export interface AccountParts {
  /**
   * The login's code, loaded before it is needed (one part after the other when the page is idle,
   * all at once when a tap is on its way); no actor is made.
   */
  loginCode: readonly (() => Promise<unknown>)[]
  /** The login modal on the login flow's actor. */
  AuthHost: LazyPart<{ authActor: AuthActorRef }>
}

const AuthHost = lazyPart(() => import('../features/auth/AuthHost'))

/** The app's parts. */
export const appAccountParts: AccountParts = {
  // the downloads first, then the runtime's machines built (each in a task of its own), so a tap
  // only makes the actor: built before the modal's download, they held it back past an early tap
  loginCode: [
    () => import('./runtime'),
    AuthHost.preload,
    () => import('./runtime').then((m) => m.prepareRuntime()),
  ],
  AuthHost,
}

export const AccountPartsContext = createContext<AccountParts>(appAccountParts)
