/**
 * Pay: the payment provider's popup for an order that has a payment token, until it returns
 * (SPEC §2 Payment return: its four callbacks, success, pending, error and close, all lead to the
 * same return). The payment flow (machines/payment) runs it from a Pay or Continue Payment, with
 * the order as input, and decides where the return goes from what it ends with: the window's
 * width when the popup finished (at least 1112 px: the caller's page; narrower: the site root
 * with open_tx), or nothing (the customer gave up on a blocked popup).
 *
 * The types of what a payment became (the order as the server reports it, the result modes) live
 * here too: the payment flow shows them.
 */
import { assertEvent, assign, fromCallback, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import type { SnapOutcome } from '../../contract/sandbox'

/** SPEC §9: the wide-screen breakpoint of the transaction detail and the payment redirect. */
export const WIDE_MIN_PX = 1112

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

/**
 * Where a payment popup's result shows: `result` — a wide screen returns to the caller's page with
 * the result popup, a narrow one to / with the order's detail (SPEC §2); `history` — the caller's
 * page (the transaction history) shows the order itself, at any width, so no popup of ours opens
 * over it; `visitor` — no account to show a detail in: the caller's page with the result popup, at
 * any width, the order read with its payment token.
 */
export type ReturnMode = 'result' | 'history' | 'visitor'

/** Pay (a Pay or Continue Payment button): the order, its payment token, the caller's page, the mode. */
export type PayEvent = { type: 'pay'; orderId: string; token: string; returnPath: string; mode?: ReturnMode }

export type PaymentReturnInput = Omit<PayEvent, 'type'>

/** How the popup ended: it returned (any callback) at this width, or the customer gave up. */
export type PaymentReturnOutput =
  | { returned: true; outcome: SnapOutcome; viewportWidth: number }
  | { returned: false }

/** The popup's events (a payment starts from its input: the payment flow's `pay`, less its type). */
export type PaymentReturnEvent =
  | { type: 'snap.finished'; outcome: SnapOutcome; viewportWidth: number }
  | { type: 'snap.blocked' }
  | { type: 'retry' }
  | { type: 'close' }

export interface PaymentReturnContext {
  token: string
  finished: PaymentReturnOutput
  error: 'payPopupBlocked' | null
}

/** `step:paying` — the payment popup is open (a notice); `step:blocked` — the browser blocked it (message, retry). */
export type PaymentReturnTag = 'step:paying' | 'step:blocked'

export const paymentReturnMachine = lazySetup({
  types: {
    context: {} as PaymentReturnContext,
    input: {} as PaymentReturnInput,
    events: {} as PaymentReturnEvent,
    output: {} as PaymentReturnOutput,
    tags: {} as PaymentReturnTag,
    children: {} as { snapPopup: 'snapPopup' },
  },
  actors: {
    /** Runs window.snap.pay; sends back snap.finished (any of the four callbacks) or snap.blocked. */
    snapPopup: fromCallback<PaymentReturnEvent, { token: string }>(notProvided('snapPopup')),
  },
  actions: {
    setFinished: assign(({ event }) => {
      assertEvent(event, 'snap.finished')
      return {
        finished: { returned: true as const, outcome: event.outcome, viewportWidth: event.viewportWidth },
      }
    }),
    setBlocked: assign({ error: 'payPopupBlocked' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'paymentReturn',
  description:
    'The payment popup, open until any of its four callbacks returns (or it is blocked and given up).',
  context: ({ input }) => ({ token: input.token, finished: { returned: false }, error: null }),
  initial: 'paying',
  output: ({ context }) => context.finished,
  states: {
    paying: {
      description: 'The payment popup is open; its four callbacks all lead to the same return.',
      tags: ['step:paying'],
      invoke: { id: 'snapPopup', src: 'snapPopup', input: ({ context }) => ({ token: context.token }) },
      on: {
        'snap.finished': { target: 'returned', actions: 'setFinished' },
        'snap.blocked': { target: 'blocked', actions: 'setBlocked' },
      },
    },
    blocked: {
      description: 'The browser blocked the payment popup: a message and a retry.',
      tags: ['step:blocked'],
      on: {
        retry: { target: 'paying', actions: 'clearError' },
        close: { target: 'gaveUp', actions: 'clearError' },
      },
    },
    returned: {
      description: 'Ends: the popup returned; the payment flow goes where it says.',
      type: 'final',
    },
    gaveUp: { description: 'Ends: the customer gave up on the blocked popup.', type: 'final' },
  },
})

export type PaymentReturnActorRef = ActorRefFrom<typeof paymentReturnMachine>
