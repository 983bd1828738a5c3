/**
 * Authentication container (SPEC §2 'Authentication modals', §4 Auth flow):
 * login (phone, then password), one-time code, sign-up, forgot password.
 *
 * The OTP step invokes the OTP machine as a child with id 'otp': views read
 * it as `snapshot.children.otp` (an `OtpActorRef`, undefined outside the
 * `otp` state) and send digit/resend/back events to it directly (close goes
 * to this container, which stops the child). Its
 * final output routes the container. The forgot-password step invokes the password form
 * machine in forgot mode as the child 'password' (`snapshot.children.password`); it ends once
 * the new password is saved. A passkey logs in from the login form too: its button opens the
 * browser's prompt (`passkey`), and while the form shows the browser offers the account's passkeys
 * in the phone field (`passkeyAutofill`, conditional mediation); either ends as a password login does.
 */
import type { InferInput } from 'valibot'
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  stopChild,
  type ActorRefFrom,
  type ErrorActorEvent,
} from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import type { loginBody, registerBody } from '../../contract/user'
import { notProvided } from '../lib/actors'
import { otpMachine, type OtpOutput } from '../otp/otp.machine'
import { passwordMachine } from '../password/password.machine'

/**
 * Why the last call of the modal failed: `wrongPassword` only when the service said the password
 * is not the account's; `offline` when the service could not be reached; `somethingWentWrong` for
 * any other failure (a server error), so a 500 is never told as a wrong password.
 */
export type AuthErrorCode =
  | 'wrongPassword'
  | 'passkeyRefused'
  | 'offline'
  | 'tooManyAttempts'
  | 'busy'
  | 'somethingWentWrong'

/**
 * How the `login` actor rejects when the service will not check the password now: too many
 * failed logins for this phone or address (`tooManyAttempts`), or too many logins at once
 * (`busy`). See `AuthFailure` for the other typed rejections.
 */
export interface LoginRefusal {
  reason: 'tooManyAttempts' | 'busy'
  /** When to try again, from the service's Retry-After. */
  retryAfterSeconds: number
}

export function isLoginRefusal(error: unknown): error is LoginRefusal {
  const reason = (error as Partial<LoginRefusal> | null)?.reason
  return (
    (reason === 'tooManyAttempts' || reason === 'busy') &&
    typeof (error as LoginRefusal).retryAfterSeconds === 'number'
  )
}
/**
 * How the `login` and `checkPhone` actors reject when they know why: the service said the password
 * is wrong (`wrongPassword`, login only), or it could not be reached (`offline`). Any other
 * rejection is a failure of the service (`somethingWentWrong`).
 */
export interface AuthFailure {
  reason: 'wrongPassword' | 'offline'
}

const failureReason = (error: unknown): unknown => (error as Partial<AuthFailure> | null)?.reason

export const isWrongPassword = (error: unknown): boolean => failureReason(error) === 'wrongPassword'
export const isOffline = (error: unknown): boolean => failureReason(error) === 'offline'

/**
 * How the `passkeyLogin` actor rejects when it knows why: the prompt was closed, timed out or was
 * never offered (`cancelled`: nothing to say), or the service would not log in with that passkey
 * (`passkeyRefused`: unknown, removed, a bad signature). It also rejects with a `LoginRefusal`
 * (429) or an `AuthFailure` 'offline', as the login does.
 */
export interface PasskeyFailure {
  reason: 'cancelled' | 'passkeyRefused'
}
export const isPasskeyCancelled = (error: unknown): boolean => failureReason(error) === 'cancelled'
export const isPasskeyRefused = (error: unknown): boolean => failureReason(error) === 'passkeyRefused'

export type AuthNoticeCode = 'registrationSuccess'
/** The OTP purposes this container starts. */
export type AuthOtpPurpose = 'signup' | 'forgot-password'

export interface AuthUser {
  name: string
  phone: string
  email: string
  /** Relative path; the app prefixes the content base URL. */
  avatarUrl: string | null
}

export interface AuthContext {
  phone: string
  password: string
  nextOtp: AuthOtpPurpose | null
  /** The phone passed the one-time code in this session of the modal. */
  verified: boolean
  token: string | null
  user: AuthUser | null
  error: AuthErrorCode | null
  /** With `tooManyAttempts` or `busy`: seconds until a login may be tried again. */
  retryAfterSeconds: number | null
  notice: AuthNoticeCode | null
}

export interface AuthInput {
  phone?: string
}

