/**
 * The payment flow for the app's lifetime (machines/payment, with its two children: buy's billing
 * check and payment-return's payment popup), provided with their real actors. Created when the
 * payment host first loads (visitors who never buy never load this code).
 */
import { createActor } from 'xstate'
import { actorOptions } from '../../lib/inspect'
import { track } from '../../lib/analytics'
import { buyMachine } from '../../../machines/buy/buy.machine'
import { paymentMachine, type PaymentActorRef } from '../../../machines/payment/payment.machine'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { buyActors, paymentActors, paymentReturnActors } from './payment.actors'

const payment = paymentMachine.provide({
  actors: {
    ...paymentActors,
    buy: buyMachine.provide({ actors: buyActors }),
    paymentReturn: paymentReturnMachine.provide({ actors: paymentReturnActors }),
  },
})

let actor: PaymentActorRef | undefined
export function getPaymentActor(): PaymentActorRef {
  if (actor) return actor
  actor = createActor(payment, actorOptions('payment')).start()
  // the flow says what to count (a Buy started, what each payment became); analytics sends it
  actor.on('track', ({ event, label }) => track(event, label))
  return actor
}
