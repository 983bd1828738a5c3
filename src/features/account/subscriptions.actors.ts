/**
 * The named actors of My Package's renewals (machines/subscriptions), bound to src/api;
 * RenewalsPanel.tsx provides them, tests provide fakes. A file of its own: only the renewals'
 * lazy code loads it.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { subscriptionsMachine } from '../../../machines/subscriptions/subscriptions.machine'
import { getSubscriptions, setAutoRenew } from '../../api/subscriptions'

export const subscriptionsActors = {
  loadSubscriptions: fromPromise(() => getSubscriptions()),
  setAutoRenew: fromPromise(({ input }) => setAutoRenew(input.id, input.on)),
} satisfies ActorsOf<typeof subscriptionsMachine>
