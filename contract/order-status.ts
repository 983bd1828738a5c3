/**
 * An order's status and what it means, in one place: the order service's statuses (SPEC §4), which
 * the contracts validate with (`v.picklist(ORDER_STATUSES)`), and the predicates the payment flows,
 * the transaction views, the box's package check and the server's order service all use; then the
 * status the partner's return page stores for the window that opened it (the stored payment
 * result), and when that is worth showing.
 */
import * as v from 'valibot'

export const ORDER_STATUSES = [
  'init',
  'pending',
  'settlement',
  'success',
  'complete',
  'capture',
  'failed',
  'expired',
  'cancelled',
  'refund',
  'partial_refund',
  'chargeback',
  'partial_chargeback',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Where a status stands: `open` — created, the payment popup not finished (init); `waiting` — the
 * provider has not settled it yet (pending); `paid` — the provider settled or captured it, or gave
 * part of it back (a partial refund or chargeback: the package stays); `closed` — failed, expired
 * or cancelled, nothing charged; `reversed` — paid, then all of it refunded or charged back, the
 * package taken away (server/services/payment-rules.ts). A Record, so a new status cannot be
 * added to the list without saying what it means.
 */
export type OrderPhase = 'open' | 'waiting' | 'paid' | 'closed' | 'reversed'
export const ORDER_PHASE: Record<OrderStatus, OrderPhase> = {
  init: 'open',
  pending: 'waiting',
  settlement: 'paid',
  success: 'paid',
  complete: 'paid',
  capture: 'paid',
  failed: 'closed',
  expired: 'closed',
  cancelled: 'closed',
  refund: 'reversed',
  partial_refund: 'paid',
  chargeback: 'reversed',
  partial_chargeback: 'paid',
}

/** A status the order service knows (the server's replies carry it as a plain string). */
export const isOrderStatus = (status: string): status is OrderStatus => Object.hasOwn(ORDER_PHASE, status)

const phase = (status: string): OrderPhase | null => (isOrderStatus(status) ? ORDER_PHASE[status] : null)

/** Paid: the provider settled or captured the payment. */
export const isPaid = (status: string): boolean => phase(status) === 'paid'

/** Waiting for the provider: asked again until settled (an order still in init was never paid). */
export const isWaiting = (status: string): boolean => phase(status) === 'waiting'

/** Still payable: the payment popup may be opened again (SPEC §2 Continue Payment). */
export const isPayable = (status: string): boolean => phase(status) === 'open' || phase(status) === 'waiting'

/** The payable statuses as a list, for the server's queries (`inArray`). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isPayable)

// ── The stored payment result ─────────────────────────────────────────────────────────────────
// paymentSuccessData: what the partner's return page (/token?order_id&status&user_id) stores for
// the window that opened it (SPEC §2 Payment return), and the one rule for when it is worth
// showing. The return page writes it with `storedPaymentResultJson`, the opener reads it with
// `readStoredPaymentResult`: one schema for both sides.

// the partner's ids may arrive as numbers; a missing one reads as '' (and so never qualifies)
const text = v.optional(
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((value) => String(value)),
  ),
  '',
)

export const storedPaymentResultSchema = v.object({ orderId: text, userId: text, status: text })
export type StoredPaymentResult = v.InferOutput<typeof storedPaymentResultSchema>

const storedJson = v.pipe(v.string(), v.parseJson(), storedPaymentResultSchema)

/** The stored result, or null when there is none or it is not the shape the return page writes. */
export function readStoredPaymentResult(raw: string | null): StoredPaymentResult | null {
  if (!raw) return null
  const parsed = v.safeParse(storedJson, raw)
  return parsed.success ? parsed.output : null
}

export const storedPaymentResultJson = (result: StoredPaymentResult): string =>
  JSON.stringify({ userId: result.userId, status: result.status, orderId: result.orderId })

/** A success with its order and customer: the only stored result the opener shows. */
export const isStoredSuccess = (result: StoredPaymentResult | null): result is StoredPaymentResult =>
  !!result && result.orderId !== '' && result.userId !== '' && result.status === 'success'
