/**
 * What the app system's provider (AppSystemProvider.tsx) and the navbar's account binding
 * (account-nav.tsx) load and do beyond React: the composition root with the session and login
 * actors, the login modal, and a page reload. The app's own unless a test provides others: the
 * session's view paths run the real layout on a path's actor this way, with no module mocked.
 */
import { createContext } from 'react'
import type { AuthActorRef } from '../../machines/auth/auth.machine'
import type { Runtime } from './runtime'
import { lazyPart, reloadPage, type LazyPart } from '../ui/lazy-part'

export interface AccountParts {
  /**
   * The runtime (src/app/runtime.ts), made once a page; a failed download may be tried again.
   * `urgent` when a tap waits for it: made in one go once its code is here.
   */
  loadRuntime: (urgent?: boolean) => Promise<Runtime>
  /**
   * The login's code, loaded before it is needed (one part after the other when the page is idle,
   * all at once when a tap is on its way); no actor is made.
   */
  loginCode: readonly (() => Promise<unknown>)[]
  /** The login modal on the login flow's actor. */
  AuthHost: LazyPart<{ authActor: AuthActorRef }>
  /** Another tab's login change reloads the page. */
  reload: () => void
}

const AuthHost = lazyPart(() => import('../features/auth/AuthHost'))

let loading: Promise<Runtime> | undefined
const loadRuntime = (urgent = false) =>
  (loading ??= import('./runtime').then(
    (m) => m.getRuntime(urgent),
    (error: unknown) => {
      // a failed download (offline) may be tried again by the next Login
      loading = undefined
      throw error
    },
  ))

/** The app's parts. */
export const appAccountParts: AccountParts = {
  loadRuntime,
  // the downloads first, then the runtime's machines built (each in a task of its own), so a tap
  // only makes the actor: built before the modal's download, they held it back past an early tap
  loginCode: [
    () => import('./runtime'),
    AuthHost.preload,
    () => import('./runtime').then((m) => m.prepareRuntime()),
  ],
  AuthHost,
  reload: reloadPage,
}

export const AccountPartsContext = createContext<AccountParts>(appAccountParts)
