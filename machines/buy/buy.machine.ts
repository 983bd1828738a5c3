/**
 * Buy via the partner popup (SPEC §4 Buy flow): the package id is stored and the billing service
 * asked whether the package is active (`checkPackage`; the billing client keeps its token fresh,
 * src/api/bss.ts: an expired one is refreshed and the call made again). Signed out of billing, the
 * buy flag is set and the partner sign-in popup opens (600×800); its token pair is stored, then
 * the current packages are checked:
 * already active → the recurring-payment notice and the popup closes; not owned → the same popup
 * goes on to the partner pay page. With a token, an active package shows the already-owned alert
 * and nothing is paid. The popup is one callback actor (`partnerPopup`) for the whole visit, so a
 * popup the customer closes, or one the browser blocks, ends the flow wherever it is.
 *
 * It runs inside the payment flow (machines/payment), which hands itself in as the input's
 * `notify` and is told when the partner window is gone (`buy.windowClosed`), so that what a
 * payment made there became can show. Run alone (its own tests) it has no one to tell.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  setup,
  type ActorRef,
  type ActorRefFrom,
  type Snapshot,
} from 'xstate'
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

/**
 * Where the partner popup is: its sign-in page, or the pay page for a package (the popup adds the
 * billing token the pay page wants as it opens it).
 */
export type PopupTarget =
  | { page: 'login' }
  | { page: 'pay'; packageId: number; kind: PackageKind; returnPath: string }

export interface TokenPair {
  token: string
  refreshToken: string
}

export type BuyErrorCode = 'popupBlocked' | 'checkFailed'

/** Who hears `buy.windowClosed`: the payment flow that runs this one. */
export type BuyNotified = ActorRef<Snapshot<unknown>, BuyNotice>

export interface BuyInput {
  notify?: BuyNotified
}

export interface BuyContext {
  notify: BuyNotified | null
  pkg: BuyPackage | null
  /** The page the payment ends on (the partner sends the popup there with order_id, status, user_id). */
  returnPath: string
  popup: PopupTarget | null
  /** The billing account's phone, for the already-owned alert. */
  phone: string | null
  error: BuyErrorCode | null
}

/** What billing says: signed out (no token it accepts, even refreshed), or the package and the account's phone. */
export type PackageCheck = { signedIn: false } | { signedIn: true; owned: boolean; phone: string | null }

export type BuyEvent =
  | { type: 'buy'; pkg: BuyPackage; returnPath: string }
  | { type: 'partner.loggedIn'; token: string; refreshToken: string }
  | { type: 'popup.closed' }
  | { type: 'popup.blocked' }
  | { type: 'retry' }
  | { type: 'close' }

/** What the popup actor hears from the machine: go to another partner page, or close. */
export type PopupCommand = { type: 'popup.go'; target: PopupTarget } | { type: 'popup.close' }

/** For analytics (the app sends it on): a Buy started, with the package's product code. */
export type BuyEmitted = { type: 'track'; event: 'buy_started'; label: string }

/** What the buy flow tells the payment flow it runs in: the partner window is gone, paid in or not. */
export type BuyNotice = { type: 'buy.windowClosed' }

/**
 * `loading` — a call or the popup is under way; `step:signIn` — the partner sign-in popup is open;
 * `step:paying` — the partner pay page is open (the page shows a notice with Cancel for both); `step:blocked` — the
 * browser blocked the popup (message and retry); `step:alreadyOwned` — 'Kamu Punya Paket Ini';
 * `step:recurring` — the recurring-payment notice; `error` — the package check failed.
 */
export type BuyTag =
  | 'loading'
  | 'step:signIn'
  | 'step:paying'
  | 'step:blocked'
  | 'step:alreadyOwned'
  | 'step:recurring'
  | 'error'

const cleared = { popup: null, phone: null, error: null } as const

