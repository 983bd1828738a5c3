/**
 * The provider's charge API (Midtrans Core API `POST {base}/v2/charge`, the server key as the
 * Basic user), for a renewal: the saved card's `saved_token_id`, or a linked GoPay account's
 * payment option token (GoPay Tokenization), charged for an order, answered at once (capture, settlement or deny). The provider charges an order_id once and refuses it again
 * as a duplicate (406), so a charge whose answer was lost is asked about through the status API,
 * never charged again under another id. The base is the status API's (PAYMENT_STATUS_API), called
 * through ./provider-request.ts.
 */
import * as v from 'valibot'
import { transactionOf, transactionReply, type ProviderStatus } from './payment-status'
import { providerRequest, type Request } from './provider-request'

const chargeReply = v.object({
  ...transactionReply.entries,
  status_message: v.optional(v.string()),
})

/** tokenId: a card's saved_token_id, or with gopayAccountId a linked GoPay account's payment option token */
export type ChargeInput = {
  orderId: string
  grossAmount: number
  tokenId: string
  gopayAccountId?: string | null | undefined
}

/**
 * answered: the provider's word on the charge; duplicate: the order was charged before (ask the
 * status API); refused: the provider will not charge the token (unknown or expired); unavailable:
 * no answer (it may or may not have charged: ask the status API before charging again)
 */
export type ChargeAnswer =
  | { kind: 'answered'; status: ProviderStatus }
  | { kind: 'duplicate' }
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable'; reason: string }

export type ChargeApi = (input: ChargeInput) => Promise<ChargeAnswer>

const TIMEOUT_MS = 10_000

export function createChargeApi(base: string, serverKey: string, inProcess: Request): ChargeApi {
  const request = providerRequest(base, serverKey, inProcess, TIMEOUT_MS)
  return async ({ orderId, grossAmount, tokenId, gopayAccountId }) => {
    const transaction_details = { order_id: orderId, gross_amount: grossAmount }
    const reply = await request('/v2/charge', {
      method: 'POST',
      body: gopayAccountId
        ? {
            payment_type: 'gopay',
            transaction_details,
            gopay: { account_id: gopayAccountId, payment_option_token: tokenId },
          }
        : { payment_type: 'credit_card', transaction_details, credit_card: { token_id: tokenId } },
    })
    if ('failed' in reply) return { kind: 'unavailable', reason: reply.failed }
    const { res, body } = reply
    const parsed = v.safeParse(chargeReply, body)
    if (!parsed.success) return { kind: 'unavailable', reason: `unreadable reply (HTTP ${res.status})` }
    const s = parsed.output
    if (s.status_code === '406') return { kind: 'duplicate' }
    const status = /^(200|201|202)$/.test(s.status_code) ? transactionOf(s, orderId) : null
    if (status) return { kind: 'answered', status }
    // a 4xx about the request itself (an unknown or expired token): charging it again will not help
    if (/^4\d\d$/.test(s.status_code) && res.status >= 400 && res.status < 500)
      return { kind: 'refused', reason: `${s.status_code} ${s.status_message ?? ''}`.trim() }
    return { kind: 'unavailable', reason: `status ${s.status_code} (HTTP ${res.status})` }
  }
}
