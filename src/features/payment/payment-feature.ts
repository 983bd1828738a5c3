/**
 * The payment feature's one lazy entry: the payment flow (machines/payment, with its two children:
 * buy's billing check and the payment popup), provided with their real actors, and the dialogs
 * that show it. The app system (machines/app) loads this on the first request (`loadPayment`)
 * and spawns the flow as its `payment` child for the page's life; the shell's modals render its
 * dialogs from the same module, so logic and views arrive in one download. Visitors who never buy
 * never load it. What the flow emits to count, the app sends on to analytics.
 */
import { buyMachine } from '../../../machines/buy/buy.machine'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { buyActors, paymentActors, paymentReturnActors } from './payment.actors'

export { PaymentDialogs } from './PaymentDialogs'

export const paymentLogic = paymentMachine.provide({
  actors: {
    ...paymentActors,
    buy: buyMachine.provide({ actors: buyActors }),
    paymentReturn: paymentReturnMachine.provide({ actors: paymentReturnActors }),
  },
})
