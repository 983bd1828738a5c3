/**
 * Path model of buying, end to end: a Buy through buy's check, the partner window and its stored
 * result; a Pay through the payment popup and its wide, narrow and history returns; a page opened
 * with an order in its address; every order status the server reports. The two children (buy,
 * payment-return) and the calls are settled by each path; the windows and watchers stay open and
 * say nothing unless a path says they did.
 */
import { fromCallback } from 'xstate'
import type { BuyOutput } from '../buy/buy.machine'
import { order } from '../payment-return/payment-return.paths'
import type { PaymentReturnOutput } from '../payment-return/payment-return.machine'
import type { PathModel } from '../testing/paths'
import { paymentMachine, type PaymentContext } from './payment.machine'

/** A window or watcher that stays open and says nothing. */
const stays = fromCallback(() => () => undefined)

const buyDone = (output: BuyOutput) => ({ type: 'xstate.done.actor.buy', output })
const payDone = (output: PaymentReturnOutput) => ({ type: 'xstate.done.actor.paymentReturn', output })

export const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }

export const paymentPathModel: PathModel<typeof paymentMachine> = {
  machine: paymentMachine,
  scenarios: [{ name: 'browser', input: () => undefined }],
  events: [
    { type: 'buy', pkg, returnPath: '/token' },
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase' },
    {
      type: 'pay',
      orderId: 'VPT-1',
      token: 'snap-token',
      returnPath: '/account/transaction',
      mode: 'history',
    },
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase', mode: 'visitor' },
    { type: 'returned', orderId: 'VPT-1', openTx: false },
    { type: 'returned', orderId: 'VPT-1', openTx: true },
    { type: 'partner.loggedIn', token: 'bss-token', refreshToken: 'bss-refresh' },
    { type: 'popup.closed' },
    { type: 'popup.blocked' },
    { type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'success' } },
    { type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'pending' } },
    { type: 'window.focused' },
    { type: 'retry' },
    { type: 'close' },
    { type: 'xstate.done.actor.readRecurringFlag', output: true },
    { type: 'xstate.done.actor.readRecurringFlag', output: false },
    { type: 'xstate.error.actor.readRecurringFlag', error: new Error('SecurityError') },
    buyDone({ next: 'signIn' }),
    buyDone({ next: 'pay' }),
    buyDone({ next: 'recurring' }),
    buyDone({ next: 'none' }),
    payDone({ returned: true, outcome: 'success', viewportWidth: 1280 }),
    payDone({ returned: true, outcome: 'close', viewportWidth: 390 }),
    payDone({ returned: false }),
    { type: 'xstate.done.actor.loadOrder', output: order('settlement') },
    { type: 'xstate.done.actor.loadOrder', output: order('pending') },
    { type: 'xstate.done.actor.loadOrder', output: order('failed') },
    { type: 'xstate.error.actor.loadOrder', error: new Error('internal server error') },
    { type: 'xstate.done.actor.clearFlags' },
    { type: 'xstate.error.actor.clearFlags', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.clearResult' },
    { type: 'xstate.error.actor.clearResult', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.forgetResult' },
    { type: 'xstate.error.actor.forgetResult', error: new Error('SecurityError') },
  ],
  fakes: { partnerWindow: stays, watchStoredResult: stays, watchFocus: stays },
  // buy's first check runs signed out of the partner: it never ends in the recurring notice
  filter: (snapshot, event) =>
    !(
      event.type === 'xstate.done.actor.buy' &&
      snapshot.matches('buying') &&
      (event as ReturnType<typeof buyDone>).output.next === 'recurring'
    ),
  project: (snapshot) => {
    const context = snapshot.context as PaymentContext
    return {
      window: context.window?.page ?? null,
      orderId: context.orderId,
      mode: context.mode,
      source: context.source,
      status: context.order?.status ?? null,
      pollAttempt: Math.min(context.pollAttempt, 1),
      detailReads: Math.min(context.detailReads, 1),
      error: context.error,
      // the partner sign-in's pair goes to buy's second check (its input, which the fake ignores);
      // read in the window's states only, where it is used, so the graph does not double
      signedIn: snapshot.matches('partner') && context.signedInWith !== null,
    }
  },
}
