/**
 * Buying, as one chart (SPEC §4 Buy flow, §2 Payment return, §4 Payment success popup):
 *
 *   Buy → `buying` (buy's billing check) → `partner` (the partner window: sign-in, then the pay
 *   page, `awaitingResult`) → `confirming` (the order as the server reports it) → `showingResult`
 *   → closed → `idle`.
 *
 * A Pay or Continue Payment (`pay`) starts at the payment popup (`paying`, payment-return's
 * machine), whose return goes to `confirming` (wide), the transaction detail (narrow) or nowhere
 * (the history shows the order). A page opened with an order_id in its address (`returned`)
 * starts at `confirming` or the transaction detail, unless it is the order already in hand (this
 * flow's own redirect, or an order already shown).
 *
 * The partner window is this machine's child for exactly as long as `partner` lasts: buy's check
 * runs before it opens and again inside it, after the sign-in. The partner's return page stores
 * the result (paymentSuccessData) and closes the window; both are heard here: a stored success
 * goes to `confirming` whether the window is still open (`partner.awaitingResult`) or was seen
 * closing first (`windowClosed`, which keeps listening), so that race is two transitions on the
 * chart. A stored result left from an earlier visit shows from `idle` too.
 *
 * Analytics are entry actions: `buy_started` entering `buying`, `payment_result` (and
 * `addon_purchased` for a paid add-on) entering each result, once per order and status.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendTo,
  type ActorRefFrom,
} from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import {
  buyMachine,
  type BuyOutput,
  type BuyPackage,
  type PackageKind,
  type TokenPair,
} from '../buy/buy.machine'
import {
  paymentReturnMachine,
  type PayEvent,
  type PaymentReturnOutput,
  type ReturnedOrder,
  type ReturnMode,
  WIDE_MIN_PX,
} from '../payment-return/payment-return.machine'
import { isPaid, isStoredSuccess, isWaiting, type StoredPaymentResult } from '../../contract/order-status'

/** First wait before asking again about a pending payment; doubles each time up to POLL_MAX_MS. */
export const POLL_FIRST_MS = 2_000
export const POLL_MAX_MS = 60_000
/** An add-on's product name (the catalogue names them "Add On …" or "Add-on …"). */
const ADD_ON_NAME = /^add[\s-]?on\b/i

/**
 * Where the partner window is: its sign-in page, or the pay page for a package (the window actor
 * adds the billing token the pay page wants as it opens it).
 */
export type PopupTarget =
  | { page: 'login' }
  | { page: 'pay'; packageId: number; kind: PackageKind; returnPath: string }

/** What the partner window actor hears: go to another partner page (opening it if it is gone), or close. */
export type PopupCommand = { type: 'popup.go'; target: PopupTarget } | { type: 'popup.close' }

export type ReturnSource = 'redirect' | 'partner'

export type PaymentEvent =
  /** A Buy button: the package and the page the partner pay page ends on (the return page, /token). */
  | { type: 'buy'; pkg: BuyPackage; returnPath: string }
  /** Pay or Continue Payment: the order's payment popup. */
  | PayEvent
  /** A page opened with order_id in its address (the payment's redirect); openTx: the narrow one's open_tx=true. */
  | { type: 'returned'; orderId: string; openTx: boolean }
  /** From the partner window: its sign-in gave a token pair, the customer closed it, the browser blocked it. */
  | { type: 'partner.loggedIn'; token: string; refreshToken: string }
  | { type: 'popup.closed' }
  | { type: 'popup.blocked' }
  /** From the stored-result watcher: paymentSuccessData as it is now. */
  | { type: 'stored.paymentResult'; result: StoredPaymentResult | null }
  /** From the focus watcher: the window regained focus. */
  | { type: 'window.focused' }
  | { type: 'retry' }
  | { type: 'close' }

export type PaymentEmitted =
  | {
      type: 'navigate'
      /** Locale-relative path. */
      path: string
      query: Record<string, string>
    }
  /** For analytics (the app sends it on): a Buy started, what a payment became, an add-on bought. */
  | { type: 'track'; event: 'buy_started' | 'payment_result' | 'addon_purchased'; label: string }

