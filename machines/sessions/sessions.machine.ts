/**
 * Signed-in devices (/account/security): the customer's sign-ins listed, any other one ended
 * after a confirmation with the account's password (OWASP ASVS 7.5.2), or all others at once.
 * The current sign-in is never offered for ending here (Log Out does that). An ending takes the
 * sign-in off the list without a reload; a wrong password, or password checks that must wait,
 * keep the confirmation open and say so; any other failure keeps the list and says so.
 */
import { assertEvent, assign, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { listLoading } from './list-loading'
import { notProvided } from '../lib/actors'
import { isTooManyAttempts, type TooManyAttempts } from '../password/password.machine'

/** What an ending rejects with when the service says the password is wrong (code 3). */
export interface WrongPassword {
  reason: 'wrongPassword'
}

export const isWrongPassword = (error: unknown): error is WrongPassword =>
  typeof error === 'object' && error !== null && (error as { reason?: unknown }).reason === 'wrongPassword'

/** One sign-in as the page shows it (GET v1/user/sessions). */
export interface SignInRow {
  id: string
  browser: string
  os: string
  /** the masked address: '203.0.113.0/24' */
  place: string
  /** ISO times */
  createdAt: string
  lastActiveAt: string
  current: boolean
}

/**
 * 'loadFailed': the list could not be read (retry); 'endFailed': an ending did not go through;
 * 'wrongPassword': the password given was not the account's; 'tooManyAttempts': password checks
 * wait `retryAfterSeconds` (a wrong one counts as a failed login).
 */
export type SessionsErrorCode = 'loadFailed' | 'endFailed' | 'wrongPassword' | 'tooManyAttempts'

export interface SessionsContext {
  sessions: SignInRow[]
  /** The sign-in being confirmed or ended (ending one). */
  target: string | null
  error: SessionsErrorCode | null
  /** What was ended last: the page says so (a status line). */
  ended: 'one' | 'all' | null
  /** With `tooManyAttempts`: seconds until the password may be tried again. */
  retryAfterSeconds: number | null
}

export type SessionsEvent =
  | { type: 'end.ask'; id: string }
  | { type: 'endAll.ask' }
  /** The confirmation sent with the account's password (never kept in the context). */
  | { type: 'confirm'; password: string }
  /** The password field changed: the service's complaint no longer applies. */
  | { type: 'edit' }
  | { type: 'cancel' }
  | { type: 'retry' }

/**
 * `step:list`: the list shows; `step:confirmOne` / `step:confirmAll`: the confirmation of ending
 * one or all others (over the list).
 */
export type SessionsTag = 'loading' | 'error' | 'step:list' | 'step:confirmOne' | 'step:confirmAll'

export const sessionsMachine = lazySetup({
  types: {
    context: {} as SessionsContext,
    events: {} as SessionsEvent,
    tags: {} as SessionsTag,
    children: {} as { loadSessions: 'loadSessions'; endSession: 'endSession'; endOthers: 'endOthers' },
  },
  actors: {
    /** GET v1/user/sessions: the sign-ins, the current one marked. */
    loadSessions: fromPromise<SignInRow[], void>(notProvided('loadSessions')),
    /**
     * DELETE v1/user/sessions/:id with the password: resolves once ended (or already gone);
     * rejects with WrongPassword or TooManyAttempts when the password is refused.
     */
    endSession: fromPromise<void, { id: string; password: string }>(notProvided('endSession')),
    /** POST v1/user/sessions/end-others with the password; rejects as endSession does. */
    endOthers: fromPromise<void, { password: string }>(notProvided('endOthers')),
  },
  guards: {
    isWrongPassword: (_, params: { error: unknown }) => isWrongPassword(params.error),
    isTooManyAttempts: (_, params: { error: unknown }) => isTooManyAttempts(params.error),
    isOtherSession: ({ context, event }) => {
      assertEvent(event, 'end.ask')
      return context.sessions.some((s) => s.id === event.id && !s.current)
    },
    hasOthers: ({ context }) => context.sessions.some((s) => !s.current),
  },
  actions: {
    /** This device first, then the others as the service lists them (the latest active first). */
    setList: assign((_, sessions: SignInRow[]) => ({
      sessions: [...sessions].sort((a, b) => Number(b.current) - Number(a.current)),
      error: null,
    })),
    failLoad: assign({ error: 'loadFailed' as const }),
    setTarget: assign(({ event }) => {
      assertEvent(event, 'end.ask')
      return { target: event.id, error: null, ended: null }
    }),
    askAll: assign({ target: null, error: null, ended: null }),
    clearTarget: assign({ target: null, error: null }),
    clearPasswordError: assign(({ context }) => (context.error === 'wrongPassword' ? { error: null } : {})),
    failWrongPassword: assign({ error: 'wrongPassword' as const }),
    failTooMany: assign((_, params: { error: TooManyAttempts }) => ({
      error: 'tooManyAttempts' as const,
      retryAfterSeconds: params.error.retryAfterSeconds,
    })),
    removeTarget: assign(({ context }) => ({
      sessions: context.sessions.filter((s) => s.id !== context.target),
      target: null,
      ended: 'one' as const,
    })),
    keepCurrent: assign(({ context }) => ({
      sessions: context.sessions.filter((s) => s.current),
      ended: 'all' as const,
    })),
    failEnd: assign({ error: 'endFailed' as const, target: null }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'sessions',
  description: 'Where you are logged in: the list of sign-ins; end one or all others.',
  context: { sessions: [], target: null, error: null, ended: null, retryAfterSeconds: null },
  initial: 'loading',
  states: {
    ...listLoading('loadSessions', 'Reading the sign-ins.'),
    list: {
      description:
        'One item per sign-in (this device marked); Log out on each other one, Log out of all other devices when there are others.',
      tags: ['step:list'],
      on: {
        'end.ask': { guard: 'isOtherSession', target: 'confirmingOne', actions: 'setTarget' },
        'endAll.ask': { guard: 'hasOthers', target: 'confirmingAll', actions: 'askAll' },
      },
    },
    confirmingOne: {
      description: 'Asking for the password to log out the chosen device.',
      tags: ['step:list', 'step:confirmOne'],
      on: {
        confirm: { target: 'endingOne', actions: 'clearError' },
        edit: { actions: 'clearPasswordError' },
        cancel: { target: 'list', actions: 'clearTarget' },
      },
    },
    confirmingAll: {
      description: 'Asking for the password to log out of every other device.',
      tags: ['step:list', 'step:confirmAll'],
      on: {
        confirm: { target: 'endingAll', actions: 'clearError' },
        edit: { actions: 'clearPasswordError' },
        cancel: { target: 'list', actions: 'clearError' },
      },
    },
    endingOne: {
      description:
        'Ending the chosen sign-in; then it leaves the list. A refused password asks again; another failure goes back to the list.',
      tags: ['loading', 'step:list', 'step:confirmOne'],
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context, event }) => {
          assertEvent(event, 'confirm')
          return { id: context.target ?? '', password: event.password }
        },
        onDone: { target: 'list', actions: 'removeTarget' },
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingOne',
            actions: 'failWrongPassword',
          },
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingOne',
            actions: {
              type: 'failTooMany',
              params: ({ event }) => ({ error: event.error as TooManyAttempts }),
            },
          },
          { target: 'list', actions: 'failEnd' },
        ],
      },
    },
    endingAll: {
      description:
        'Ending every other sign-in; then only this device is left. A refused password asks again; another failure goes back to the list.',
      tags: ['loading', 'step:list', 'step:confirmAll'],
      invoke: {
        id: 'endOthers',
        src: 'endOthers',
        input: ({ event }) => {
          assertEvent(event, 'confirm')
          return { password: event.password }
        },
        onDone: { target: 'list', actions: 'keepCurrent' },
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingAll',
            actions: 'failWrongPassword',
          },
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingAll',
            actions: {
              type: 'failTooMany',
              params: ({ event }) => ({ error: event.error as TooManyAttempts }),
            },
          },
          { target: 'list', actions: 'failEnd' },
        ],
      },
    },
  },
})

export type SessionsActorRef = ActorRefFrom<typeof sessionsMachine>
