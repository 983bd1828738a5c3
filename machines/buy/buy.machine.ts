/**
 * Buy's billing check (SPEC §4 Buy flow): the package id is stored and the billing service asked
 * whether the package is active (`checkPackage`; the billing client keeps its token fresh,
 * src/api/bss.ts: an expired one is refreshed and the call made again). The payment flow
 * (machines/payment) runs it twice around the partner window it owns: once on a Buy, before any
 * window opens, and once with the token pair the partner sign-in gave, while that window waits.
 *
 * It ends by saying what the payment flow does next (its output): open the partner sign-in
 * (`signIn`: signed out of billing, the buy flag stored), open or send the window to the partner
 * pay page (`pay`), close the window and show the recurring-payment notice (`recurring`: signed
 * in to buy a package already active, the flag stored), or nothing (`none`: the already-owned
 * alert or a failed check was closed).
 */
import { assign, fromPromise, type ActorRefFrom, type DoneStateEvent } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'

/** What the partner pay page sells: an add-on, or a starter pack (a box delivered with its plan). */
export type PackageKind = 'add-on' | 'starter'

export interface BuyPackage {
  /** The partner's package id (`package-id` of the pay page), within its kind. */
  id: number
  kind: PackageKind
  /** Compared with `code` of the current packages. */
  productCode: string
}

export interface TokenPair {
  token: string
  refreshToken: string
}

export interface BuyInput {
  pkg: BuyPackage
  /** The token pair the partner sign-in just gave (the second run), or null (a Buy). */
  signedInWith: TokenPair | null
}

export type BuyNext = 'signIn' | 'pay' | 'recurring' | 'none'

/** What the payment flow does next with the partner window. */
export interface BuyOutput {
  next: BuyNext
}

export interface BuyContext {
  pkg: BuyPackage
  signedInWith: TokenPair | null
  /** The billing account's phone, for the already-owned alert. */
  phone: string | null
  error: 'checkFailed' | null
}

/** What billing says: signed out (no token it accepts, even refreshed), or the package and the account's phone. */
export type PackageCheck = { signedIn: false } | { signedIn: true; owned: boolean; phone: string | null }

export type BuyEvent = { type: 'retry' } | { type: 'close' }

/**
 * `loading` — a call is under way (the 'checking your packages' notice); `step:alreadyOwned` —
 * 'Kamu Punya Paket Ini'; `error` — the package check failed (message and retry).
 */
export type BuyTag = 'loading' | 'step:alreadyOwned' | 'error'