export interface PaymentContext {
  /** The package a Buy is for, and the page its partner pay page ends on. */
  pkg: BuyPackage | null
  buyReturnPath: string
  /** Where the partner window is (or goes when it opens again after a block). */
  window: PopupTarget | null
  /** The token pair the partner sign-in gave, for buy's second check. */
  signedInWith: TokenPair | null
  /** The order in flight: a Pay's, a return's or a stored result's. A `returned` for it is not new. */
  orderId: string | null
  token: string | null
  /** The caller's page (locale-relative path), where a wide screen returns. */
  returnPath: string
  mode: ReturnMode
  source: ReturnSource
  order: ReturnedOrder | null
  /** Times a pending order was asked again: the exponent of the wait before the next ask. */
  pollAttempt: number
  /** The transaction detail's reads: each new value has the view load the order again. */
  detailReads: number
  /** The order and status last reported to analytics: each result counts once. */
  reported: string | null
  error: 'loadFailed' | null
}

/**
 * `loading` — a call is under way; `step:recurring` — the recurring-payment notice;
 * `step:partnerSignIn` / `step:partnerPaying` — the partner window is open on its sign-in or pay
 * page (a notice with Cancel); `step:partnerBlocked` — the browser blocked it (message, retry);
 * `step:partnerClosed` — it closed with no result stored (where a payment made there shows);
 * `step:paymentSuccess` — Payment Success (amount, thanks, Back to home); `step:packageActive` —
 * the payment-successful popup of a partner purchase; `step:pending` — paid, not yet confirmed
 * (also while asked again); `step:notPaid` — failed, expired, cancelled or closed unpaid; `error`
 * — the order could not be loaded; `step:transactionDetail` — the narrow redirect's transaction
 * detail; `step:orderNotice` — a stored partner result not paid (yet), shown once: a quiet notice.
 */
export type PaymentTag =
  | 'loading'
  | 'step:recurring'
  | 'step:partnerSignIn'
  | 'step:partnerPaying'
  | 'step:partnerBlocked'
  | 'step:partnerClosed'
  | 'step:paymentSuccess'
  | 'step:packageActive'
  | 'step:pending'
  | 'step:notPaid'
  | 'error'
  | 'step:transactionDetail'
  | 'step:orderNotice'

/** A new order in flight: nothing read yet. */
const fresh = { order: null, pollAttempt: 0, detailReads: 0, error: null } as const

