/**
 * The payment flow (machines/payment: the buy and payment-return flows as its children) with its
 * real actors: the app system spawns it (systemId `payment`) on the first request, so visitors who
 * never buy never load this code.
 */
import { buyMachine } from '../../machines/buy/buy.machine'
import { paymentMachine } from '../../machines/payment/payment.machine'
import { paymentReturnMachine } from '../../machines/payment-return/payment-return.machine'
import { buyActors, paymentReturnActors } from '../features/payment/payment.actors'

export const paymentLogic = paymentMachine.provide({
  actors: {
    buy: buyMachine.provide({ actors: buyActors }),
    paymentReturn: paymentReturnMachine.provide({ actors: paymentReturnActors }),
  },
})
