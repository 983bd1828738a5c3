/**
 * Payment return (SPEC §2 Payment return, §4 Payment success popup). The payment popup's four
 * callbacks (success, pending, error, close) lead to one redirect: at least 1112 px wide to the
 * caller's page with order_id, narrower to / with order_id and open_tx=true, where the transaction
 * detail of that order opens (SPEC §2: the site root is where narrow screens see the order; its
 * detail shows the status from the server and Continue Payment). The partner's return
 * page (order_id, status, user_id; machines/return-page) stores paymentSuccessData and closes
 * itself; this machine, in the opener, hears the stored data and shows the success popup when it
 * qualifies, removing it on close.
 *
 * The status in a URL or in storage is a hint only: what the customer sees comes from the order
 * as the server reports it (`loadOrder`), and a payment still pending is asked again with backoff
 * (and when the window regains focus) until the provider's webhook has settled it.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
} from 'xstate'
import { notProvided } from '../lib/actors'
import type { SnapOutcome } from '../../src/api/payment'
import { isPaid, isWaiting } from '../../src/api/contract/order-status'
import { isStoredSuccess, type StoredPaymentResult } from '../../src/api/contract/payment-result'

/** SPEC §9: the wide-screen breakpoint of the transaction detail and the payment redirect. */
export const WIDE_MIN_PX = 1112
/** First wait before asking again about a pending payment; doubles each time up to POLL_MAX_MS. */
export const POLL_FIRST_MS = 2_000
export const POLL_MAX_MS = 60_000
/** An add-on's product name (the catalogue names them "Add On …" or "Add-on …"). */
const ADD_ON_NAME = /^add[\s-]?on\b/i

export type { SnapOutcome }

/** The order as the server reports it. */
export interface ReturnedOrder {
  orderId: string
  status: string
  amount: number
  productName: string
  /** The account's phone the order belongs to. */
  phone: string
  /** For an add-on bought for a box: whether the box's package list shows it now (null: not known). */
  activeOnBox: boolean | null
}

export type { StoredPaymentResult }

export type ReturnSource = 'redirect' | 'partner'

/**
 * Where a payment popup's result shows: `result` — a wide screen returns to the caller's page with
 * the result popup, a narrow one to / with the order's detail (SPEC §2); `history` — the caller's
 * page (the transaction history) shows the order itself, at any width, so no popup of ours opens
 * over it; `visitor` — no account to show a detail in: the caller's page with the result popup, at
 * any width, the order read with its payment token.
 */
export type ReturnMode = 'result' | 'history' | 'visitor'

export interface PaymentReturnContext {
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
  /** The order and status last reported to analytics: each order read that decides a result counts once. */
  reported: string | null
  error: 'payPopupBlocked' | 'loadFailed' | null
}

export type PaymentReturnEvent =
  | { type: 'pay'; orderId: string; token: string; returnPath: string; mode?: ReturnMode }
  | { type: 'snap.finished'; outcome: SnapOutcome; viewportWidth: number }
  | { type: 'snap.blocked' }
  /** The page was opened with order_id in the query; openTx: the narrow redirect's open_tx=true. */
  | { type: 'returned'; orderId: string; openTx: boolean }
  | { type: 'stored.paymentResult'; result: StoredPaymentResult | null }
  | { type: 'window.focused' }
  /** The buy flow's partner window closed (its paymentWindowClosed): paid there or not, it is gone. */
  | { type: 'partnerWindow.closed' }
  | { type: 'retry' }
  | { type: 'close' }

export type PaymentReturnEmitted =
  | {
      type: 'navigate'
      /** Locale-relative path. */
      path: string
      query: Record<string, string>
    }
  /** For analytics (the app sends it on): what a payment became, and an add-on bought. */
  | { type: 'track'; event: 'payment_result' | 'addon_purchased'; label: string }

/**
 * `loading` — a call is under way; `step:paying` — the payment popup is open; `step:blocked` —
 * the browser blocked it (message, retry); `step:paymentSuccess` — the Payment Success popup
 * (amount, thanks, Back to home); `step:packageActive` — the payment-successful popup of a
 * partner purchase; `step:pending` — paid not yet confirmed (also while it is asked again); `step:notPaid` — failed, expired,
 * cancelled or closed unpaid (init); `error` — the order could not be loaded;
 * `step:transactionDetail` — the transaction detail of `orderId` (the narrow redirect's open_tx);
 * `step:partnerClosed` — the partner window closed with no result stored: where a payment made
 * there shows (the transaction history) and that otherwise nothing was charged;
 * `step:orderNotice` — a stored partner result not paid (yet) was shown once and removed: a quiet
 * notice with a link to the order.
 */