export const buyMachine = setup({
  types: {
    context: {} as BuyContext,
    input: {} as BuyInput | undefined,
    events: {} as BuyEvent,
    emitted: {} as BuyEmitted,
    tags: {} as BuyTag,
    children: {} as {
      checkPackage: 'checkPackage'
      storeTokens: 'storeTokens'
      setFlag: 'setFlag'
      clearFlags: 'clearFlags'
      partnerPopup: 'partnerPopup'
      readRecurringFlag: 'readRecurringFlag'
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
    /** Whether showRecurring is stored (SPEC §4: the notice shows at start-up until closed). */
    readRecurringFlag: fromPromise<boolean, void>(notProvided('readRecurringFlag')),
    /**
     * Opens the partner popup (600×800) at `target`, follows `popup.go`, closes on `popup.close`
     * or when stopped; sends back partner.loggedIn, popup.closed (by the customer) or popup.blocked.
     */
    partnerPopup: fromCallback<PopupCommand, { target: PopupTarget }>(notProvided('partnerPopup')),
  },
  guards: {
    isSignedOut: (_, result: PackageCheck) => !result.signedIn,
    isOwned: (_, result: PackageCheck) => result.signedIn && result.owned,
    isPayTarget: ({ context }) => context.popup?.page === 'pay',
    isSet: (_, flag: boolean) => flag,
  },
  actions: {
    startBuy: assign(({ event }) => {
      assertEvent(event, 'buy')
      return { ...cleared, pkg: event.pkg, returnPath: event.returnPath }
    }),
    announceBuy: emit(({ event }) => {
      assertEvent(event, 'buy')
      return { type: 'track' as const, event: 'buy_started' as const, label: event.pkg.productCode }
    }),
    setPhone: assign((_, check: PackageCheck) => ({ phone: check.signedIn ? check.phone : null })),
    targetLogin: assign({ popup: { page: 'login' } as PopupTarget }),
    targetPay: assign({
      popup: ({ context }) => payTarget(context),
    }),
    sendPopupToPay: sendTo('partnerPopup', ({ context }) => ({
      type: 'popup.go' as const,
      target: payTarget(context),
    })),
    setError: assign((_, code: BuyErrorCode) => ({ error: code })),
    clearError: assign({ error: null }),
    reset: assign(cleared),
    // Run by the payment flow, buy tells it; alone (its own tests) there is no one to tell.
    tellWindowClosed: enqueueActions(({ context, enqueue }) => {
      if (context.notify) enqueue.sendTo(context.notify, { type: 'buy.windowClosed' } satisfies BuyNotice)
    }),
  },
}).createMachine({
  id: 'buy',
  description: 'Buy a package through the partner popup.',
  context: ({ input }) => ({ notify: input?.notify ?? null, pkg: null, returnPath: '/', ...cleared }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Reading the stored showRecurring flag: a notice left from an earlier page shows again until closed.',
      invoke: {
        id: 'readRecurringFlag',
        src: 'readRecurringFlag',
        onDone: [
          { guard: { type: 'isSet', params: ({ event }) => event.output }, target: 'recurring' },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
      on: { buy: { target: 'checking', actions: ['startBuy', 'announceBuy'] } },
    },
    idle: {
      description: 'Nothing under way; a Buy button starts the flow.',
      on: { buy: { target: 'checking', actions: ['startBuy', 'announceBuy'] } },
    },
    checking: {
      description:
        'Storing the package id and asking billing: signed out → the partner sign-in; the package active → the already-owned alert, no payment.',
      tags: ['loading'],
      invoke: {
        id: 'checkPackage',
        src: 'checkPackage',
        input: ({ context }) => checkInput(context),
        onDone: [
          { guard: { type: 'isSignedOut', params: ({ event }) => event.output }, target: 'flaggingBuy' },
          {
            guard: { type: 'isOwned', params: ({ event }) => event.output },
            target: 'alreadyOwned',
            actions: { type: 'setPhone', params: ({ event }) => event.output },
          },
          { target: 'popup', actions: 'targetPay' },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: 'checkFailed' } },
      },
    },
    flaggingBuy: {
      description: 'Signed out of billing: the buy flag is stored before the partner sign-in popup opens.',
      tags: ['loading'],
      invoke: {
        id: 'setFlag',
        src: 'setFlag',
        input: { flag: 'buy' },
        onDone: { target: 'popup', actions: 'targetLogin' },
        onError: { target: 'popup', actions: 'targetLogin' },
      },
    },
    popup: {
      description:
        'The partner popup is open. Closed by the customer → idle with nothing charged; blocked → a message and a retry.',
      tags: ['loading'],
      invoke: {
        id: 'partnerPopup',
        src: 'partnerPopup',
        input: ({ context }) => ({ target: context.popup ?? { page: 'login' } }),
      },
      on: {
        'popup.closed': { target: 'idle', actions: ['tellWindowClosed', 'reset'] },
        // Cancel on the page: leaving this state stops the popup actor, which closes the window
        close: { target: 'idle', actions: ['tellWindowClosed', 'reset'] },
        'popup.blocked': { target: 'blocked', actions: { type: 'setError', params: 'popupBlocked' } },
      },
      initial: 'routing',
      states: {
        routing: {
          description: 'The popup opened on its first page.',
          always: [{ guard: 'isPayTarget', target: 'paying' }, { target: 'signingIn' }],
        },
        signingIn: {
          description: 'The partner sign-in page: waiting for its token and refresh token.',
          tags: ['step:signIn'],
          on: { 'partner.loggedIn': { target: 'storingTokens' } },
        },
        storingTokens: {
          description: 'Storing the token pair from the partner.',
          invoke: {
            id: 'storeTokens',
            src: 'storeTokens',
            input: ({ event }) => {
              assertEvent(event, 'partner.loggedIn')
              return { token: event.token, refreshToken: event.refreshToken }
            },
            onDone: { target: 'checking' },
            onError: { target: 'checking' },
          },
        },
        checking: {
          description: 'Signed in through the popup: checking the current packages.',
          invoke: {
            id: 'checkPackage',
            src: 'checkPackage',
            input: ({ context }) => checkInput(context),
            onDone: [
              {
                guard: { type: 'isOwned', params: ({ event }) => event.output },
                target: 'flaggingRecurring',
              },
              // billing refused the pair the partner just gave: nothing to pay with
              {
                guard: { type: 'isSignedOut', params: ({ event }) => event.output },
                target: '#buy.failed',
                actions: { type: 'setError', params: 'checkFailed' },
              },
              // the buy flag is always set on this path (signing in started from a Buy button)
              { target: 'paying', actions: ['targetPay', 'sendPopupToPay'] },
            ],
            onError: { target: '#buy.failed', actions: { type: 'setError', params: 'checkFailed' } },
          },
        },
        flaggingRecurring: {
          description:
            'Already active while a buy was pending: the recurring flag is stored, the popup closes.',
          invoke: {
            id: 'setFlag',
            src: 'setFlag',
            input: { flag: 'showRecurring' },
            onDone: { target: '#buy.recurring' },
            onError: { target: '#buy.recurring' },
          },
        },
        paying: {
          description: 'The partner pay page; it ends on the payment-return page, which closes the popup.',
          tags: ['step:paying'],
        },
      },
    },
    blocked: {
      description: 'The browser blocked the popup: a clear message and a retry (a click, so it may open).',
      tags: ['step:blocked'],
      on: {
        retry: { target: 'popup', actions: 'clearError' },
        close: { target: 'idle', actions: 'reset' },
      },
    },
    alreadyOwned: {
      description: 'The package is already active on this account: the alert, and no payment.',
      tags: ['step:alreadyOwned'],
      on: { close: { target: 'clearingFlags' } },
    },
    recurring: {
      description: 'Signed in to buy a package already active: the recurring-payment notice.',
      tags: ['step:recurring'],
      on: { close: { target: 'clearingFlags' } },
    },
    clearingFlags: {
      description: 'Closing the notice clears username, showRecurring and buy.',
      invoke: {
        id: 'clearFlags',
        src: 'clearFlags',
        onDone: { target: 'idle', actions: 'reset' },
        onError: { target: 'idle', actions: 'reset' },
      },
    },
    failed: {
      description: 'The package check failed; the customer may try again.',
      tags: ['error'],
      on: {
        retry: { target: 'checking', actions: 'clearError' },
        close: { target: 'idle', actions: 'reset' },
      },
    },
  },
})

function payTarget(context: BuyContext): PopupTarget {
  return {
    page: 'pay',
    packageId: context.pkg?.id ?? 0,
    kind: context.pkg?.kind ?? 'add-on',
    returnPath: context.returnPath,
  }
}

function checkInput(context: BuyContext) {
  return { packageId: context.pkg?.id ?? 0, productCode: context.pkg?.productCode ?? '' }
}

export type BuyActorRef = ActorRefFrom<typeof buyMachine>
