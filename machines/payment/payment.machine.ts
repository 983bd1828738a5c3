/**
 * Buying, as one flow (SPEC §4 Buy flow, §2 Payment return, §4 Payment success popup): the buy
 * flow (machines/buy: the token, the package check, the partner sign-in and pay popups) and what a
 * payment became (machines/payment-return: the payment popup, its redirect, the result popups, a
 * pending order asked again) run side by side as this machine's two children, in one actor system.
 *
 * The page asks it for what a person did elsewhere: a Buy button (`buy`), a Pay or Continue
 * Payment button (`pay`), a page opened with order_id in its address (`returned`). The one thing
 * the children say to each other goes through here: the buy flow's partner window is gone
 * (`buy.windowClosed`), so payment-return shows where a payment made there shows, unless a stored
 * result already did. Both children live as long as the app; the inspector shows them under
 * `payment`, by their systemIds `buy` and `paymentReturn`.
 *
 * The page reports every order_id its address shows (`returned`), the flow's own redirect too: an
 * order the flow already has in hand (it was paid here, or it was shown) is not shown again.
 */
import { assertEvent, assign, sendTo, setup, type ActorRefFrom } from 'xstate'
import { buyMachine, type BuyEvent, type BuyNotice } from '../buy/buy.machine'
import { paymentReturnMachine, type PaymentReturnEvent } from '../payment-return/payment-return.machine'

export type PaymentEvent =
  /** A Buy button: the package and the page the payment ends on. */
  | Extract<BuyEvent, { type: 'buy' }>
  /** Pay or Continue Payment: the order's payment popup. */
  | Extract<PaymentReturnEvent, { type: 'pay' }>
  /** A page opened with order_id in its address (the payment's redirect). */
  | Extract<PaymentReturnEvent, { type: 'returned' }>
  /** From the buy flow: its partner window is gone. */
  | BuyNotice

export interface PaymentContext {
  /** The order last paid or shown here: its redirect back to this page is not a new return. */
  orderInHand: string | null
}

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    children: {} as { buy: 'buy'; paymentReturn: 'paymentReturn' },
  },
  actors: { buy: buyMachine, paymentReturn: paymentReturnMachine },
  guards: {
    isNewOrder: ({ context, event }) => {
      assertEvent(event, 'returned')
      return event.orderId !== context.orderInHand
    },
  },
  actions: {
    holdOrder: assign({
      orderInHand: ({ event }) => {
        assertEvent(event, ['pay', 'returned'])
        return event.orderId
      },
    }),
    startBuy: sendTo('buy', ({ event }) => {
      assertEvent(event, 'buy')
      return event
    }),
    startPay: sendTo('paymentReturn', ({ event }) => {
      assertEvent(event, 'pay')
      return event
    }),
    showReturned: sendTo('paymentReturn', ({ event }) => {
      assertEvent(event, 'returned')
      return event
    }),
    tellPartnerWindowClosed: sendTo('paymentReturn', { type: 'partnerWindow.closed' as const }),
  },
}).createMachine({
  id: 'payment',
  description:
    'Buy → partner sign-in and pay popups → payment → what it became: the buy and payment-return flows, side by side.',
  context: { orderInHand: null },
  invoke: [
    { id: 'buy', systemId: 'buy', src: 'buy', input: ({ self }) => ({ notify: self }) },
    { id: 'paymentReturn', systemId: 'paymentReturn', src: 'paymentReturn' },
  ],
  on: {
    buy: { actions: 'startBuy' },
    pay: { actions: ['holdOrder', 'startPay'] },
    // the order already in hand (the flow's own redirect after Pay, or one shown) stays as it is
    returned: { guard: 'isNewOrder', actions: ['holdOrder', 'showReturned'] },
    'buy.windowClosed': { actions: 'tellPartnerWindowClosed' },
  },
})

export type PaymentActorRef = ActorRefFrom<typeof paymentMachine>