/** What the login form sends: the login request's fields but the phone, which the machine holds (`loginBody`: password). */
type LoginFields = Pick<InferInput<typeof loginBody>, 'password'>
/** What the sign-up form sends: the sign-up request's fields but the phone (`registerBody`: name, password). */
type SignUpFields = Pick<InferInput<typeof registerBody>, 'name' | 'password'>

export type AuthEvent =
  | { type: 'open'; phone?: string }
  | { type: 'close' }
  | { type: 'back' }
  | { type: 'phone.change'; phone: string }
  | { type: 'phone.submit' }
  | { type: 'password.change'; password: string }
  | { type: 'password.forgot' }
  | ({ type: 'login.submit' } & LoginFields)
  | ({ type: 'signUp.submit' } & SignUpFields)
  /** The login form's "Log in with a passkey". */
  | { type: 'passkey.start' }

export type AuthEmitted =
  | { type: 'loggedIn'; token: string; user: AuthUser | null }
  | { type: 'notice'; code: AuthNoticeCode }
  | { type: 'passwordReset'; phone: string }

/**
 * What views ask with `hasTag`: which form the modal shows (`step:…`) and whether a call runs.
 * `step:login` is the login form, `step:password` its password field; `step:passwordChanged` is
 * the success modal shown after the login modal closed.
 */
export type AuthTag =
  | 'loading'
  | 'step:login'
  | 'step:password'
  | 'step:otp'
  | 'step:signUp'
  | 'step:forgotPassword'
  | 'step:passwordChanged'
  | 'step:passkey'

/** The invoked OTP machine, `snapshot.children.otp` while the `otp` state is active. */
export type OtpActorRef = ActorRefFrom<typeof otpMachine>
/** The invoked password form in forgot mode, `snapshot.children.password` in the forgot-password step. */
export type ForgotPasswordActorRef = ActorRefFrom<typeof passwordMachine>

const emptyForm = {
  password: '',
  nextOtp: null,
  verified: false,
  token: null,
  user: null,
  error: null,
  retryAfterSeconds: null,
  notice: null,
} as const

type ErrorParams = { event: ErrorActorEvent }

/**
 * Where the button's passkey prompt goes when it fails: back to the step it was opened from (`back`),
 * quietly when cancelled, else saying why.
 */
const passkeyFailures = (back: '#auth.login.phone' | '#auth.login.password') =>
  [
    {
      guard: { type: 'isPasskeyCancelled', params: ({ event }: ErrorParams) => event.error },
      target: back,
    },
    {
      guard: { type: 'isPasskeyRefused', params: ({ event }: ErrorParams) => event.error },
      target: back,
      actions: { type: 'fail', params: { error: 'passkeyRefused' } },
    },
    {
      guard: { type: 'isLoginRefused', params: ({ event }: ErrorParams) => event.error },
      target: back,
      actions: { type: 'refuseLogin', params: ({ event }: ErrorParams) => event.error as LoginRefusal },
    },
    {
      guard: { type: 'isOffline', params: ({ event }: ErrorParams) => event.error },
      target: back,
      actions: { type: 'fail', params: { error: 'offline' } },
    },
    { target: back, actions: { type: 'fail', params: { error: 'somethingWentWrong' } } },
  ] as const

