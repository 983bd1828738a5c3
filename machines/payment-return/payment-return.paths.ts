/** Path model of the payment return: both widths, every order status class, the partner's stored result. */
import { fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import { paymentReturnMachine, type PaymentReturnContext, type ReturnedOrder } from './payment-return.machine'

/** An order as `loadOrder` reports it (shared with the behaviour tests). */
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
  scenarios: [{ name: 'browser', input: () => undefined }],
  events: [
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase' },
    {
      type: 'pay',
      orderId: 'VPT-1',
      token: 'snap-token',
      returnPath: '/account/transaction',
      mode: 'history',
    },
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase', mode: 'visitor' },
    { type: 'snap.finished', outcome: 'success', viewportWidth: 1280 },
    { type: 'snap.finished', outcome: 'close', viewportWidth: 390 },
    { type: 'snap.blocked' },
    { type: 'returned', orderId: 'VPT-1', openTx: false },
    { type: 'returned', orderId: 'VPT-1', openTx: true },
    {
      type: 'stored.paymentResult',
      result: { orderId: 'VPT-1', userId: '1', status: 'success' },
    },
    { type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'pending' } },
    { type: 'stored.paymentResult', result: null },
    { type: 'window.focused' },
    { type: 'partnerWindow.closed' },
    { type: 'retry' },
    { type: 'close' },
    { type: 'xstate.done.actor.loadOrder', output: order('settlement') },
    { type: 'xstate.done.actor.loadOrder', output: order('pending') },
    { type: 'xstate.done.actor.loadOrder', output: order('failed') },
    { type: 'xstate.error.actor.loadOrder', error: new Error('internal server error') },
    { type: 'xstate.done.actor.clearResult' },
    { type: 'xstate.error.actor.clearResult', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.forgetResult' },
    { type: 'xstate.error.actor.forgetResult', error: new Error('SecurityError') },
  ],
  fakes: {
    watchReturns: fromCallback(() => () => undefined),
    snapPopup: fromCallback(() => () => undefined),
  },
  project: (snapshot) => {
    const context = snapshot.context as PaymentReturnContext
    return {
      orderId: context.orderId,
      mode: context.mode,
      source: context.source,
      status: context.order?.status ?? null,
      pollAttempt: Math.min(context.pollAttempt, 1),
      detailReads: Math.min(context.detailReads, 1),
      error: context.error,
    }
  },
}
