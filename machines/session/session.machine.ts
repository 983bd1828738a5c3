/**
 * Session (SPEC §4 Logged-in, Logout, Cross-tab; §6): logged in means a
 * stored token whose exp (seconds) is in the future. The clock is the
 * `now` input (ms, default Date.now) so tests can drive it.
 */
import {
  assertEvent,
  assign,
  emit,
  fromCallback,
  fromPromise,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'

/** Browsers fire a setTimeout longer than this at once; longer tokens are re-read when it fires. */
export const MAX_TIMER_MS = 2_147_483_647

export interface SessionUser {
  name: string
  phone: string
  /** The avatar image's address; absent until the profile was loaded. */
  avatarUrl?: string | null
}

/** What `readSession` finds in storage (vToken, its exp claim, the stored user). */
export interface StoredSession {
  token: string
  /** Expiry in seconds since the epoch (the token's exp claim). */
  exp: number
  user: SessionUser | null
}

export interface SessionInput {
  /** Milliseconds since the epoch; defaults to Date.now. */
  now?: () => number
}

export interface SessionContext {
  now: () => number
  token: string | null
  exp: number | null
  user: SessionUser | null
  /** The billing service's token (vplusToken) read at startup, for the profile check. */
  userToken: string | null
  /** 'endedElsewhere': the login was ended from another device; the shell says so once. */
  notice: 'endedElsewhere' | null
}

export type SessionEvent =
  | { type: 'session.loggedIn'; token: string; exp: number; user: SessionUser | null }
  | { type: 'logout' }
  /** The customer edited their profile: the navbar shows the new name and avatar. */
  | { type: 'user.change'; user: SessionUser }
  | { type: 'storage.loginStatusChanged' }
  /** A call was refused because this login was ended from another device (code 18). */
  | { type: 'session.ended' }
  /** The customer closed the notice that says so. */
  | { type: 'notice.close' }

export type SessionEmitted = { type: 'navigateHome' } | { type: 'reload' }

/** What views may ask with `hasTag`: storage or a call is being read. */
export type SessionTag = 'loading'

const signedOut = { token: null, exp: null, user: null, userToken: null, notice: null } as const

export const sessionMachine = lazySetup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
    children: {} as {
      watchStorage: 'watchStorage'
      readSession: 'readSession'
      readStoredToken: 'readStoredToken'
      checkProfile: 'checkProfile'
      endSession: 'endSession'
      forgetSession: 'forgetSession'
    },
  },
  actors: {
    /** Reads the stored login token, its exp claim and the stored user; null when there is none. */
    readSession: fromPromise<StoredSession | null, void>(notProvided('readSession')),
    /** The stored user token of the billing and media services (vplusToken); null when none. */
    readStoredToken: fromPromise<string | null, { token: string }>(notProvided('readStoredToken')),
    /** auth/checkProfileBSS: checks the subscriber profile; a failure is only logged. */
    checkProfile: fromPromise<void, { token: string; userToken: string | null }>(notProvided('checkProfile')),
    /** Ends the login on the server and clears all local storage. */
    endSession: fromPromise<void, void>(notProvided('endSession')),
    /** Clears all local storage (the server already ended the login). */
    forgetSession: fromPromise<void, void>(notProvided('forgetSession')),
    /** Listens for another tab changing loginStatus and sends back storage.loginStatusChanged. */
    watchStorage: fromCallback<SessionEvent>(notProvided('watchStorage')),
  },
  delays: {
    tokenExpiry: ({ context }) =>
      Math.min(MAX_TIMER_MS, Math.max(0, (context.exp ?? 0) * 1000 - context.now())),
  },
  guards: {
    isUnexpired: ({ context }, params: { exp: number | null }) =>
      params.exp !== null && params.exp * 1000 > context.now(),
  },
  actions: {
    setSession: assign((_, session: StoredSession) => ({
      token: session.token,
      exp: session.exp,
      user: session.user,
    })),
    setUser: assign(({ event }) => {
      assertEvent(event, 'user.change')
      return { user: event.user }
    }),
    setUserToken: assign((_, userToken: string | null) => ({ userToken })),
    resetSession: assign(signedOut),
    noteEndedElsewhere: assign({ notice: 'endedElsewhere' as const }),
    clearNotice: assign({ notice: null }),
    emitNavigateHome: emit({ type: 'navigateHome' } as const),
    emitReload: emit({ type: 'reload' } as const),
  },
}).createMachine({
  id: 'session',
  description: 'Who is logged in, for how long; logout; reload when another tab logs in or out.',
  context: ({ input }) => ({ now: input.now ?? Date.now, ...signedOut }),
  invoke: { id: 'watchStorage', src: 'watchStorage' },
  on: {
    'storage.loginStatusChanged': { actions: 'emitReload' },
  },
  initial: 'reading',
  states: {
    reading: {
      description: 'Reading the stored token; logged in only if its exp is in the future.',
      tags: ['loading'],
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: { type: 'isUnexpired', params: ({ event }) => ({ exp: event.output?.exp ?? null }) },
            target: 'loggedIn',
            actions: { type: 'setSession', params: ({ event }) => event.output as StoredSession },
          },
          { target: 'loggedOut', actions: 'resetSession' },
        ],
        onError: { target: 'loggedOut', actions: 'resetSession' },
      },
    },
    loggedOut: {
      description:
        'Visitor: the navbar shows Login (and, after a login ended elsewhere, the notice that says so until closed).',
      on: {
        'notice.close': { actions: 'clearNotice' },
        'session.loggedIn': {
          guard: { type: 'isUnexpired', params: ({ event }) => ({ exp: event.exp }) },
          target: 'loggedIn.ready',
          actions: {
            type: 'setSession',
            params: ({ event }) => ({ token: event.token, exp: event.exp, user: event.user }),
          },
        },
      },
    },
    loggedIn: {
      description:
        'Customer: the navbar shows the avatar menu. When exp passes, the stored token is read again.',
      initial: 'readingStoredToken',
      after: { tokenExpiry: { target: 'reading' } },
      on: {
        logout: { target: 'loggingOut' },
        'user.change': { actions: 'setUser' },
        'session.ended': { target: 'endedElsewhere' },
      },
      states: {
        readingStoredToken: {
          description: 'Startup with a token: reading the stored user token.',
          tags: ['loading'],
          invoke: {
            id: 'readStoredToken',
            src: 'readStoredToken',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: 'checkingProfile',
              actions: { type: 'setUserToken', params: ({ event }) => event.output },
            },
            onError: { target: 'checkingProfile' },
          },
        },
        checkingProfile: {
          description: 'Startup with a token: checking the subscriber profile (failures are only logged).',
          tags: ['loading'],
          invoke: {
            id: 'checkProfile',
            src: 'checkProfile',
            input: ({ context }) => ({ token: context.token ?? '', userToken: context.userToken }),
            onDone: { target: 'ready' },
            onError: { target: 'ready' },
          },
        },
        ready: { description: 'Session settled.' },
      },
    },
    endedElsewhere: {
      description:
        'The login was ended from another device: clearing local storage; then logged out on the home page with a notice.',
      tags: ['loading'],
      invoke: {
        id: 'forgetSession',
        src: 'forgetSession',
        onDone: { target: 'loggedOut', actions: ['resetSession', 'noteEndedElsewhere', 'emitNavigateHome'] },
        onError: { target: 'loggedOut', actions: ['resetSession', 'noteEndedElsewhere', 'emitNavigateHome'] },
      },
    },
    loggingOut: {
      description:
        'Ending the login on the server and clearing all local storage; then the session state resets and the app goes home.',
      tags: ['loading'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: { target: 'loggedOut', actions: ['resetSession', 'emitNavigateHome'] },
        onError: { target: 'loggedOut', actions: ['resetSession', 'emitNavigateHome'] },
      },
    },
  },
})

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>
