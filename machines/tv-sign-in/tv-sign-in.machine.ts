/**
 * Signing a TV in with a code on the site's /tv (RFC 8628's verification page; docs/api.md "TV
 * sign-in"): the customer enters the code the TV shows (the TV's QR link fills it in), logs in if
 * need be — the app's login dialog, and back to the same code —, sees which TV would sign in to
 * which account, and allows or denies it. A code that cannot be one is said before any call; the
 * service's refusals (no such code, expired, already used, too many wrong codes) come back to the
 * code with what to do next; a call that did not get through offers to try it again.
 *
 * The page creates this flow (src/features/tv/TvSignInFlow.tsx); the login is the app system's:
 * the `logIn` actor asks the app for it (`login.ask`, a transition of the app's chart, which opens
 * its `auth` child) and hands on its answer, a transition here (`login.done`, `login.cancelled`).
 */
import { assertEvent, assign, fromCallback, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { normalizeUserCode, type TvLookup } from '../../contract/tv'

/** The logged-in account: its phone, for the confirmation (null when the account could not be read). */
export interface TvAccount {
  phone: string | null
}

/**
 * What the customer is told, by the code field. `invalidFormat`: not 8 letters of the TV's
 * alphabet (no call made); `unknown`: no such code; `expired`: past its lifetime (TV_CODE_TTL_SECONDS); `used`: approved
 * or denied already; `tooMany`: the account's or the address's wrong codes are spent for a while.
 */
export type TvSignInErrorCode = 'invalidFormat' | 'unknown' | 'expired' | 'used' | 'tooMany'

/**
 * Why the service refused a code, as the actors report it; `loggedOut`: the login has ended;
 * `reauth`: the login is older than 5 minutes, so Allow needs the password again;
 * `wrongPassword`: the password sent with Allow is not the account's.
 */
export type TvRefusal = Exclude<TvSignInErrorCode, 'invalidFormat'> | 'loggedOut' | 'reauth' | 'wrongPassword'

/** What is said by the password field: `wrongPassword`, the password sent was not the account's. */
export type TvPasswordErrorCode = 'wrongPassword'

/** What Allow sends: the code, and the password when it was asked again. */
export type TvApproveInput = { code: string; password?: string }

export class TvSignInError extends Error {
  readonly code: TvRefusal
  /** With `tooMany`: seconds until a code may be tried again. */
  readonly retryAfterSeconds: number | null
  constructor(code: TvRefusal, retryAfterSeconds: number | null = null) {
    super(code)
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export interface TvSignInContext {
  /** The code as typed (or as the link gave it). */
  code: string
  /** The TV's name, from the lookup ("Vision+ TV box"). */
  clientName: string | null
  /** The code as the TV shows it (WDJB-MJHT), from the lookup. */
  shownCode: string | null
  /** The account the TV would sign in to; null before it is known. */
  account: TvAccount | null
  error: TvSignInErrorCode | null
  /** With `tooMany`: seconds to wait. */
  retryAfterSeconds: number | null
  /** By the password asked again before Allow. */
  passwordError: TvPasswordErrorCode | null
}

export type TvSignInEvent =
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  /** From the login dialog (the `logIn` actor): logged in, with the account's phone. */
  | { type: 'login.done'; phone: string | null }
  /** From the login dialog: closed without a login. */
  | { type: 'login.cancelled' }
  /** The login dialog's code could not be downloaded (offline). */
  | { type: 'login.failed' }
  | { type: 'allow' }
  /** Allow with the password asked again (the login is older than 5 minutes). */
  | { type: 'password.submit'; password: string }
  | { type: 'deny' }
  | { type: 'retry' }
  | { type: 'back' }
  /** From a result: sign in another TV, from an empty code field. */
  | { type: 'another' }

/** The code of the TV's link (`/tv?code=WDJB-MJHT`), '' without one. */
export type TvSignInInput = { code: string }

/**
 * `step:code` the code form (with `step:login` while the login dialog is open over it, and
 * `step:loginFailed` when the dialog's code could not be downloaded),
 * `step:confirm` the question (with `step:password` while the password is asked again before
 * Allow), `step:failed` a call that did not get through, `step:approved` and
 * `step:denied` the results; `loading` while a call runs; `error` with a retry.
 */
export type TvSignInTag =
  | 'loading'
  | 'error'
  | 'step:code'
  | 'step:login'
  | 'step:loginFailed'
  | 'step:confirm'
  | 'step:password'
  | 'step:failed'
  | 'step:approved'
  | 'step:denied'

/** The service's refusals that send the customer back to the code. */
const CODE_REFUSALS: readonly TvRefusal[] = ['unknown', 'expired', 'used', 'tooMany']

const isCodeRefusal = (error: unknown): error is TvSignInError =>
  error instanceof TvSignInError && CODE_REFUSALS.includes(error.code)

/** A code that will never do (expired, used) leaves the field empty for the TV's next one. */
const spent = (code: TvSignInErrorCode) => code === 'expired' || code === 'used'

/** The error's payload of an actor's failure, for guards and actions. */
const failure = ({ event }: { event: { error: unknown } }) => event.error

/** The code as the service takes it (WDJBMJHT), for every call. */
const codeInput = ({ context }: { context: TvSignInContext }) => ({
  code: normalizeUserCode(context.code) ?? context.code,
})

/**
 * A call's failure, the same for the lookup, Allow and Deny: a refusal goes back to the code with
 * what it says, an ended login to the login dialog, anything else to Try again of that call.
 */
const refused = (call: 'lookUp' | 'approve' | 'deny') =>
  [
    {
      guard: { type: 'isCodeRefused', params: failure },
      target: 'entering',
      actions: { type: 'setRefusal', params: failure },
    },
    { guard: { type: 'isLoggedOut', params: failure }, target: 'needsLogin', actions: 'forgetAccount' },
    { target: `failed.${call}` },
  ] as const

export const tvSignInMachine = lazySetup({
  types: {
    context: {} as TvSignInContext,
    events: {} as TvSignInEvent,
    input: {} as TvSignInInput,
    tags: {} as TvSignInTag,
    children: {} as {
      readAccount: 'readAccount'
      logIn: 'logIn'
      lookUp: 'lookUp'
      approve: 'approve'
      deny: 'deny'
    },
  },
  actors: {
    /** The logged-in account, or null when nobody is logged in (the session's word). */
    readAccount: fromPromise<TvAccount | null, void>(notProvided('readAccount')),
    /**
     * Opens the app's login dialog; sends back `login.done { phone }` once logged in, or
     * `login.cancelled` when the dialog closed without a login.
     */
    logIn: fromCallback<TvSignInEvent>(notProvided('logIn')),
    /** POST v1/user/tv/lookup; rejects with a TvSignInError for a refusal, anything else for a failed call. */
    lookUp: fromPromise<TvLookup, { code: string }>(notProvided('lookUp')),
    /**
     * POST v1/user/tv/approve (with the password when it was asked again); rejects as lookUp does,
     * and with `reauth` or `wrongPassword` for the password.
     */
    approve: fromPromise<void, TvApproveInput>(notProvided('approve')),
    /** POST v1/user/tv/deny; rejects as lookUp does. */
    deny: fromPromise<void, { code: string }>(notProvided('deny')),
  },
  guards: {
    isWellFormed: ({ context }) => normalizeUserCode(context.code) !== null,
    isLoggedIn: (_, account: TvAccount | null) => account !== null,
    isPending: (_, lookup: TvLookup) => lookup.state === 'pending',
    isExpired: (_, lookup: TvLookup) => lookup.state === 'expired',
    isCodeRefused: (_, error: unknown) => isCodeRefusal(error),
    isLoggedOut: (_, error: unknown) => error instanceof TvSignInError && error.code === 'loggedOut',
    isReauthNeeded: (_, error: unknown) => error instanceof TvSignInError && error.code === 'reauth',
    isWrongPassword: (_, error: unknown) => error instanceof TvSignInError && error.code === 'wrongPassword',
    hasPassword: ({ event }) => {
      assertEvent(event, 'password.submit')
      return event.password !== ''
    },
  },
  actions: {
    setCode: assign(({ event }) => {
      assertEvent(event, 'code.change')
      return { code: event.code, error: null, retryAfterSeconds: null }
    }),
    markInvalid: assign({ error: 'invalidFormat' as const, retryAfterSeconds: null }),
    clearError: assign({ error: null, retryAfterSeconds: null }),
    markWrongPassword: assign({ passwordError: 'wrongPassword' as const }),
    clearPasswordError: assign({ passwordError: null }),
    // the login stays: the next TV signs in to the same account
    startOver: assign({ code: '', clientName: null, shownCode: null, error: null, retryAfterSeconds: null }),
    setAccount: assign((_, account: TvAccount | null) => ({ account })),
    setLoggedIn: assign(({ event }) => {
      assertEvent(event, 'login.done')
      return { account: { phone: event.phone } }
    }),
    forgetAccount: assign({ account: null }),
    setLookup: assign((_, lookup: TvLookup) => ({ clientName: lookup.clientName, shownCode: lookup.code })),
    refuse: assign(({ context }, error: TvSignInErrorCode) => ({
      error,
      retryAfterSeconds: null,
      code: spent(error) ? '' : context.code,
    })),
    setRefusal: assign(({ context }, error: unknown) => {
      const refusal = error as TvSignInError & { code: TvSignInErrorCode }
      return {
        error: refusal.code,
        retryAfterSeconds: refusal.retryAfterSeconds,
        code: spent(refusal.code) ? '' : context.code,
      }
    }),
  },
}).createMachine({
  id: 'tvSignIn',
  description: 'Sign a TV in with its code: the code, the login if need be, the question, the answer.',
  context: ({ input }) => ({
    code: input.code,
    clientName: null,
    shownCode: null,
    account: null,
    error: null,
    retryAfterSeconds: null,
    passwordError: null,
  }),
  initial: 'entering',
  states: {
    entering: {
      description:
        'The code form, filled in from the TV’s link; a refusal or a code that cannot be one is said under the field.',
      tags: ['step:code'],
      on: {
        'code.change': { actions: 'setCode' },
        'code.submit': [
          { guard: 'isWellFormed', target: 'checkingLogin', actions: 'clearError' },
          { actions: 'markInvalid' },
        ],
      },
    },
    checkingLogin: {
      description: 'Is anyone logged in? The session says (its stored login may still be being read).',
      tags: ['loading', 'step:code'],
      invoke: {
        id: 'readAccount',
        src: 'readAccount',
        onDone: [
          {
            guard: { type: 'isLoggedIn', params: ({ event }) => event.output },
            target: 'lookingUp',
            actions: { type: 'setAccount', params: ({ event }) => event.output },
          },
          { target: 'needsLogin' },
        ],
        // the session could not be read: a login settles it
        onError: { target: 'needsLogin' },
      },
    },
    needsLogin: {
      description:
        'The login dialog is open over the code; once logged in the same code is looked up, closed without a login the code stays entered.',
      tags: ['step:code', 'step:login'],
      invoke: { id: 'logIn', src: 'logIn' },
      on: {
        'login.done': { target: 'lookingUp', actions: 'setLoggedIn' },
        'login.cancelled': { target: 'entering' },
        'login.failed': { target: 'loginFailed' },
      },
    },
    loginFailed: {
      description:
        'The login could not be downloaded (offline): said over the code, which stays; Continue asks again, Try again reloads the page with the code in its link (a browser keeps a failed module download until then).',
      tags: ['error', 'step:code', 'step:loginFailed'],
      on: {
        'code.change': { target: 'entering', actions: 'setCode' },
        // the code is the one that passed isWellFormed: a change goes back to entering first
        'code.submit': { target: 'checkingLogin' },
      },
    },
    lookingUp: {
      description: 'Asking which TV shows this code and whether it may still be approved.',
      tags: ['loading', 'step:code'],
      invoke: {
        id: 'lookUp',
        src: 'lookUp',
        input: codeInput,
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => event.output },
            target: 'confirming',
            actions: { type: 'setLookup', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'entering',
            actions: { type: 'refuse', params: 'expired' },
          },
          { target: 'entering', actions: { type: 'refuse', params: 'used' } },
        ],
        onError: refused('lookUp'),
      },
    },
    confirming: {
      description: 'The question: sign this TV in to this account? Allow or Deny; Back changes the code.',
      tags: ['step:confirm'],
      on: {
        allow: { target: 'approving' },
        deny: { target: 'denying' },
        back: { target: 'entering' },
      },
    },
    // Allow and Deny: the same call but for its endpoint and its result (refused: the same failures)
    approving: {
      description: 'Approving the code: the TV signs in at its next poll.',
      tags: ['loading', 'step:confirm'],
      invoke: {
        id: 'approve',
        src: 'approve',
        input: codeInput,
        onDone: 'approved',
        onError: [
          {
            guard: { type: 'isReauthNeeded', params: failure },
            target: 'askingPassword',
            actions: 'clearPasswordError',
          },
          ...refused('approve'),
        ],
      },
    },
    askingPassword: {
      description:
        'The login is older than 5 minutes: the password is asked again under the question before the TV is allowed (a phished link is all a stranger needs). Deny and Back need none.',
      tags: ['step:confirm', 'step:password'],
      on: {
        'password.submit': { guard: 'hasPassword', target: 'approvingWithPassword' },
        deny: { target: 'denying' },
        back: { target: 'entering' },
      },
    },
    approvingWithPassword: {
      description: 'Approving the code with the password: a wrong one is said under the password field.',
      tags: ['loading', 'step:confirm', 'step:password'],
      invoke: {
        id: 'approve',
        src: 'approve',
        // the password travels in the event to this call only: it is kept in no context
        input: ({ context, event }) => {
          assertEvent(event, 'password.submit')
          return { ...codeInput({ context }), password: event.password }
        },
        onDone: 'approved',
        onError: [
          {
            guard: { type: 'isWrongPassword', params: failure },
            target: 'askingPassword',
            actions: 'markWrongPassword',
          },
          ...refused('approve'),
        ],
      },
    },
    denying: {
      description: 'Refusing the code: the TV’s next poll is told no.',
      tags: ['loading', 'step:confirm'],
      invoke: { id: 'deny', src: 'deny', input: codeInput, onDone: 'denied', onError: refused('deny') },
    },
    failed: {
      description:
        'A call did not get through: Try again repeats it with the same code; Back edits the code.',
      tags: ['error', 'step:failed'],
      on: { back: { target: 'entering' } },
      initial: 'lookUp',
      states: {
        lookUp: {
          description: 'The lookup did not get through.',
          on: { retry: { target: '#tvSignIn.lookingUp' } },
        },
        approve: {
          description: 'Allow did not get through.',
          on: { retry: { target: '#tvSignIn.approving' } },
        },
        deny: { description: 'Deny did not get through.', on: { retry: { target: '#tvSignIn.denying' } } },
      },
    },
    approved: {
      description:
        'Approved: the TV signs in at its next poll and shows the account. Sign in another TV returns to an empty code.',
      tags: ['step:approved'],
      on: { another: { target: 'entering', actions: 'startOver' } },
    },
    denied: {
      description:
        'Denied: the TV is told no and offers a new code. Sign in another TV returns to an empty code.',
      tags: ['step:denied'],
      on: { another: { target: 'entering', actions: 'startOver' } },
    },
  },
})

export type TvSignInActorRef = ActorRefFrom<typeof tvSignInMachine>