export const buyMachine = lazySetup({
  types: {
    context: {} as BuyContext,
    input: {} as BuyInput,
    events: {} as BuyEvent,
    output: {} as BuyOutput,
    tags: {} as BuyTag,
    children: {} as {
      checkPackage: 'checkPackage'
      storeTokens: 'storeTokens'
      setFlag: 'setFlag'
      clearFlags: 'clearFlags'
    },
  },
  actors: {
    /**
     * Stores the package id, then asks billing whether the package is among the current packages
     * (payduct/v1/package/current), with the account's phone; signed out when billing accepts no token.
     */
    checkPackage: fromPromise<PackageCheck, { packageId: number; productCode: string }>(
      notProvided('checkPackage'),
    ),
    /** Stores the partner's token pair (vplusToken, refreshToken). */
    storeTokens: fromPromise<void, TokenPair>(notProvided('storeTokens')),
    /** Sets a stored flag: `buy` before the sign-in popup, `showRecurring` when the package is active. */
    setFlag: fromPromise<void, { flag: 'buy' | 'showRecurring' }>(notProvided('setFlag')),
    /** Clears username, showRecurring and buy (closing the already-has-package notice). */
    clearFlags: fromPromise<void, void>(notProvided('clearFlags')),
  },
  guards: {
    hasPair: ({ context }) => context.signedInWith !== null,
    isSignedOut: (_, result: PackageCheck) => !result.signedIn,
    isSignedOutAfterSignIn: ({ context }, result: PackageCheck) =>
      context.signedInWith !== null && !result.signedIn,
    isOwned: (_, result: PackageCheck) => result.signedIn && result.owned,
    isOwnedAfterSignIn: ({ context }, result: PackageCheck) =>
      context.signedInWith !== null && result.signedIn && result.owned,
  },
  actions: {
    setPhone: assign((_, check: PackageCheck) => ({ phone: check.signedIn ? check.phone : null })),
    setError: assign({ error: 'checkFailed' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'buy',
  description:
    "Buy's billing check: signed in? the package already active? Then what the partner window does.",
  context: ({ input }) => ({ pkg: input.pkg, signedInWith: input.signedInWith, phone: null, error: null }),
  initial: 'routing',
  // the output of whichever final state was reached
  output: ({ event }) => (event as DoneStateEvent<BuyOutput>).output,
  states: {
    routing: {
      description: 'A Buy checks at once; after the partner sign-in its token pair is stored first.',
      always: [{ guard: 'hasPair', target: 'storingTokens' }, { target: 'checking' }],
    },
    storingTokens: {
      description: 'Storing the token pair from the partner sign-in.',
      tags: ['loading'],
      invoke: {
        id: 'storeTokens',
        src: 'storeTokens',
        input: ({ context }) => context.signedInWith ?? { token: '', refreshToken: '' },
        onDone: { target: 'checking' },
        onError: { target: 'checking' },
      },
    },
    checking: {
      description:
        'Storing the package id and asking billing: signed out → the partner sign-in; active → the already-owned alert (or, just signed in, the recurring notice); else the pay page.',
      tags: ['loading'],
      invoke: {
        id: 'checkPackage',
        src: 'checkPackage',
        input: ({ context }) => ({ packageId: context.pkg.id, productCode: context.pkg.productCode }),
        onDone: [
          // after the sign-in, billing refused the pair the partner just gave: nothing to pay with
          {
            guard: { type: 'isSignedOutAfterSignIn', params: ({ event }) => event.output },
            target: 'failed',
            actions: 'setError',
          },
          { guard: { type: 'isSignedOut', params: ({ event }) => event.output }, target: 'flaggingBuy' },
          {
            guard: { type: 'isOwnedAfterSignIn', params: ({ event }) => event.output },
            target: 'flaggingRecurring',
          },
          {
            guard: { type: 'isOwned', params: ({ event }) => event.output },
            target: 'alreadyOwned',
            actions: { type: 'setPhone', params: ({ event }) => event.output },
          },
          { target: 'paying' },
        ],
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    flaggingBuy: {
      description: 'Signed out of billing: the buy flag is stored before the partner sign-in opens.',
      tags: ['loading'],
      invoke: {
        id: 'setFlag',
        src: 'setFlag',
        input: { flag: 'buy' },
        onDone: 'signingIn',
        onError: 'signingIn',
      },
    },
    flaggingRecurring: {
      description: 'Already active while a buy was pending: the recurring flag is stored, the window closes.',
      tags: ['loading'],
      invoke: {
        id: 'setFlag',
        src: 'setFlag',
        input: { flag: 'showRecurring' },
        onDone: 'recurring',
        onError: 'recurring',
      },
    },
    alreadyOwned: {
      description: 'The package is already active on this account: the alert, and no payment.',
      tags: ['step:alreadyOwned'],
      on: { close: { target: 'clearingFlags' } },
    },
    clearingFlags: {
      description: 'Closing the alert clears username, showRecurring and buy.',
      invoke: { id: 'clearFlags', src: 'clearFlags', onDone: 'done', onError: 'done' },
    },
    failed: {
      description: 'The package check failed; the customer may try again.',
      tags: ['error'],
      on: {
        retry: { target: 'checking', actions: 'clearError' },
        close: { target: 'done' },
      },
    },
    signingIn: {
      description: 'Ends: the payment flow opens the partner sign-in.',
      type: 'final',
      output: { next: 'signIn' } satisfies BuyOutput,
    },
    paying: {
      description: 'Ends: the payment flow opens the partner pay page (or sends its window there).',
      type: 'final',
      output: { next: 'pay' } satisfies BuyOutput,
    },
    recurring: {
      description: 'Ends: the payment flow closes the window and shows the recurring-payment notice.',
      type: 'final',
      output: { next: 'recurring' } satisfies BuyOutput,
    },
    done: {
      description: 'Ends with nothing to pay: the alert or the failed check was closed.',
      type: 'final',
      output: { next: 'none' } satisfies BuyOutput,
    },
  },
})

export type BuyActorRef = ActorRefFrom<typeof buyMachine>
