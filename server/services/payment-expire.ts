/**
 * The provider's expire call (Midtrans Core API `POST {base}/v2/{order_id}/expire`, through
 * ./provider-request.ts): reconciliation (./reconcile.ts) asks the provider to stop taking the
 * pending payment of an order past its expiry, once our server has given up on it, so the payer
 * cannot pay what the site no longer sells. The provider expires pending transactions only
 * (`412` otherwise: a payment came first), so what it did is read back through the status API.
 */
import { providerRequest, type Request } from './provider-request'

/** expired: the provider closed it; refused: it was not pending (412) or not there (404) */
export type ExpireAnswer = 'expired' | 'refused' | 'unavailable'
export type ExpireApi = (orderId: string) => Promise<ExpireAnswer>

const TIMEOUT_MS = 5000

export function createExpireApi(base: string, serverKey: string, inProcess: Request): ExpireApi {
  const request = providerRequest(base, serverKey, inProcess, TIMEOUT_MS)
  return async (orderId) => {
    const reply = await request(`/v2/${encodeURIComponent(orderId)}/expire`, { method: 'POST' })
    if ('failed' in reply) return 'unavailable'
    const body = reply.body as { status_code?: unknown; transaction_status?: unknown } | null
    if (body?.transaction_status === 'expire' && body.status_code === '407') return 'expired'
    if (body?.status_code === '412' || body?.status_code === '404') return 'refused'
    return 'unavailable'
  }
}