export type PaymentReturnTag =
  | 'loading'
  | 'step:paying'
  | 'step:blocked'
  | 'step:paymentSuccess'
  | 'step:packageActive'
  | 'step:pending'
  | 'step:notPaid'
  | 'error'
  | 'step:transactionDetail'
  | 'step:partnerClosed'
  | 'step:orderNotice'

export const paymentReturnMachine = setup({
  types: {
    context: {} as PaymentReturnContext,
    events: {} as PaymentReturnEvent,
    emitted: {} as PaymentReturnEmitted,
    tags: {} as PaymentReturnTag,
    children: {} as {
      watchReturns: 'watchReturns'
      snapPopup: 'snapPopup'
      loadOrder: 'loadOrder'
      clearResult: 'clearResult'
      forgetResult: 'clearResult'
    },
  },
  actors: {
    /**
     * Sends back stored.paymentResult with paymentSuccessData at start and whenever another window
     * (the partner popup) stores it, and window.focused when the window regains focus.
     */
    watchReturns: fromCallback<PaymentReturnEvent>(notProvided('watchReturns')),
    /** Runs window.snap.pay; sends back snap.finished (any of the four callbacks) or snap.blocked. */
    snapPopup: fromCallback<PaymentReturnEvent, { token: string }>(notProvided('snapPopup')),
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
    isHistoryMode: ({ context }) => context.mode === 'history',
    staysOnPage: ({ context, event }) => {
      assertEvent(event, 'snap.finished')
      return context.mode === 'visitor' || event.viewportWidth >= WIDE_MIN_PX
    },
    isStoredSuccess: ({ event }) => {
      assertEvent(event, 'stored.paymentResult')
      return isStoredSuccess(event.result)
    },
    isPaid: (_, order: ReturnedOrder) => isPaid(order.status),
    // an order still in init was not paid (the popup closed first): only pending waits
    isWaiting: (_, order: ReturnedOrder) => isWaiting(order.status),
    isFromPartner: ({ context }) => context.source === 'partner',
    isOpenTx: ({ event }) => {
      assertEvent(event, 'returned')
      return event.openTx
    },
  },
  actions: {
    startPay: assign(({ event }) => {
      assertEvent(event, 'pay')
      return {
        orderId: event.orderId,
        token: event.token,
        returnPath: event.returnPath,
        mode: event.mode ?? ('result' as const),
        source: 'redirect' as const,
        order: null,
        pollAttempt: 0,
        detailReads: 0,
        error: null,
      }
    }),
    startReturned: assign(({ event }) => {
      assertEvent(event, 'returned')
      return {
        orderId: event.orderId,
        token: null,
        mode: 'result' as const,
        source: 'redirect' as const,
        order: null,
        pollAttempt: 0,
        detailReads: 0,
        error: null,
      }
    }),
    startStored: assign(({ event }) => {
      assertEvent(event, 'stored.paymentResult')
      return {
        orderId: event.result?.orderId ?? null,
        token: null,
        mode: 'result' as const,
        source: 'partner' as const,
        order: null,
        pollAttempt: 0,
        detailReads: 0,
        error: null,
      }
    }),
    setOrder: assign((_, order: ReturnedOrder) => ({ order })),
    countPoll: assign({ pollAttempt: ({ context }) => context.pollAttempt + 1 }),
    readDetailAgain: assign({ detailReads: ({ context }) => context.detailReads + 1 }),
    setError: assign((_, error: 'payPopupBlocked' | 'loadFailed') => ({ error })),
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
  id: 'paymentReturn',
  description:
    'From the payment popup to what the customer sees: redirect, success popup, pending until settled.',
  context: {
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
  invoke: { id: 'watchReturns', src: 'watchReturns' },
  initial: 'idle',
  states: {
    idle: {
      description: 'No payment under way and no result to show.',
      initial: 'quiet',
      states: {
        quiet: { description: 'Nothing to show.' },
        orderNotice: {
          description:
            'A stored result whose order is not paid (yet) was shown once and removed from storage: a quiet notice with a link to the order, not the dialog again on every page.',
          tags: ['step:orderNotice'],
          on: { close: { target: 'quiet' } },
        },
        partnerClosed: {
          description:
            'The partner window closed without a stored success (a stored one, even if it arrives later, wins): a notice.',
          tags: ['step:partnerClosed'],
          on: { close: { target: 'quiet' } },
        },
      },
      on: {
        'partnerWindow.closed': { target: '.partnerClosed' },
        pay: { target: 'paying', actions: 'startPay' },
        returned: [
          { guard: 'isOpenTx', target: 'transactionDetail', actions: 'startReturned' },
          { target: 'loadingOrder', actions: 'startReturned' },
        ],
        'stored.paymentResult': {
          guard: 'isStoredSuccess',
          target: 'loadingOrder',
          actions: 'startStored',
        },
      },
    },
    paying: {
      description: 'The payment popup is open; its four callbacks all lead to the same redirect.',
      tags: ['step:paying'],
      invoke: {
        id: 'snapPopup',
        src: 'snapPopup',
        input: ({ context }) => ({ token: context.token ?? '' }),
      },
      on: {
        'snap.finished': [
          // the history shows the order named in its query: no result popup over it
          { guard: 'isHistoryMode', target: 'idle', actions: 'emitWideRedirect' },
          { guard: 'staysOnPage', target: 'loadingOrder', actions: 'emitWideRedirect' },
          // narrow: / with open_tx, where the order's transaction detail shows
          { target: 'transactionDetail', actions: 'emitNarrowRedirect' },
        ],
        'snap.blocked': { target: 'blocked', actions: { type: 'setError', params: 'payPopupBlocked' } },
      },
    },
    blocked: {
      description: 'The browser blocked the payment popup: a message and a retry.',
      tags: ['step:blocked'],
      on: {
        retry: { target: 'paying', actions: 'clearError' },
        close: { target: 'idle', actions: 'clearError' },
      },
    },
    loadingOrder: {
      description: 'Asking the server for the order: its status there decides what shows.',
      tags: ['loading'],
      initial: 'first',
      states: {
        first: { description: 'The first read: nothing shows until the status decides which popup opens.' },
        recheck: {
          description:
            'A pending order asked again: the Waiting for payment popup stays open with the last order read, so it neither closes nor is announced again.',
          tags: ['step:pending'],
          on: {
            close: [
              { guard: 'isFromPartner', target: '#paymentReturn.forgettingStored' },
              { target: '#paymentReturn.idle' },
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
            target: 'paid',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => event.output },
            target: 'pending',
            actions: { type: 'setOrder', params: ({ event }) => event.output },
          },
          { target: 'notPaid', actions: { type: 'setOrder', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'setError', params: 'loadFailed' } },
      },
    },
    pending: {
      description:
        'Not settled yet: asked again after 2 s, 4 s, 8 s … (at most a minute apart) and when the window regains focus.',
      tags: ['step:pending'],
      entry: 'reportResult',
      after: { pollDelay: { target: 'loadingOrder.recheck', actions: 'countPoll' } },
      on: {
        'window.focused': { target: 'loadingOrder.recheck', actions: 'countPoll' },
        close: [{ guard: 'isFromPartner', target: 'forgettingStored' }, { target: 'idle' }],
      },
    },
    paid: {
      description: 'The server reports the order paid.',
      entry: 'reportResult',
      initial: 'routing',
      on: { close: { target: 'clearingResult' } },
      states: {
        routing: {
          description: 'A partner purchase shows the package-active popup; a payment popup, Payment Success.',
          always: [{ guard: 'isFromPartner', target: 'packageActive' }, { target: 'paymentSuccess' }],
        },
        paymentSuccess: { description: 'Amount paid, thanks, Back to home.', tags: ['step:paymentSuccess'] },
        packageActive: {
          description: "The package is active on the phone's account; streaming site and pairing tutorial.",
          tags: ['step:packageActive'],
        },
      },
    },
    transactionDetail: {
      description:
        'The narrow redirect (open_tx=true): the transaction detail of the order, read again when the window regains focus.',
      tags: ['step:transactionDetail'],
      on: {
        // the view reads the order again when detailReads changes
        'window.focused': { target: 'transactionDetail', reenter: true, actions: 'readDetailAgain' },
        // Continue Payment in the detail reopens the payment popup
        pay: { target: 'paying', actions: 'startPay' },
        close: { target: 'idle' },
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
    notPaid: {
      description: 'Failed, expired, cancelled, or closed before paying: nothing was charged.',
      tags: ['step:notPaid'],
      entry: 'reportResult',
      on: { close: [{ guard: 'isFromPartner', target: 'forgettingStored' }, { target: 'idle' }] },
    },
    loadFailed: {
      description: 'The order could not be loaded.',
      tags: ['error'],
      on: {
        retry: { target: 'loadingOrder', actions: 'clearError' },
        close: { target: 'idle', actions: 'clearError' },
      },
    },
  },
})

export type PaymentReturnActorRef = ActorRefFrom<typeof paymentReturnMachine>
