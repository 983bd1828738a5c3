/**
 * Billing service: the payment methods the provider holds for the customer (contract/
 * payment-methods.ts), and what a subscription's renewals are charged to. Through the billing token
 * as the rest of ./bss.ts; a module of its own so only the pages that use it download it.
 */
import {
  addCardReply,
  linkGopayReply,
  methodReply,
  methodsReply,
  payNowReply,
  unlinkReply,
  type ReturnTo,
  type SavedMethod,
} from '../../contract/payment-methods'
import { subscriptionReply, type Subscription } from '../../contract/subscription'
import { withRefresh } from './bss'
import { expectOk } from './clients'

export type { ReturnTo, SavedMethod }

/** The customer's linked wallets and saved cards (pending and active), newest first. */
export async function getPaymentMethods(): Promise<SavedMethod[]> {
  return expectOk(await withRefresh('payduct/v1/payment-methods', methodsReply)).data.methods
}

/** One method; a pending GoPay is asked about at the provider first (active, still pending or failed). */
export async function getPaymentMethod(id: number): Promise<SavedMethod> {
  return expectOk(await withRefresh(`payduct/v1/payment-methods/${id}`, methodReply)).data.method
}

/** Starts linking a GoPay account: the method (pending) and the provider's activation page. */
export async function linkGopay(
  phone: string,
  returnTo: ReturnTo,
): Promise<{ method: SavedMethod; activationUrl: string }> {
  const reply = await withRefresh('payduct/v1/payment-methods/gopay', linkGopayReply, {
    method: 'POST',
    body: { phone, return_to: returnTo },
  })
  const { method, activation_url } = expectOk(reply).data
  return { method, activationUrl: activation_url }
}

/** Starts adding a card: the provider's card page (no charge). */
export async function addCard(returnTo: ReturnTo): Promise<string> {
  const reply = await withRefresh('payduct/v1/payment-methods/card', addCardReply, {
    method: 'POST',
    body: { return_to: returnTo },
  })
  return expectOk(reply).data.registration_url
}

/** The card page's return: the card the provider saved, masked. */
export async function completeCard(registrationId: string): Promise<SavedMethod> {
  const reply = await withRefresh('payduct/v1/payment-methods/card/complete', methodReply, {
    method: 'POST',
    body: { registration_id: registrationId },
  })
  return expectOk(reply).data.method
}

/**
 * Unlinks a method. One renewals are charged to needs moveTo: another active method, or null to
 * turn their auto-renew off.
 */
export async function unlinkMethod(
  id: number,
  moveTo?: number | null,
): Promise<{ moved: number; stopped: number }> {
  const reply = await withRefresh(`payduct/v1/payment-methods/${id}/unlink`, unlinkReply, {
    method: 'POST',
    body: moveTo === undefined ? {} : { move_to: moveTo },
  })
  return expectOk(reply).data
}

/** A subscription's renewals are charged to another active method. */
export async function changeSubscriptionMethod(id: number, methodId: number): Promise<Subscription> {
  const reply = await withRefresh(`payduct/v1/subscriptions/${id}/method`, subscriptionReply, {
    method: 'POST',
    body: { method_id: methodId },
  })
  return expectOk(reply).data.subscription
}

/** Update payment: a past-due subscription's failed renewal charged now to the chosen method. */
export async function payNow(id: number, methodId: number) {
  const reply = await withRefresh(`payduct/v1/subscriptions/${id}/pay`, payNowReply, {
    method: 'POST',
    body: { method_id: methodId },
  })
  const { outcome, order_id, subscription } = expectOk(reply).data
  return { outcome, orderId: order_id, subscription }
}
