/**
 * The provider's transaction API (Midtrans Snap `POST {base}/snap/v1/transactions`, the server key
 * as the Basic user): an order's payment is made by the provider, which answers the token the
 * payment window opens and the page a redirect goes to. A base that is a path is this server's own
 * sandbox, asked in process; anything else goes over the network with a timeout. An add-on bought
 * for the customer's own box asks the provider to let the payer save the card (`save_card`, per
 * customer by `user_id`), so the add-on can renew from it.
 */
import { createHmac } from 'node:crypto'
import * as v from 'valibot'

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

type Request = (url: string, init: RequestInit) => Response | Promise<Response>

const TIMEOUT_MS = 10_000

export function createTransactionApi(
  base: string,
  serverKey: string,
  inProcess: Request,
  onFailure: (reason: string) => void = () => {},
): TransactionApi {
  const request: Request = base.startsWith('/')
    ? inProcess
    : (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`
  // Midtrans asks for a user_id nobody can link to the customer (not a record id): a keyed hash of it
  const userIdOf = (id: number) =>
    createHmac('sha256', serverKey).update(`user:${id}`).digest('hex').slice(0, 32)
  return async ({ orderId, grossAmount, expirySeconds, saveCardFor }) => {
    try {
      const res = await request(`${base}/snap/v1/transactions`, {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          transaction_details: { order_id: orderId, gross_amount: grossAmount },
          // the provider stops taking the payment when the order expires here
          expiry: { unit: 'minute', duration: Math.max(1, Math.ceil(expirySeconds / 60)) },
          ...(saveCardFor
            ? {
                credit_card: { save_card: true },
                user_id: userIdOf(saveCardFor.userId),
                customer_details: {
                  first_name: saveCardFor.name,
                  email: saveCardFor.email,
                  phone: saveCardFor.phone,
                },
              }
            : {}),
        }),
      })
      const parsed = v.safeParse(transactionReply, await res.json())
      if (res.status !== 201 || !parsed.success) {
        onFailure(`HTTP ${res.status}`)
        return null
      }
      return { token: parsed.output.token, redirectUrl: parsed.output.redirect_url }
    } catch (err) {
      onFailure(err instanceof Error ? err.name : 'request failed')
      return null
    }
  }
}