export const authMachine = lazySetup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
    tags: {} as AuthTag,
    children: {} as {
      checkPhone: 'checkPhone'
      login: 'login'
      register: 'register'
      storeToken: 'storeToken'
      loadAccount: 'loadAccount'
      otp: 'otp'
      password: 'password'
      passkeyAutofill: 'passkeyLogin'
      passkeyLogin: 'passkeyLogin'
    },
  },
  actors: {
    /** GET v1/user/check: resolves { exists } (status.code 0 means the user exists); rejects with an `AuthFailure` 'offline' when unreachable. */
    checkPhone: fromPromise<{ exists: boolean }, { phone: string }>(notProvided('checkPhone')),
    /** POST v1/user/login: resolves { token }; rejects with a `LoginRefusal` when the service will not check now, an `AuthFailure` for a wrong password or no connection, else with any error. */
    login: fromPromise<{ token: string }, { phone: string; password: string }>(notProvided('login')),
    /** POST v1/user/register: resolves { token }; rejects on any failure. */
    register: fromPromise<{ token: string }, { name: string; phone: string; password: string }>(
      notProvided('register'),
    ),
    /** Writes the login token (and loginStatus) to storage. */
    storeToken: fromPromise<void, { token: string }>(notProvided('storeToken')),
    /** GET v1/user/myprofile: the account shown in the navbar. */
    loadAccount: fromPromise<AuthUser, { token: string }>(notProvided('loadAccount')),
    /**
     * POST v1/user/passkeys/login/options, the browser's prompt, then POST …/login/verify:
     * resolves { token }. Rejects with a `PasskeyFailure`, a `LoginRefusal` or an `AuthFailure`
     * 'offline', else any error. `autofill`: the prompt is the phone field's suggestion (conditional
     * mediation), which waits until a passkey is picked, and ends when the actor is stopped; it
     * rejects only once a picked passkey was refused (a `LoginRefusal`, else any rejection), and
     * waits on where there is nothing to offer (no suggestion in this browser, no connection).
     */
    passkeyLogin: fromPromise<{ token: string }, { autofill: boolean }>(notProvided('passkeyLogin')),
    otp: otpMachine,
    password: passwordMachine,
  },
  guards: {
    hasPhone: ({ context }) => context.phone.trim() !== '',
    hasPassword: ({ event }) => {
      assertEvent(event, 'login.submit')
      return event.password !== ''
    },
    hasSignUpFields: ({ event }) => {
      assertEvent(event, 'signUp.submit')
      return event.name.trim() !== '' && event.password !== ''
    },
    isPhoneRegistered: (_, output: { exists: boolean }) => output.exists,
    isLoginRefused: (_, error: unknown) => isLoginRefusal(error),
    isWrongPassword: (_, error: unknown) => isWrongPassword(error),
    isOffline: (_, error: unknown) => isOffline(error),
    isPasskeyCancelled: (_, error: unknown) => isPasskeyCancelled(error),
    isPasskeyRefused: (_, error: unknown) => isPasskeyRefused(error),
    isSignUpVerified: (_, output: OtpOutput) => output.outcome === 'verified' && output.nextOtp === 'signup',
    isForgotPasswordVerified: (_, output: OtpOutput) =>
      output.outcome === 'verified' && output.nextOtp === 'forgot-password',
    isBackFromForgotPassword: (_, output: OtpOutput) =>
      output.outcome === 'back' && output.nextOtp === 'forgot-password',
  },
  actions: {
    openForm: assign(({ context, event }) => {
      assertEvent(event, 'open')
      return { ...emptyForm, phone: event.phone ?? context.phone }
    }),
    changePhone: assign(({ event }) => {
      assertEvent(event, 'phone.change')
      return { ...emptyForm, phone: event.phone }
    }),
    changePassword: assign(({ event }) => {
      assertEvent(event, ['password.change', 'login.submit'])
      return { password: event.password, error: null, retryAfterSeconds: null }
    }),
    clearError: assign({ error: null, retryAfterSeconds: null }),
    /** The suggestion failed: its child is gone until the form is entered anew. */
    endAutofill: stopChild('passkeyAutofill'),
    startOtp: assign((_, nextOtp: AuthOtpPurpose) => ({ nextOtp, error: null })),
    markVerified: assign({ verified: true, password: '' }),
    fail: assign((_, params: { error: AuthErrorCode }) => ({ error: params.error, retryAfterSeconds: null })),
    refuseLogin: assign((_, refusal: LoginRefusal) => ({
      error: refusal.reason,
      retryAfterSeconds: refusal.retryAfterSeconds,
    })),
    setToken: assign((_, token: string) => ({ token, error: null })),
    setUser: assign((_, user: AuthUser | null) => ({ user })),
    noteRegistered: assign({ notice: 'registrationSuccess' as const }),
    emitRegistered: emit({ type: 'notice', code: 'registrationSuccess' } as const),
    emitLoggedIn: emit((_, params: { token: string; user: AuthUser | null }) => ({
      type: 'loggedIn' as const,
      ...params,
    })),
    emitPasswordReset: emit(({ context }) => ({ type: 'passwordReset' as const, phone: context.phone })),
  },
}).createMachine({
  id: 'auth',
  description:
    'Login modal container: phone → password, or phone → one-time code → sign-up; forgot password via a code.',
  context: ({ input }) => ({ ...emptyForm, phone: input.phone ?? '' }),
  initial: 'closed',
  on: {
    close: { target: '.closed' },
  },
  states: {
    closed: {
      description: 'No auth modal showing.',
      on: { open: { target: 'login', actions: 'openForm' } },
    },
    login: {
      description:
        'Login modal. Changing the phone resets the password and the verified state and returns to the phone step.',
      tags: ['step:login'],
      initial: 'phone',
      // the browser's suggestion of a passkey in the phone field, for as long as the form shows.
      // It settles only when a passkey was picked (no suggestion offered, no connection: it waits
      // quietly). A refused one is said on the form, which stays as it was; the suggestion is not
      // offered again until the form is entered anew (the passkey button, or the modal reopened),
      // so a suggestion that fails at once cannot restart itself in a loop.
      invoke: {
        id: 'passkeyAutofill',
        src: 'passkeyLogin',
        input: { autofill: true },
        onDone: {
          target: '#auth.signingIn.form.passkey',
          actions: { type: 'setToken', params: ({ event }) => event.output.token },
        },
        onError: [
          {
            guard: { type: 'isLoginRefused', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            actions: [
              'endAutofill',
              { type: 'refuseLogin', params: ({ event }) => event.error as LoginRefusal },
            ],
          },
          { actions: ['endAutofill', { type: 'fail', params: { error: 'passkeyRefused' } }] },
        ],
      },
      on: {
        'phone.change': { target: '.phone', actions: 'changePhone' },
      },
      states: {
        phone: {
          description: 'Phone field only.',
          on: {
            'phone.submit': { guard: 'hasPhone', target: 'checking', actions: 'clearError' },
            'passkey.start': { target: '#auth.passkey.overPhone', actions: 'clearError' },
          },
        },
        checking: {
          description: 'Asking whether the phone is registered.',
          tags: ['loading'],
          invoke: {
            id: 'checkPhone',
            src: 'checkPhone',
            input: ({ context }) => ({ phone: context.phone }),
            onDone: [
              {
                guard: { type: 'isPhoneRegistered', params: ({ event }) => event.output },
                target: 'password',
              },
              { target: '#auth.otp', actions: { type: 'startOtp', params: 'signup' } },
            ],
            onError: [
              {
                guard: { type: 'isOffline', params: ({ event }: { event: ErrorActorEvent }) => event.error },
                target: 'phone',
                actions: { type: 'fail', params: { error: 'offline' } },
              },
              { target: 'phone', actions: { type: 'fail', params: { error: 'somethingWentWrong' } } },
            ],
          },
        },
        password: {
          description:
            'Known phone: password field (show/hide), forgot-password link, chat help link. error may be wrongPassword, offline or somethingWentWrong.',
          tags: ['step:password'],
          on: {
            'password.change': { actions: 'changePassword' },
            'login.submit': { guard: 'hasPassword', target: 'loggingIn', actions: 'changePassword' },
            'password.forgot': {
              target: '#auth.otp',
              actions: { type: 'startOtp', params: 'forgot-password' },
            },
            'passkey.start': { target: '#auth.passkey.overPassword', actions: 'clearError' },
          },
        },
        loggingIn: {
          description:
            'Checking phone and password. A refusal (too many failed logins, too many at once) carries when to try again.',
          tags: ['loading', 'step:password'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ phone: context.phone, password: context.password }),
            onDone: {
              target: '#auth.signingIn.form.password',
              actions: { type: 'setToken', params: ({ event }) => event.output.token },
            },
            onError: [
              {
                guard: {
                  type: 'isLoginRefused',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
                target: 'password',
                actions: { type: 'refuseLogin', params: ({ event }) => event.error as LoginRefusal },
              },
              {
                guard: {
                  type: 'isWrongPassword',
                  params: ({ event }: { event: ErrorActorEvent }) => event.error,
                },
                target: 'password',
                actions: { type: 'fail', params: { error: 'wrongPassword' } },
              },
              {
                guard: { type: 'isOffline', params: ({ event }: { event: ErrorActorEvent }) => event.error },
                target: 'password',
                actions: { type: 'fail', params: { error: 'offline' } },
              },
              // a server error is said as one, never as a wrong password
              { target: 'password', actions: { type: 'fail', params: { error: 'somethingWentWrong' } } },
            ],
          },
        },
      },
    },
    passkey: {
      description:
        "The login form, its passkey button busy: the browser's passkey prompt is open over the step it was opened from. Cancelled: back to that step, quietly; a failure is said there.",
      tags: ['step:login', 'step:passkey', 'loading'],
      initial: 'overPhone',
      states: {
        overPhone: {
          description: 'Opened from the phone step.',
          invoke: {
            id: 'passkeyLogin',
            src: 'passkeyLogin',
            input: { autofill: false },
            onDone: {
              target: '#auth.signingIn.form.passkey',
              actions: { type: 'setToken', params: ({ event }) => event.output.token },
            },
            onError: passkeyFailures('#auth.login.phone'),
          },
        },
        overPassword: {
          description: 'Opened from the password step: its password field stays as it was.',
          tags: ['step:password'],
          invoke: {
            id: 'passkeyLogin',
            src: 'passkeyLogin',
            input: { autofill: false },
            onDone: {
              target: '#auth.signingIn.form.passkeyOverPassword',
              actions: { type: 'setToken', params: ({ event }) => event.output.token },
            },
            onError: passkeyFailures('#auth.login.password'),
          },
        },
      },
    },
    otp: {
      description:
        'One-time code modal (child actor "otp"); its output routes on: signup → sign-up, forgot-password → new password, or back.',
      tags: ['step:otp'],
      invoke: {
        id: 'otp',
        src: 'otp',
        input: ({ context }) => ({ phone: context.phone, nextOtp: context.nextOtp ?? 'signup' }),
        onDone: [
          {
            guard: { type: 'isSignUpVerified', params: ({ event }) => event.output },
            target: 'signUp',
            actions: 'markVerified',
          },
          {
            guard: { type: 'isForgotPasswordVerified', params: ({ event }) => event.output },
            target: 'forgotPassword',
            actions: 'markVerified',
          },
          {
            guard: { type: 'isBackFromForgotPassword', params: ({ event }) => event.output },
            target: 'login.password',
          },
          // back from the sign-up code
          { target: 'login.phone' },
        ],
      },
    },
    signUp: {
      description:
        'Sign-up form (name, password, confirm); back arrow to login. error may be somethingWentWrong.',
      tags: ['step:signUp'],
      on: {
        'signUp.submit': { guard: 'hasSignUpFields', target: 'registering' },
        back: { target: 'login.phone' },
      },
    },
    registering: {
      description: 'Creating the account.',
      tags: ['loading', 'step:signUp'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'signUp.submit')
          return { name: event.name, phone: context.phone, password: event.password }
        },
        onDone: {
          target: '#auth.signingIn.form.signUp',
          actions: [
            { type: 'setToken', params: ({ event }) => event.output.token },
            'noteRegistered',
            'emitRegistered',
          ],
        },
        onError: { target: 'signUp', actions: { type: 'fail', params: { error: 'somethingWentWrong' } } },
      },
    },
    forgotPassword: {
      description:
        'New password and confirm after the code (child "password", the password form in forgot mode); back to the password step.',
      tags: ['step:forgotPassword'],
      invoke: {
        id: 'password',
        src: 'password',
        input: ({ context }) => ({ phone: context.phone }),
        onDone: { target: 'passwordResetDone', actions: 'emitPasswordReset' },
      },
      on: { back: { target: 'login.password' } },
    },
    passwordResetDone: {
      description: 'Login modal closed; the password-changed success modal shows until closed.',
      tags: ['step:passwordChanged'],
      on: { open: { target: 'login', actions: 'openForm' } },
    },
    signingIn: {
      description:
        'Token received: store it, load the account, then close and emit loggedIn. The form that asked keeps showing, busy.',
      tags: ['loading'],
      type: 'parallel',
      states: {
        call: {
          description: 'Storing the token, then loading the account.',
          initial: 'storingToken',
          states: {
            storingToken: {
              description: 'Writing the token to storage.',
              invoke: {
                id: 'storeToken',
                src: 'storeToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: { target: 'loadingAccount' },
                onError: {
                  target: '#auth.login.phone',
                  actions: { type: 'fail', params: { error: 'somethingWentWrong' } },
                },
              },
            },
            loadingAccount: {
              description:
                'Loading the account; a failure is logged by the app and the user stays logged in.',
              invoke: {
                id: 'loadAccount',
                src: 'loadAccount',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: {
                  target: '#auth.closed',
                  actions: [
                    { type: 'setUser', params: ({ event }) => event.output },
                    {
                      type: 'emitLoggedIn',
                      params: ({ context, event }) => ({ token: context.token ?? '', user: event.output }),
                    },
                  ],
                },
                onError: {
                  target: '#auth.closed',
                  actions: {
                    type: 'emitLoggedIn',
                    params: ({ context }) => ({ token: context.token ?? '', user: null }),
                  },
                },
              },
            },
          },
        },
        // what the modal showed when the token came stays until it closes: no other step flashes
        form: {
          description: 'The form the login came from, unchanged while it completes.',
          initial: 'password',
          states: {
            password: {
              description: 'After a password login: the password step, its Login button busy.',
              tags: ['step:login', 'step:password'],
            },
            passkey: {
              description:
                "After a passkey login from the phone step (the button, or the phone field's suggestion): its passkey button busy.",
              tags: ['step:login', 'step:passkey'],
            },
            passkeyOverPassword: {
              description:
                'After a passkey login from the password step: that step, its passkey button busy.',
              tags: ['step:login', 'step:password', 'step:passkey'],
            },
            signUp: {
              description: 'After a sign-up: the sign-up form, busy.',
              tags: ['step:signUp'],
            },
          },
        },
      },
    },
  },
})

export type AuthActorRef = ActorRefFrom<typeof authMachine>
