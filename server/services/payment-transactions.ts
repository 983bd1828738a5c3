/**
 * The provider's transaction API (Midtrans Snap `POST {base}/snap/v1/transactions`, the server key
 * as the Basic user, through ./provider-request.ts): an order's payment is made by the provider,
 * which answers the token the payment window opens and the page a redirect goes to. An add-on bought
 * for the customer's own box asks the provider to let the payer save the card (`save_card`, per
 * customer by `user_id`), so the add-on can renew from it.
 */
import * as v from 'valibot'
import { providerRequest, providerUserId, type Request } from './provider-request'

const transactionReply = v.object({ token: v.pipe(v.string(), v.minLength(1)), redirect_url: v.string() })

export type Transaction = { token: string; redirectUrl: string }
export type TransactionInput = {
  orderId: string
  grossAmount: number
  expirySeconds: number
  /** the customer who may save the card for renewals, as the provider's customer details name them */
  saveCardFor?: { userId: number; name: string; email: string; phone: string } | undefined
}
/** The payment of an order, or null when the provider did not make one (ask again later). */
export type TransactionApi = (input: TransactionInput) => Promise<Transaction | null>

const TIMEOUT_MS = 10_000

export function createTransactionApi(
  base: string,
  serverKey: string,
  inProcess: Request,
  onFailure: (reason: string) => void = () => {},
): TransactionApi {
  const request = providerRequest(base, serverKey, inProcess, TIMEOUT_MS)
  return async ({ orderId, grossAmount, expirySeconds, saveCardFor }) => {
    const reply = await request('/snap/v1/transactions', {
      method: 'POST',
      body: {
        transaction_details: { order_id: orderId, gross_amount: grossAmount },
        // the provider stops taking the payment when the order expires here
        expiry: { unit: 'minute', duration: Math.max(1, Math.ceil(expirySeconds / 60)) },
        ...(saveCardFor
          ? {
              credit_card: { save_card: true },
              user_id: providerUserId(serverKey, saveCardFor.userId),
              customer_details: {
                first_name: saveCardFor.name,
                email: saveCardFor.email,
                phone: saveCardFor.phone,
              },
            }
          : {}),
      },
    })
    if ('failed' in reply) {
      onFailure(reply.failed)
      return null
    }
    const parsed = v.safeParse(transactionReply, reply.body)
    if (reply.res.status !== 201 || !parsed.success) {
      onFailure(`HTTP ${reply.res.status}`)
      return null
    }
    return { token: parsed.output.token, redirectUrl: parsed.output.redirect_url }
  }
}
