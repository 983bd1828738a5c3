/**
 * The provider's transaction API (Midtrans Snap `POST {base}/snap/v1/transactions`, the server key
 * as the Basic user): an order's payment is made by the provider, which answers the token the
 * payment window opens and the page a redirect goes to. A base that is a path is this server's own
 * sandbox, asked in process; anything else goes over the network with a timeout.
 */
import * as v from 'valibot'

const transactionReply = v.object({ token: v.pipe(v.string(), v.minLength(1)), redirect_url: v.string() })

export type Transaction = { token: string; redirectUrl: string }
export type TransactionInput = { orderId: string; grossAmount: number; expirySeconds: number }
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
  return async ({ orderId, grossAmount, expirySeconds }) => {
    try {
      const res = await request(`${base}/snap/v1/transactions`, {
        method: 'POST',
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({
          transaction_details: { order_id: orderId, gross_amount: grossAmount },
          // the provider stops taking the payment when the order expires here
          expiry: { unit: 'minute', duration: Math.max(1, Math.ceil(expirySeconds / 60)) },
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
