/**
 * The payment flow (machines/payment, with its two children: buy's billing check and
 * payment-return's payment popup), provided with their real actors. The app system
 * (machines/app) loads this on the first request and spawns it as its `payment` child for the
 * page's life (visitors who never buy never load this code); what it emits to count, the app
 * sends on to analytics.
 */
import { buyMachine } from '../../../machines/buy/buy.machine'
import { paymentMachine } from '../../../machines/payment/payment.machine'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { buyActors, paymentActors, paymentReturnActors } from './payment.actors'

export const paymentLogic = paymentMachine.provide({
  actors: {
    ...paymentActors,
    buy: buyMachine.provide({ actors: buyActors }),
    paymentReturn: paymentReturnMachine.provide({ actors: paymentReturnActors }),
  },
})
