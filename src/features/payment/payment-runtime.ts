/**
 * The buy and payment-return actors for the app's lifetime, provided with their real actors.
 * Created when the payment host first loads (visitors who never buy never load this code).
 */
import { createActor, type ActorRefFrom } from 'xstate'
import { actorOptions } from '../../lib/inspect'
import { buyMachine } from '../../../machines/buy/buy.machine'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { buyActors, paymentReturnActors } from './payment.actors'

const buy = buyMachine.provide({ actors: buyActors })
const paymentReturn = paymentReturnMachine.provide({ actors: paymentReturnActors })

export type PaymentRuntime = ReturnType<typeof createPaymentRuntime>

/** What the payment host needs of a runtime: its two actors, as any actor of those machines. */
export interface PaymentActors {
  buyActor: ActorRefFrom<typeof buyMachine>
  returnActor: ActorRefFrom<typeof paymentReturnMachine>
}

function createPaymentRuntime() {
  const buyActor = createActor(buy, actorOptions('buy'))
  const returnActor = createActor(paymentReturn, actorOptions('paymentReturn'))
  buyActor.start()
  returnActor.start()
  return { buyActor, returnActor }
}

let runtime: PaymentRuntime | undefined
export function getPaymentRuntime(): PaymentRuntime {
  runtime ??= createPaymentRuntime()
  return runtime
}
