/**
 * The provider's status API (Midtrans `GET {base}/v2/{order_id}/status`, through
 * ./provider-request.ts): what the provider's books say about an order.
 */
import * as v from 'valibot'
import { providerRequest, type Request } from './provider-request'

/** The transaction fields of the provider's replies about an order (its status API's and its charge API's). */
export const transactionReply = v.object({
  status_code: v.string(),
  order_id: v.optional(v.string()),
  transaction_status: v.optional(v.string()),
  gross_amount: v.optional(v.string()),
  currency: v.optional(v.string()),
  fraud_status: v.optional(v.string()),
  payment_type: v.optional(v.string()),
  // a card the payer let the provider save (credit_card.save_card): what renewals charge
  saved_token_id: v.optional(v.string()),
  saved_token_id_expired_at: v.optional(v.string()),
  masked_card: v.optional(v.string()),
  card_type: v.optional(v.string()),
})

export type ProviderStatus = {
  order_id: string
  transaction_status: string
  status_code: string
  gross_amount: string
  currency?: string | undefined
  fraud_status?: string | undefined
  payment_type?: string | undefined
  saved_token_id?: string | undefined
  saved_token_id_expired_at?: string | undefined
  masked_card?: string | undefined
  card_type?: string | undefined
}

/** found: the provider's record; none: it has no transaction for the order; unavailable: ask later */
export type StatusAnswer =
  | { kind: 'found'; status: ProviderStatus }
  | { kind: 'none' }
  | { kind: 'unavailable'; reason: string }

export type StatusApi = (orderId: string) => Promise<StatusAnswer>

const TIMEOUT_MS = 5000

export function createStatusApi(base: string, serverKey: string, inProcess: Request): StatusApi {
  const request = providerRequest(base, serverKey, inProcess, TIMEOUT_MS)
  return async (orderId) => {
    const reply = await request(`/v2/${encodeURIComponent(orderId)}/status`)
    if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
    const { res, body } = reply
    const parsed = v.safeParse(transactionReply, body)
    if (!parsed.success) return { kind: 'unavailable', reason: `unreadable reply (HTTP ${res.status})` }
    const s = parsed.output
    // the provider answers an order it has no transaction for with status_code 404
    if (s.status_code === '404') return { kind: 'none' }
    const status = res.ok ? transactionOf(s, orderId) : null
    if (!status) return { kind: 'unavailable', reason: `status ${s.status_code} (HTTP ${res.status})` }
    return { kind: 'found', status }
  }
}

/**
 * The provider's transaction in a reply about `orderId`, or null when the reply holds none: no
 * status or amount, or another order's.
 */
export function transactionOf(
  s: v.InferOutput<typeof transactionReply>,
  orderId: string,
): ProviderStatus | null {
  if (!s.transaction_status || !s.gross_amount || s.order_id !== orderId) return null
  return {
    order_id: orderId,
    transaction_status: s.transaction_status,
    status_code: s.status_code,
    gross_amount: s.gross_amount,
    currency: s.currency,
    fraud_status: s.fraud_status,
    payment_type: s.payment_type,
    saved_token_id: s.saved_token_id,
    saved_token_id_expired_at: s.saved_token_id_expired_at,
    masked_card: s.masked_card,
    card_type: s.card_type,
  }
}
