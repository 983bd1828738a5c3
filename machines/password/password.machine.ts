/**
 * Password form (SPEC §4 'Password form', §5 change and forgot password, §8 code 17).
 *
 * Change mode (old, new, confirm) serves /account/change-password; forgot mode (new and confirm)
 * serves the login modal's forgot-password step, started with `input.phone` (the phone that passed
 * its code) as the login modal's child. Forgot mode also asks for the account's passkeys as it
 * starts, so the form can offer to remove them by name (issue #48 item 4); the form is usable
 * while they load and when they cannot be had.
 * The field rules are the view's schema; the machine saves, maps the service's refusal to a
 * typed error and decides what success shows.
 */
import type { InferInput } from 'valibot'
import { assertEvent, assign, emit, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import type { changePasswordBody, forgetPasswordBody, ResetPasskey } from '../../contract/user'
import { notProvided } from '../lib/actors'
import { messageOf } from '../lib/errors'

/**
 * 'oldPasswordIncorrect' belongs to the old-password field; 'tooManyAttempts' says when to try
 * again (`retryAfterSeconds`); 'serverMessage' shows `serverMessage` as is.
 */
export type PasswordErrorCode = 'oldPasswordIncorrect' | 'tooManyAttempts' | 'serverMessage'

/** What `changePassword` rejects with when the service says the old password is wrong (code 17). */
export interface OldPasswordIncorrect {
  reason: 'oldPasswordIncorrect'
}

export const isOldPasswordIncorrect = (error: unknown): error is OldPasswordIncorrect =>
  typeof error === 'object' &&
  error !== null &&
  (error as { reason?: unknown }).reason === 'oldPasswordIncorrect'

/**
 * What `changePassword` rejects with when the phone is locked after too many wrong passwords
 * (HTTP 429): a wrong old password counts as a failed login.
 */
export interface TooManyAttempts {
  reason: 'tooManyAttempts'
  retryAfterSeconds: number
}

export const isTooManyAttempts = (error: unknown): error is TooManyAttempts =>
  typeof error === 'object' &&
  error !== null &&
  (error as { reason?: unknown }).reason === 'tooManyAttempts' &&
  typeof (error as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number'

export interface PasswordInput {
  /** Starts in forgot mode for this phone (its code already verified). */
  phone?: string
}

export interface PasswordContext {
  /** Forgot mode: the phone whose password is reset. */
  phone: string
  /** Change mode: the screen was wide when the form was sent, so success shows the modal. */
  wide: boolean
  error: PasswordErrorCode | null
  serverMessage: string | null
  /** With `tooManyAttempts`: seconds until the password may be tried again. */
  retryAfterSeconds: number | null
  /** Bumped on every success: the view clears its fields when it changes. */
  formVersion: number
  /** The last change also logged out every other device (the success step says so). */
  loggedOutOthers: boolean
  /**
   * Forgot mode: the account's passkeys (name, when added), oldest first; empty while they load,
   * when there are none and when they could not be had.
   */
  passkeys: ResetPasskey[]
  /** Forgot mode: the passkeys could not be had (the reset still removes them by default). */
  passkeysUnknown: boolean
}

/** What the change form sends: the change-password request's fields (`changePasswordBody`: oldPassword, newPassword, logoutOthers). */
type ChangeFields = Required<InferInput<typeof changePasswordBody>>
/**
 * What the forgot form sends: the reset request's fields but the phone, the machine's input
 * (`forgetPasswordBody`: password, logoutOthers, removePasskeys).
 */
type ResetFields = Required<Omit<InferInput<typeof forgetPasswordBody>, 'phone'>>

export type PasswordEvent =
  /** `logoutOthers`: also log out of all other devices (the form's checkbox, checked by default). */
  | ({ type: 'change.submit'; wide: boolean } & ChangeFields)
  /** `removePasskeys`: also remove every passkey of the account (the form's checkbox, checked by default). */
  | ({ type: 'forgot.submit' } & ResetFields)
  /** A field changed: the service's complaint no longer applies. */
  | { type: 'edit' }
  | { type: 'success.close' }

/** `changed`: a change succeeded on a narrow screen (no success modal there). */
export type PasswordEmitted = { type: 'changed' }

/** Forgot mode ends here: the new password is saved. */
export interface PasswordOutput {
  phone: string
}

/** `step:change` / `step:forgot`: which form shows; `step:success`: the success modal (wide screens). */
export type PasswordTag = 'loading' | 'step:change' | 'step:forgot' | 'step:success'

const clean = { error: null, serverMessage: null, retryAfterSeconds: null } as const

export const passwordMachine = lazySetup({
  types: {
    context: {} as PasswordContext,
    events: {} as PasswordEvent,
    input: {} as PasswordInput,
    emitted: {} as PasswordEmitted,
    output: {} as PasswordOutput,
    tags: {} as PasswordTag,
    children: {} as {
      changePassword: 'changePassword'
      resetPassword: 'resetPassword'
      listPasskeys: 'listPasskeys'
    },
  },
  actors: {
    /** PUT v1/user/changepassword: resolves; rejects with `OldPasswordIncorrect` on code 17, else an Error(status.message). */
    changePassword: fromPromise<void, { oldPassword: string; newPassword: string; logoutOthers: boolean }>(
      notProvided('changePassword'),
    ),
    /** PUT v1/user/forgetpassword: resolves; rejects with an Error carrying status.message. */
    resetPassword: fromPromise<
      void,
      { phone: string; password: string; logoutOthers: boolean; removePasskeys: boolean }
    >(notProvided('resetPassword')),
    /** POST v1/user/forgetpassword/passkeys: resolves with the account's passkeys; rejects with any error. */
    listPasskeys: fromPromise<ResetPasskey[], { phone: string }>(notProvided('listPasskeys')),
  },
  guards: {
    hasPhone: ({ context }) => context.phone !== '',
    hasChangeFields: ({ event }) => {
      assertEvent(event, 'change.submit')
      return event.oldPassword !== '' && event.newPassword !== ''
    },
    hasNewPassword: ({ event }) => {
      assertEvent(event, 'forgot.submit')
      return event.password !== ''
    },
    wasWide: ({ context }) => context.wide,
    isOldPasswordIncorrect: (_, params: { error: unknown }) => isOldPasswordIncorrect(params.error),
    isTooManyAttempts: (_, params: { error: unknown }) => isTooManyAttempts(params.error),
  },
  actions: {
    noteWidth: assign(({ event }) => {
      assertEvent(event, 'change.submit')
      return { ...clean, wide: event.wide, loggedOutOthers: event.logoutOthers }
    }),
    clearError: assign(clean),
    failOldPassword: assign({ ...clean, error: 'oldPasswordIncorrect' as const }),
    failTooMany: assign((_, params: { error: TooManyAttempts }) => ({
      ...clean,
      error: 'tooManyAttempts' as const,
      retryAfterSeconds: params.error.retryAfterSeconds,
    })),
    /** Any other refusal: the service's message, shown as is. */
    failWithMessage: assign((_, params: { error: unknown }) => ({
      error: 'serverMessage' as const,
      serverMessage: messageOf(params.error),
    })),
    resetForm: assign(({ context }) => ({ ...clean, formVersion: context.formVersion + 1 })),
    setPasskeys: assign((_, params: { passkeys: ResetPasskey[] }) => ({ passkeys: params.passkeys })),
    notePasskeysUnknown: assign({ passkeysUnknown: true }),
    emitChanged: emit({ type: 'changed' } as const),
  },
}).createMachine({
  id: 'password',
  description: 'Password form: change mode (old, new, confirm) or forgot mode (new and confirm for a phone).',
  context: ({ input }) => ({
    ...clean,
    phone: input.phone ?? '',
    wide: false,
    formVersion: 0,
    loggedOutOthers: false,
    passkeys: [],
    passkeysUnknown: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Forgot mode when started with a phone, change mode otherwise.',
      always: [{ guard: 'hasPhone', target: 'forgot' }, { target: 'change' }],
    },
    change: {
      description: 'Old, new and confirm. error oldPasswordIncorrect marks the old-password field.',
      tags: ['step:change'],
      initial: 'editing',
      states: {
        editing: {
          description:
            'The change form waits for Save (a submit without old and new password is ignored); the last error shows until the next edit.',
          on: {
            'change.submit': { guard: 'hasChangeFields', target: 'saving', actions: 'noteWidth' },
            edit: { actions: 'clearError' },
          },
        },
        saving: {
          description: 'Saving the new password.',
          tags: ['loading'],
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              assertEvent(event, 'change.submit')
              return {
                oldPassword: event.oldPassword,
                newPassword: event.newPassword,
                logoutOthers: event.logoutOthers,
              }
            },
            onDone: [
              { guard: 'wasWide', target: '#password.changed', actions: 'resetForm' },
              { target: 'editing', actions: ['resetForm', 'emitChanged'] },
            ],
            onError: [
              {
                guard: { type: 'isOldPasswordIncorrect', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'failOldPassword',
              },
              {
                guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'failTooMany',
                  params: ({ event }) => ({ error: event.error as TooManyAttempts }),
                },
              },
              {
                target: 'editing',
                actions: { type: 'failWithMessage', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    changed: {
      description:
        'Changed on a wide screen: the form is empty again and the success modal shows until closed.',
      tags: ['step:change', 'step:success'],
      on: { 'success.close': { target: 'change' } },
    },
    forgot: {
      description:
        "New password and confirm for the phone, and the account's passkeys asked for beside it. error serverMessage carries the server text.",
      tags: ['step:forgot'],
      type: 'parallel',
      states: {
        passkeys: {
          description:
            "The account's passkeys, asked for once as the form opens; the form does not wait for them.",
          initial: 'loading',
          states: {
            loading: {
              description: 'Asking for the passkeys; the form shows no passkey choice yet.',
              invoke: {
                id: 'listPasskeys',
                src: 'listPasskeys',
                input: ({ context }) => ({ phone: context.phone }),
                onDone: {
                  target: 'listed',
                  actions: { type: 'setPasskeys', params: ({ event }) => ({ passkeys: event.output }) },
                },
                onError: { target: 'unknown', actions: 'notePasskeysUnknown' },
              },
            },
            listed: {
              description:
                'Passkeys known: with any, the form offers to remove them (checked) and names them; with none it says nothing of passkeys.',
            },
            unknown: {
              description:
                'The passkeys could not be had: the form says they are removed (the service default), without names.',
            },
          },
        },
        form: {
          description: 'The new password, typed and saved.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'The new-password form waits for Save (a submit without a password is ignored); the last error shows until the next edit.',
              on: {
                'forgot.submit': { guard: 'hasNewPassword', target: 'saving', actions: 'clearError' },
                edit: { actions: 'clearError' },
              },
            },
            saving: {
              description: 'Saving the new password, with the choices sent.',
              tags: ['loading'],
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ context, event }) => {
                  assertEvent(event, 'forgot.submit')
                  return {
                    phone: context.phone,
                    password: event.password,
                    logoutOthers: event.logoutOthers,
                    removePasskeys: event.removePasskeys,
                  }
                },
                onDone: { target: '#password.reset' },
                onError: {
                  target: 'editing',
                  actions: { type: 'failWithMessage', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    reset: {
      description: 'The forgotten password is replaced; whoever started forgot mode shows what follows.',
      type: 'final',
    },
  },
  output: ({ context }) => ({ phone: context.phone }),
})

export type PasswordActorRef = ActorRefFrom<typeof passwordMachine>