export const paymentMachine = lazySetup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    emitted: {} as PaymentEmitted,
    tags: {} as PaymentTag,
    children: {} as {
      readRecurringFlag: 'readRecurringFlag'
      clearFlags: 'clearFlags'
      watchStoredResult: 'watchStoredResult'
      watchFocus: 'watchFocus'
      buy: 'buy'
      partnerWindow: 'partnerWindow'
      paymentReturn: 'paymentReturn'
      loadOrder: 'loadOrder'
      clearResult: 'clearResult'
      forgetResult: 'clearResult'
    },
  },
  actors: {
    buy: buyMachine,
    paymentReturn: paymentReturnMachine,
    /** Whether showRecurring is stored (SPEC §4: the notice shows at start-up until closed). */
    readRecurringFlag: fromPromise<boolean, void>(notProvided('readRecurringFlag')),
    /** Clears username, showRecurring and buy (closing the recurring-payment notice). */
    clearFlags: fromPromise<void, void>(notProvided('clearFlags')),
    /**
     * The partner window (600×800): opens at `target`, follows `popup.go`, closes on `popup.close`
     * or when stopped; sends back partner.loggedIn, popup.closed (by the customer) or popup.blocked.
     */
    partnerWindow: fromCallback<PopupCommand, { target: PopupTarget }>(notProvided('partnerWindow')),
    /** Sends back stored.paymentResult with paymentSuccessData at start and whenever another window stores it. */
    watchStoredResult: fromCallback<PaymentEvent>(notProvided('watchStoredResult')),
    /** Sends back window.focused whenever the window regains focus. */
    watchFocus: fromCallback<PaymentEvent>(notProvided('watchFocus')),
    /** The order as the server reports it (transaction detail), with the box's package check. */
    loadOrder: fromPromise<ReturnedOrder, { orderId: string; token: string | null }>(
      notProvided('loadOrder'),
    ),
    /** Removes paymentSuccessData. */
    clearResult: fromPromise<void, void>(notProvided('clearResult')),
  },
  delays: {
    pollDelay: ({ context }) => Math.min(POLL_MAX_MS, POLL_FIRST_MS * 2 ** context.pollAttempt),
  },
  guards: {
    isSet: (_, flag: boolean) => flag,
    wantsSignIn: (_, output: BuyOutput) => output.next === 'signIn',
    wantsPayPage: (_, output: BuyOutput) => output.next === 'pay',
    wantsRecurring: (_, output: BuyOutput) => output.next === 'recurring',
    isPayTarget: ({ context }) => context.window?.page === 'pay',
    isNewOrder: ({ context, event }) => {
      assertEvent(event, 'returned')
      return event.orderId !== context.orderId
    },
    isNewOrderOpenTx: ({ context, event }) => {
      assertEvent(event, 'returned')
      return event.orderId !== context.orderId && event.openTx
    },
    isStoredSuccess: ({ event }) => {
      assertEvent(event, 'stored.paymentResult')
      return isStoredSuccess(event.result)
    },
    gaveUp: (_, output: PaymentReturnOutput) => !output.returned,
    isHistoryMode: ({ context }) => context.mode === 'history',
    staysOnPage: ({ context }, output: PaymentReturnOutput) =>
      context.mode === 'visitor' || (output.returned && output.viewportWidth >= WIDE_MIN_PX),
    isPaid: (_, order: ReturnedOrder) => isPaid(order.status),
    // an order still in init was not paid (the popup closed first): only pending waits
    isWaiting: (_, order: ReturnedOrder) => isWaiting(order.status),
    isFromPartner: ({ context }) => context.source === 'partner',
  },
  actions: {
    startBuy: assign(({ event }) => {
      assertEvent(event, 'buy')
      return { pkg: event.pkg, buyReturnPath: event.returnPath, window: null, signedInWith: null }
    }),
    announceBuy: emit(({ context }) => ({
      type: 'track' as const,
      event: 'buy_started' as const,
      label: context.pkg?.productCode ?? '',
    })),
    targetLogin: assign({ window: { page: 'login' } as PopupTarget }),
    targetPay: assign({ window: ({ context }) => payTarget(context) }),
    setPair: assign(({ event }) => {
      assertEvent(event, 'partner.loggedIn')
      return { signedInWith: { token: event.token, refreshToken: event.refreshToken } }
    }),
    sendWindowToPay: sendTo('partnerWindow', ({ context }) => ({
      type: 'popup.go' as const,
      target: payTarget(context),
    })),
    startPay: assign(({ event }) => {
      assertEvent(event, 'pay')
      return {
        ...fresh,
        orderId: event.orderId,
        token: event.token,
        returnPath: event.returnPath,
        mode: event.mode ?? ('result' as const),
        source: 'redirect' as const,
      }
    }),
    startReturned: assign(({ event }) => {
      assertEvent(event, 'returned')
      return {
        ...fresh,
        orderId: event.orderId,
        token: null,
        mode: 'result' as const,
        source: 'redirect' as const,
      }
    }),
    startStored: assign(({ event }) => {
      assertEvent(event, 'stored.paymentResult')
      return {
        ...fresh,
        orderId: event.result?.orderId ?? null,
        token: null,
        mode: 'result' as const,
        source: 'partner' as const,
      }
    }),
    setOrder: assign((_, order: ReturnedOrder) => ({ order })),
    countPoll: assign({ pollAttempt: ({ context }) => context.pollAttempt + 1 }),
    readDetailAgain: assign({ detailReads: ({ context }) => context.detailReads + 1 }),
    setLoadFailed: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
    // entry of each result: once per order and status, however often a pending order is read again
    reportResult: enqueueActions(({ context, enqueue }) => {
      const { order } = context
      const key = order ? `${order.orderId}:${order.status}` : null
      if (!order || key === context.reported) return
      enqueue.assign({ reported: key })
      enqueue.emit({ type: 'track', event: 'payment_result', label: order.status })
      if (isPaid(order.status) && ADD_ON_NAME.test(order.productName))
        enqueue.emit({ type: 'track', event: 'addon_purchased', label: order.productName })
    }),
    emitWideRedirect: emit(({ context }) => ({
      type: 'navigate' as const,
      path: context.returnPath,
      query: { order_id: context.orderId ?? '' },
    })),
    emitNarrowRedirect: emit(({ context }) => ({
      type: 'navigate' as const,
      path: '/',
      query: { order_id: context.orderId ?? '', open_tx: 'true' },
    })),
  },
}).createMachine({
  id: 'payment',
  description:
    'Buy → partner sign-in and pay window → payment → what the order became; or Pay → payment popup → the same.',
  context: {
    pkg: null,
    buyReturnPath: '/token',
    window: null,
    signedInWith: null,
    orderId: null,
    token: null,
    returnPath: '/',
    mode: 'result',
    source: 'redirect',
    order: null,
    pollAttempt: 0,
    detailReads: 0,
    reported: null,
    error: null,
  },
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
      on: { buy: { target: 'buying', actions: 'startBuy' } },
    },
    idle: {
      description:
        'Nothing under way; a stored success left from an earlier visit, or stored now, still shows.',
      invoke: { id: 'watchStoredResult', src: 'watchStoredResult' },
      initial: 'quiet',
      states: {
        quiet: { description: 'Nothing to show.' },
        orderNotice: {
          description:
            'A stored result whose order is not paid (yet) was shown once and removed from storage: a quiet notice with a link to the order.',
          tags: ['step:orderNotice'],
          on: { close: { target: 'quiet' } },
        },
      },
      on: {
        buy: { target: 'buying', actions: 'startBuy' },
        pay: { target: 'paying', actions: 'startPay' },
        returned: [
          { guard: 'isNewOrderOpenTx', target: 'transactionDetail', actions: 'startReturned' },
          { guard: 'isNewOrder', target: 'confirming', actions: 'startReturned' },
        ],
        'stored.paymentResult': { guard: 'isStoredSuccess', target: 'confirming', actions: 'startStored' },
      },
    },
    recurring: {
      description: 'Signed in to buy a package already active: the recurring-payment notice.',
      tags: ['step:recurring'],
      on: { close: { target: 'clearingFlags' } },
    },
    clearingFlags: {
      description: 'Closing the notice clears username, showRecurring and buy.',
      invoke: { id: 'clearFlags', src: 'clearFlags', onDone: 'idle', onError: 'idle' },
    },
    buying: {
      description:
        "Buy's billing check, before any window: it ends in the partner sign-in, the pay page, or nothing (already owned, failed and closed).",
      entry: 'announceBuy',
      invoke: {
        id: 'buy',
        src: 'buy',
        input: ({ context }) => ({ pkg: context.pkg!, signedInWith: null }),
        onDone: [
          {
            guard: { type: 'wantsSignIn', params: ({ event }) => event.output },
            target: 'partner',
            actions: 'targetLogin',
          },
          {
            guard: { type: 'wantsPayPage', params: ({ event }) => event.output },
            target: 'partner',
            actions: 'targetPay',
          },
          { target: 'idle' },
        ],
      },
    },
    partner: {
      description:
        'The partner window is open (it closes when this state ends). Closed by the customer or cancelled → a notice; blocked → a message and a retry.',
      invoke: {
        id: 'partnerWindow',
        src: 'partnerWindow',
        input: ({ context }) => ({ target: context.window ?? { page: 'login' } }),
      },
      on: {
        'popup.closed': { target: 'windowClosed' },
        'popup.blocked': { target: 'windowBlocked' },
      },
      initial: 'routing',
      states: {
        routing: {
          description: 'The window opened on its first page.',
          always: [{ guard: 'isPayTarget', target: 'awaitingResult' }, { target: 'signingIn' }],
        },
        signingIn: {
          description: 'The partner sign-in page: waiting for its token and refresh token.',
          tags: ['step:partnerSignIn'],
          on: {
            'partner.loggedIn': { target: 'signedIn', actions: 'setPair' },
            // Cancel on the page: leaving `partner` stops the window actor, which closes the window
            close: { target: '#payment.windowClosed' },
          },
        },
        signedIn: {
          description:
            "Signed in through the window: buy's check again with the new pair; not owned → the same window goes to the pay page.",
          invoke: {
            id: 'buy',
            src: 'buy',
            input: ({ context }) => ({ pkg: context.pkg!, signedInWith: context.signedInWith }),
            onDone: [
              {
                guard: { type: 'wantsPayPage', params: ({ event }) => event.output },
                target: 'awaitingResult',
                actions: ['targetPay', 'sendWindowToPay'],
              },
              {
                guard: { type: 'wantsRecurring', params: ({ event }) => event.output },
                target: '#payment.recurring',
              },
              { target: '#payment.idle' },
            ],
          },
        },
        awaitingResult: {
          description:
            'The partner pay page: its return page stores the result and closes the window. A stored success goes on; the window seen closing first → windowClosed, which still listens.',
          tags: ['step:partnerPaying'],
          invoke: { id: 'watchStoredResult', src: 'watchStoredResult' },
          on: {
            'stored.paymentResult': {
              guard: 'isStoredSuccess',
              target: '#payment.confirming',
              actions: 'startStored',
            },
            returned: [
              { guard: 'isNewOrderOpenTx', target: '#payment.transactionDetail', actions: 'startReturned' },
              { guard: 'isNewOrder', target: '#payment.confirming', actions: 'startReturned' },
            ],
            close: { target: '#payment.windowClosed' },
          },
        },
      },
    },
    windowClosed: {
      description:
        'The partner window closed with no stored success (yet): a notice that a payment made there is in the transaction history. A stored success arriving now still wins.',
      tags: ['step:partnerClosed'],
      invoke: { id: 'watchStoredResult', src: 'watchStoredResult' },
      on: {
        'stored.paymentResult': { guard: 'isStoredSuccess', target: 'confirming', actions: 'startStored' },
        buy: { target: 'buying', actions: 'startBuy' },
        pay: { target: 'paying', actions: 'startPay' },
        close: { target: 'idle' },
      },
    },
    windowBlocked: {
      description:
        'The browser blocked the partner window: a clear message and a retry (a click, so it may open).',
      tags: ['step:partnerBlocked'],
      on: { retry: { target: 'partner' }, close: { target: 'idle' } },
    },
    paying: {
      description:
        'The payment popup (payment-return): its return goes to the caller page (wide, or a visitor), the site root with the detail (narrow), or the history.',
      invoke: {
        id: 'paymentReturn',
        src: 'paymentReturn',
        input: ({ context }) => ({
          orderId: context.orderId ?? '',
          token: context.token ?? '',
          returnPath: context.returnPath,
          mode: context.mode,
        }),
        onDone: [
          { guard: { type: 'gaveUp', params: ({ event }) => event.output }, target: 'idle' },
          // the history shows the order named in its query: no result popup over it
          { guard: 'isHistoryMode', target: 'idle', actions: 'emitWideRedirect' },
          {
            guard: { type: 'staysOnPage', params: ({ event }) => event.output },
            target: 'confirming',
            actions: 'emitWideRedirect',
          },
          // narrow: / with open_tx, where the order's transaction detail shows
          { target: 'transactionDetail', actions: 'emitNarrowRedirect' },
        ],
      },
    },
    transactionDetail: {
      description:
        'The narrow redirect (open_tx=true): the transaction detail of the order, read again when the window regains focus.',
      tags: ['step:transactionDetail'],
      invoke: { id: 'watchFocus', src: 'watchFocus' },
      on: {
        // the view reads the order again when detailReads changes
        'window.focused': { target: 'transactionDetail', reenter: true, actions: 'readDetailAgain' },
        // Continue Payment in the detail reopens the payment popup
        pay: { target: 'paying', actions: 'startPay' },
        close: { target: 'idle' },
      },
    },
    confirming: {
      description: 'Asking the server for the order: its status there decides which result shows.',
      tags: ['loading'],
      initial: 'first',
      states: {
        first: { description: 'The first read: nothing shows until the status decides which popup opens.' },
        recheck: {
          description:
            'A pending order asked again: the Waiting for payment popup stays open with the last order read, neither closed nor announced again.',
          tags: ['step:pending'],
          on: {
            close: [
              { guard: 'isFromPartner', target: '#payment.forgettingStored' },
              { target: '#payment.idle' },
            ],
          },
        },
      },
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '', token: context.token }),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => event.output },
            target: 'showingResult.paid',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => event.output },
            target: 'showingResult.pending',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          {
            target: 'showingResult.notPaid',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'loadFailed', actions: 'setLoadFailed' },
      },
    },
    showingResult: {
      description: 'What the order became, as the server reports it; each result is announced on entry.',
      initial: 'paid',
      states: {
        paid: {
          description: 'The server reports the order paid.',
          entry: 'reportResult',
          initial: 'routing',
          on: { close: { target: '#payment.clearingResult' } },
          states: {
            routing: {
              description:
                'A partner purchase shows the package-active popup; a payment popup, Payment Success.',
              always: [{ guard: 'isFromPartner', target: 'packageActive' }, { target: 'paymentSuccess' }],
            },
            paymentSuccess: {
              description: 'Amount paid, thanks, Back to home.',
              tags: ['step:paymentSuccess'],
            },
            packageActive: {
              description:
                "The package is active on the phone's account; streaming site and pairing tutorial.",
              tags: ['step:packageActive'],
            },
          },
        },
        pending: {
          description:
            'Not settled yet: asked again after 2 s, 4 s, 8 s … (at most a minute apart) and when the window regains focus.',
          tags: ['step:pending'],
          entry: 'reportResult',
          invoke: { id: 'watchFocus', src: 'watchFocus' },
          after: { pollDelay: { target: '#payment.confirming.recheck', actions: 'countPoll' } },
          on: {
            'window.focused': { target: '#payment.confirming.recheck', actions: 'countPoll' },
            close: [
              { guard: 'isFromPartner', target: '#payment.forgettingStored' },
              { target: '#payment.idle' },
            ],
          },
        },
        notPaid: {
          description: 'Failed, expired, cancelled, or closed before paying: nothing was charged.',
          tags: ['step:notPaid'],
          entry: 'reportResult',
          on: {
            close: [
              { guard: 'isFromPartner', target: '#payment.forgettingStored' },
              { target: '#payment.idle' },
            ],
          },
        },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded.',
      tags: ['error'],
      on: {
        retry: { target: 'confirming', actions: 'clearError' },
        close: { target: 'idle', actions: 'clearError' },
      },
    },
    clearingResult: {
      description: 'Closing the success popup removes paymentSuccessData.',
      invoke: { id: 'clearResult', src: 'clearResult', onDone: 'idle', onError: 'idle' },
    },
    forgettingStored: {
      description:
        'Closing a stored partner result that is not paid removes paymentSuccessData, so it shows once, not on every page load.',
      invoke: {
        id: 'forgetResult',
        src: 'clearResult',
        onDone: 'idle.orderNotice',
        onError: 'idle.orderNotice',
      },
    },
  },
})

function payTarget(context: PaymentContext): PopupTarget {
  return {
    page: 'pay',
    packageId: context.pkg?.id ?? 0,
    kind: context.pkg?.kind ?? 'add-on',
    returnPath: context.buyReturnPath,
  }
}

export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>
