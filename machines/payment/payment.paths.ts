/**
 * Path model of the payment flow: each thing the page asks of it, and the buy flow's closed
 * partner window, on the real buy and payment-return machines with stand-in services (a signed-in
 * customer without the package, a payment popup that stays open, an order the server reports paid).
 */
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate'
import { buyMachine, type PackageCheck, type PopupCommand, type PopupTarget } from '../buy/buy.machine'
import { order } from '../payment-return/payment-return.paths'
import {
  paymentReturnMachine,
  type PaymentReturnEvent,
  type ReturnedOrder,
} from '../payment-return/payment-return.machine'
import type { PathModel } from '../testing/paths'
import { paymentMachine } from './payment.machine'

/** A window or watcher that stays open and says nothing. */
const stays = <TEvent extends EventObject, TInput>() => fromCallback<TEvent, TInput>(() => () => undefined)

/** The buy flow as for a signed-in customer without the package: a Buy opens the partner pay page. */
const buy = buyMachine.provide({
  actors: {
    readRecurringFlag: fromPromise<boolean, void>(async () => false),
    checkPackage: fromPromise<PackageCheck, { packageId: number; productCode: string }>(async () => ({
      signedIn: true,
      owned: false,
      phone: null,
    })),
    partnerPopup: stays<PopupCommand, { target: PopupTarget }>(),
  },
})

/** Payment return with no stored result, a payment popup that stays open and a paid order. */
const paymentReturn = paymentReturnMachine.provide({
  actors: {
    watchReturns: stays<PaymentReturnEvent, NonReducibleUnknown>(),
    snapPopup: stays<PaymentReturnEvent, { token: string }>(),
    loadOrder: fromPromise<ReturnedOrder, { orderId: string; token: string | null }>(async () =>
      order('settlement'),
    ),
    clearResult: fromPromise<void, void>(async () => undefined),
  },
})

/** Both children with those services (the behaviour tests run on them too). */
export const paymentChildren = { buy, paymentReturn }

export const paymentPathModel: PathModel<typeof paymentMachine> = {
  machine: paymentMachine,
  scenarios: [{ name: 'browser', input: () => undefined }],
  events: [
    { type: 'buy', pkg: { id: 101, kind: 'add-on', productCode: 'ADDON-SPORTS-2' }, returnPath: '/token' },
    { type: 'pay', orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase', mode: 'visitor' },
    { type: 'returned', orderId: 'VPT-1', openTx: false },
    { type: 'returned', orderId: 'VPT-1', openTx: true },
    { type: 'buy.windowClosed' },
  ],
  fakes: paymentChildren,
}
