/** Path model of the payment popup: it returns wide or narrow, or is blocked, retried and given up. */
import { fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import { paymentReturnMachine, type PaymentReturnContext, type ReturnedOrder } from './payment-return.machine'

/** An order as the payment flow's `loadOrder` reports it (shared with the payment flow's tests). */
export const order = (status: string): ReturnedOrder => ({
  orderId: 'VPT-1',
  status,
  amount: 49_000,
  productName: 'Add On Premium Sports 2',
  phone: '+6281234567890',
  activeOnBox: status === 'settlement' ? true : null,
})

export const paymentReturnPathModel: PathModel<typeof paymentReturnMachine> = {
  machine: paymentReturnMachine,
  scenarios: [
    {
      name: 'a Pay',
      input: () => ({ orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase', mode: 'result' }),
    },
  ],
  events: [
    { type: 'snap.finished', outcome: 'success', viewportWidth: 1280 },
    { type: 'snap.finished', outcome: 'close', viewportWidth: 390 },
    { type: 'snap.blocked' },
    { type: 'retry' },
    { type: 'close' },
  ],
  fakes: { snapPopup: fromCallback(() => () => undefined) },
  project: (snapshot) => {
    const context = snapshot.context as PaymentReturnContext
    return { finished: context.finished, error: context.error }
  },
}
