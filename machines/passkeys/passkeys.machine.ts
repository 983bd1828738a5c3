/**
 * Passkeys (/account/security): the customer's passkeys listed with their names and dates; one
 * added after the account's password is asked again (as ending a sign-in does) and the browser's
 * own prompt; any renamed or removed (after a confirmation). A cancelled prompt is not an error:
 * the list says quietly that nothing was added. A browser without passkeys lists them (to rename
 * or remove) but offers no Add.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { assertEvent, assign, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { PASSKEY_NAME_MAX, type Passkey } from '../../contract/passkeys'
import { listLoading } from '../sessions/list-loading'
import { notProvided } from '../lib/actors'
import { isTooManyAttempts, type TooManyAttempts } from '../password/password.machine'
import { isWrongPassword } from '../sessions/sessions.machine'

export type { Passkey }

/**
 * How the browser's prompt (`createPasskey`) rejects when it knows why: the customer closed it or
 * it timed out (`cancelled`), or this authenticator holds a passkey of the account already
 * (`alreadyAdded`). Any other rejection is a failure.
 */
export interface PasskeyPromptFailure {
  reason: 'cancelled' | 'alreadyAdded'
}

const promptReason = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { reason?: unknown }).reason : undefined

/**
 * 'loadFailed': the list could not be read; 'wrongPassword' / 'tooManyAttempts' (with
 * `retryAfterSeconds`): the password asked again was refused; 'addFailed': the service would not
 * add the passkey (or could not be reached); 'alreadyAdded': this device holds one of the account's
 * passkeys already; 'renameFailed', 'removeFailed': that change did not go through.
 */
export type PasskeysErrorCode =
  | 'loadFailed'
  | 'wrongPassword'
  | 'tooManyAttempts'
  | 'addFailed'
  | 'alreadyAdded'
  | 'renameFailed'
  | 'removeFailed'

export interface PasskeysInput {
  /** The browser can make passkeys (`browserSupportsWebAuthn`): without it there is no Add. */
  supported: boolean
}

export interface PasskeysContext {
  passkeys: Passkey[]
  supported: boolean
  /** The passkey being renamed or removed. */
  target: string | null
  /** The name the new passkey gets once the prompt answered (the password is never kept). */
  draftName: string
  /** The prompt's options the service handed out, while it is open. */
  options: PublicKeyCredentialCreationOptionsJSON | null
  /** The prompt's answer, while the service checks it. */
  answer: RegistrationResponseJSON | null
  error: PasskeysErrorCode | null
  /** With `tooManyAttempts`: seconds until the password may be tried again. */
  retryAfterSeconds: number | null
  /** What happened last, for the status line: the prompt cancelled is said here, quietly. */
  done: 'added' | 'renamed' | 'removed' | 'cancelled' | null
}

export type PasskeysEvent =
  | { type: 'retry' }
  | { type: 'add.start' }
  /** The add dialog sent: the account's password asked again and the passkey's name. */
  | { type: 'add.submit'; password: string; name: string }
  | { type: 'rename.start'; id: string }
  /** The rename dialog sent: the new name and the account's password asked again. */
  | { type: 'rename.submit'; name: string; password: string }
  | { type: 'remove.ask'; id: string }
  /** Remove confirmed with the account's password asked again. */
  | { type: 'remove.confirm'; password: string }
  /** A field of the open dialog changed: the service's complaint no longer applies. */
  | { type: 'edit' }
  | { type: 'cancel' }

/**
 * `step:list`: the list shows; `step:add`, `step:rename`, `step:remove`: that dialog over it;
 * `step:prompt`: the browser's own passkey prompt is open (the add dialog waits for it).
 */
export type PasskeysTag =
  | 'loading'
  | 'error'
  | 'step:prompt'
  | 'step:list'
  | 'step:add'
  | 'step:rename'
  | 'step:remove'

