/**
 * The named actors of My Package's renewals (machines/subscriptions), bound to src/api;
 * RenewalsPanel.tsx provides them, tests provide fakes. A file of its own: only the renewals'
 * lazy code loads it.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { subscriptionsMachine } from '../../../machines/subscriptions/subscriptions.machine'
import { changeSubscriptionMethod, getPaymentMethods, payNow } from '../../api/payment-methods'
import { getSubscriptions, setAutoRenew } from '../../api/subscriptions'

export const subscriptionsActors = {
  loadSubscriptions: fromPromise(() => getSubscriptions()),
  setAutoRenew: fromPromise(({ input }) => setAutoRenew(input.id, input.on)),
  listMethods: fromPromise(() => getPaymentMethods()),
  changeMethod: fromPromise(({ input }) => changeSubscriptionMethod(input.id, input.methodId)),
  payNow: fromPromise(({ input }) => payNow(input.id, input.methodId)),
} satisfies ActorsOf<typeof subscriptionsMachine>
