/**
 * Billing service: the customer's subscriptions (renewals) and their auto-renew, through the
 * billing token as the rest of ./bss.ts. A module of its own so only My Package downloads it.
 */
import { subscriptionReply, subscriptionsReply, type Subscription } from '../../contract/subscription'
import { withRefresh } from './bss'
import { expectOk } from './clients'

/** The customer's subscriptions: renewals, their state and masked payment method. */
export async function getSubscriptions(): Promise<Subscription[]> {
  return expectOk(await withRefresh('payduct/v1/subscriptions', subscriptionsReply)).data.subscriptions
}

/** Turns a subscription's auto-renew off (it ends at its period's end) or on again. */
export async function setAutoRenew(id: number, on: boolean): Promise<Subscription> {
  const reply = await withRefresh(`payduct/v1/subscriptions/${id}/auto-renew`, subscriptionReply, {
    method: 'POST',
    body: { on },
  })
  return expectOk(reply).data.subscription
}