const validName = (name: string) => name.trim() !== '' && name.trim().length <= PASSKEY_NAME_MAX

export const passkeysMachine = lazySetup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
    input: {} as PasskeysInput,
    tags: {} as PasskeysTag,
    children: {} as {
      loadPasskeys: 'loadPasskeys'
      registrationOptions: 'registrationOptions'
      createPasskey: 'createPasskey'
      savePasskey: 'savePasskey'
      renamePasskey: 'renamePasskey'
      removePasskey: 'removePasskey'
    },
  },
  actors: {
    /** GET v1/user/passkeys: the account's passkeys, oldest first. */
    loadPasskeys: fromPromise<Passkey[], void>(notProvided('loadPasskeys')),
    /**
     * POST v1/user/passkeys/register/options with the password: the options of the browser's
     * prompt; rejects with WrongPassword or TooManyAttempts when the password is refused.
     */
    registrationOptions: fromPromise<PublicKeyCredentialCreationOptionsJSON, { password: string }>(
      notProvided('registrationOptions'),
    ),
    /** The browser's prompt (`startRegistration`); rejects with a `PasskeyPromptFailure` when it knows why. */
    createPasskey: fromPromise<RegistrationResponseJSON, { options: PublicKeyCredentialCreationOptionsJSON }>(
      notProvided('createPasskey'),
    ),
    /** POST v1/user/passkeys/register/verify: the passkey as the service keeps it. */
    savePasskey: fromPromise<Passkey, { response: RegistrationResponseJSON; name: string }>(
      notProvided('savePasskey'),
    ),
    /**
     * PUT v1/user/passkeys/:id with the password: the passkey renamed; rejects with WrongPassword
     * or TooManyAttempts when the password is refused.
     */
    renamePasskey: fromPromise<Passkey, { id: string; name: string; password: string }>(
      notProvided('renamePasskey'),
    ),
    /**
     * DELETE v1/user/passkeys/:id with the password: resolves once removed (one already gone
     * counts as removed); rejects as renamePasskey does when the password is refused.
     */
    removePasskey: fromPromise<void, { id: string; password: string }>(notProvided('removePasskey')),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    isKnownPasskey: ({ context, event }) => {
      assertEvent(event, ['rename.start', 'remove.ask'])
      return context.passkeys.some((p) => p.id === event.id)
    },
    hasPasswordAndName: ({ event }) => {
      assertEvent(event, 'add.submit')
      return event.password !== '' && validName(event.name)
    },
    hasValidNameAndPassword: ({ event }) => {
      assertEvent(event, 'rename.submit')
      return validName(event.name) && event.password !== ''
    },
    hasPassword: ({ event }) => {
      assertEvent(event, 'remove.confirm')
      return event.password !== ''
    },
    isWrongPassword: (_, params: { error: unknown }) => isWrongPassword(params.error),
    isTooManyAttempts: (_, params: { error: unknown }) => isTooManyAttempts(params.error),
    isPromptCancelled: (_, params: { error: unknown }) => promptReason(params.error) === 'cancelled',
    isAlreadyAdded: (_, params: { error: unknown }) => promptReason(params.error) === 'alreadyAdded',
  },
  actions: {
    setList: assign((_, passkeys: Passkey[]) => ({ passkeys, error: null })),
    failLoad: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null, retryAfterSeconds: null }),
    startAdding: assign({ error: null, retryAfterSeconds: null, done: null, target: null }),
    keepName: assign(({ event }) => {
      assertEvent(event, 'add.submit')
      return { draftName: event.name.trim(), error: null, retryAfterSeconds: null }
    }),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['rename.start', 'remove.ask'])
      return { target: event.id, error: null, done: null }
    }),
    clearTarget: assign({ target: null, error: null }),
    clearServiceError: assign(({ context }) =>
      context.error === 'wrongPassword' || context.error === 'renameFailed' ? { error: null } : {},
    ),
    fail: assign((_, params: { error: PasskeysErrorCode }) => ({ error: params.error })),
    failTooMany: assign((_, params: { error: TooManyAttempts }) => ({
      error: 'tooManyAttempts' as const,
      retryAfterSeconds: params.error.retryAfterSeconds,
    })),
    setOptions: assign((_, options: PublicKeyCredentialCreationOptionsJSON) => ({ options })),
    setAnswer: assign((_, answer: RegistrationResponseJSON) => ({ options: null, answer })),
    /** The prompt is over, however it ended: nothing of it is kept. */
    forgetPrompt: assign({ draftName: '', options: null, answer: null }),
    noteCancelled: assign({ done: 'cancelled' as const }),
    addPasskey: assign(({ context }, passkey: Passkey) => ({
      passkeys: [...context.passkeys, passkey],
      done: 'added' as const,
    })),
    replacePasskey: assign(({ context }, passkey: Passkey) => ({
      passkeys: context.passkeys.map((p) => (p.id === passkey.id ? passkey : p)),
      target: null,
      done: 'renamed' as const,
    })),
    dropTarget: assign(({ context }) => ({
      passkeys: context.passkeys.filter((p) => p.id !== context.target),
      target: null,
      done: 'removed' as const,
    })),
  },
}).createMachine({
  id: 'passkeys',
  description: 'Your passkeys: the list; add one (password again, then the browser prompt), rename, remove.',
  context: ({ input }) => ({
    passkeys: [],
    supported: input.supported,
    target: null,
    draftName: '',
    options: null,
    answer: null,
    error: null,
    retryAfterSeconds: null,
    done: null,
  }),
  initial: 'loading',
  states: {
    ...listLoading('loadPasskeys', 'Reading the passkeys.'),
    list: {
      description:
        'One item per passkey (name, added, last used; Rename, Remove), or why to add one; Add passkey when the browser can make one, else a note that it cannot.',
      tags: ['step:list'],
      on: {
        'add.start': { guard: 'isSupported', target: 'adding', actions: 'startAdding' },
        'rename.start': { guard: 'isKnownPasskey', target: 'renaming', actions: 'setTarget' },
        'remove.ask': { guard: 'isKnownPasskey', target: 'confirmingRemove', actions: 'setTarget' },
      },
    },
    adding: {
      description: 'The add dialog over the list: the password again and the name, then the browser prompt.',
      tags: ['step:list', 'step:add'],
      exit: 'forgetPrompt',
      initial: 'editing',
      states: {
        editing: {
          description: 'Password (asked again) and name (the browser and system, editable).',
          on: {
            'add.submit': { guard: 'hasPasswordAndName', target: 'checking', actions: 'keepName' },
            edit: { actions: 'clearServiceError' },
            cancel: { target: '#passkeys.list', actions: 'clearError' },
          },
        },
        checking: {
          description: 'Checking the password; the service hands out the prompt options.',
          tags: ['loading'],
          invoke: {
            id: 'registrationOptions',
            src: 'registrationOptions',
            input: ({ event }) => {
              assertEvent(event, 'add.submit')
              return { password: event.password }
            },
            onDone: {
              target: 'prompting',
              actions: { type: 'setOptions', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'fail', params: { error: 'wrongPassword' } },
              },
              {
                guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'failTooMany',
                  params: ({ event }) => ({ error: event.error as TooManyAttempts }),
                },
              },
              { target: 'editing', actions: { type: 'fail', params: { error: 'addFailed' } } },
            ],
          },
        },
        prompting: {
          description:
            "The browser's passkey prompt is open. Cancelled: back to the list, quietly; this device's passkey already on the account, or any failure: the list says so.",
          tags: ['loading', 'step:prompt'],
          invoke: {
            id: 'createPasskey',
            src: 'createPasskey',
            input: ({ context }) => ({ options: context.options! }),
            onDone: { target: 'saving', actions: { type: 'setAnswer', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'isPromptCancelled', params: ({ event }) => ({ error: event.error }) },
                target: '#passkeys.list',
                actions: 'noteCancelled',
              },
              {
                guard: { type: 'isAlreadyAdded', params: ({ event }) => ({ error: event.error }) },
                target: '#passkeys.list',
                actions: { type: 'fail', params: { error: 'alreadyAdded' } },
              },
              { target: '#passkeys.list', actions: { type: 'fail', params: { error: 'addFailed' } } },
            ],
          },
        },
        saving: {
          description: "The service checks the browser's answer and keeps the passkey.",
          tags: ['loading'],
          invoke: {
            id: 'savePasskey',
            src: 'savePasskey',
            input: ({ context }) => ({ response: context.answer!, name: context.draftName }),
            onDone: {
              target: '#passkeys.list',
              actions: { type: 'addPasskey', params: ({ event }) => event.output },
            },
            onError: { target: '#passkeys.list', actions: { type: 'fail', params: { error: 'addFailed' } } },
          },
        },
      },
    },
    renaming: {
      description:
        'The rename dialog over the list: the password asked again (a token alone renames nothing) and the name, at most 60 characters.',
      tags: ['step:list', 'step:rename'],
      initial: 'editing',
      states: {
        editing: {
          description: 'The password field and the name field, filled with the current name.',
          on: {
            'rename.submit': { guard: 'hasValidNameAndPassword', target: 'saving' },
            edit: { actions: 'clearServiceError' },
            cancel: { target: '#passkeys.list', actions: 'clearTarget' },
          },
        },
        saving: {
          description: 'Saving the name; a refused password or a failure keeps the dialog and says so.',
          tags: ['loading'],
          invoke: {
            id: 'renamePasskey',
            src: 'renamePasskey',
            // the password travels in the event to this call only: it is kept in no context
            input: ({ context, event }) => {
              assertEvent(event, 'rename.submit')
              return { id: context.target ?? '', name: event.name.trim(), password: event.password }
            },
            onDone: {
              target: '#passkeys.list',
              actions: { type: 'replacePasskey', params: ({ event }) => event.output },
            },
            onError: [
              {
                guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: { type: 'fail', params: { error: 'wrongPassword' } },
              },
              {
                guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'failTooMany',
                  params: ({ event }) => ({ error: event.error as TooManyAttempts }),
                },
              },
              { target: 'editing', actions: { type: 'fail', params: { error: 'renameFailed' } } },
            ],
          },
        },
      },
    },
    confirmingRemove: {
      description:
        'Remove this passkey? It logs nobody in from then on; the password is asked again (a token alone removes nothing).',
      tags: ['step:list', 'step:remove'],
      on: {
        'remove.confirm': { guard: 'hasPassword', target: 'removing', actions: 'clearError' },
        edit: { actions: 'clearServiceError' },
        cancel: { target: 'list', actions: 'clearTarget' },
      },
    },
    removing: {
      description:
        'Removing the passkey; then it leaves the list. A refused password is said in the dialog; a failure keeps the passkey and says so.',
      tags: ['loading', 'step:list', 'step:remove'],
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context, event }) => {
          assertEvent(event, 'remove.confirm')
          return { id: context.target ?? '', password: event.password }
        },
        onDone: { target: 'list', actions: 'dropTarget' },
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingRemove',
            actions: { type: 'fail', params: { error: 'wrongPassword' } },
          },
          {
            guard: { type: 'isTooManyAttempts', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingRemove',
            actions: {
              type: 'failTooMany',
              params: ({ event }) => ({ error: event.error as TooManyAttempts }),
            },
          },
          {
            target: 'list',
            actions: ['clearTarget', { type: 'fail', params: { error: 'removeFailed' } }],
          },
        ],
      },
    },
  },
})

export type PasskeysActorRef = ActorRefFrom<typeof passkeysMachine>
