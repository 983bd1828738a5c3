import { fromCallback } from 'xstate'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { returnPageActors } from './return-page.actors'

/**
 * The partner return page's own payment-return actor: it runs inside the popup, apart from the
 * opener's, and does not watch for stored results (it is the one storing them). It never pays
 * or loads orders, so it carries only the actors of its return steps.
 */
export const returnPageMachine = paymentReturnMachine.provide({
  actors: { ...returnPageActors, watchReturns: fromCallback(() => undefined) },
})
