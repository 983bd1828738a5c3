/**
 * What a payment provider's word means for an order, by the provider's rules (Midtrans Snap):
 * which (transaction_status, status_code, fraud_status) triples are consistent, which order
 * status each one means, which of them must be confirmed through the status API before they are
 * believed, and from which order status each may move an order. Pure, so every rule has a test.
 */
import { ORDER_PHASE, ORDER_STATUSES, PAYABLE_STATUSES } from '../../contract/order-status'

/** the provider's fields that decide a state; the signature covers status_code, not the status */
export type ProviderWord = {
  transaction_status: string
  status_code: string
  fraud_status?: string | undefined
}

/** our order statuses a provider state can lead to */
export type PaymentState =
  | 'pending'
  | 'settlement'
  | 'failed'
  | 'expired'
  | 'cancelled'
  | 'refund'
  | 'partial_refund'
  | 'chargeback'
  | 'partial_chargeback'

/**
 * open: the payer may still pay; closed: the provider stopped taking a payment (the client's own
 * lists, contract/order-status.ts)
 */
export const OPEN = PAYABLE_STATUSES
export const CLOSED = ORDER_STATUSES.filter((status) => ORDER_PHASE[status] === 'closed')
const PAID = ['settlement', 'partial_refund', 'partial_chargeback'] as const

/**
 * The order status a consistent triple means, or null for anything else (an unknown status, or
 * a status with another status's code, as a replayed signature would carry).
 */
export function stateOf(w: ProviderWord): PaymentState | null {
  const { transaction_status: s, status_code: code, fraud_status: fraud } = w
  switch (s) {
    case 'settlement':
      return code === '200' ? 'settlement' : null
    case 'capture':
      // a card payment counts only once fraud detection accepted it; 'challenge' waits for review
      if (code === '200' && fraud === 'accept') return 'settlement'
      if (code === '201' && fraud === 'challenge') return 'pending'
      return null
    case 'pending':
      return code === '201' ? 'pending' : null
    case 'authorize':
      return code === '200' ? 'pending' : null
    case 'deny':
    case 'failure':
      return code === '202' ? 'failed' : null
    case 'expire':
      return code === '407' ? 'expired' : null
    case 'cancel':
      return code === '200' || code === '202' ? 'cancelled' : null
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return code === '200' ? s : null
    default:
      return null
  }
}

/**
 * Settlements, cancels, refunds and chargebacks all carry status code 200, so one 200 signature
 * would sign any of them: every 200 and every inconsistent triple is asked of the status API.
 * A consistent 201, 202 or 407 can only be what its signature was made for.
 */
export const needsConfirmation = (w: ProviderWord) => stateOf(w) === null || w.status_code === '200'

/**
 * The order statuses a state may move an order from. A payment may follow a closed status: the
 * provider took it after all ("paid after it closed"), and the customer gets what was paid for.
 * The provider's later states (a refund, a chargeback) are applied even when the states before
 * them never reached us. Nothing moves an order out of a full refund or chargeback, or a paid one
 * back to open or closed.
 */
export const MOVES_FROM: Record<PaymentState, readonly string[]> = {
  pending: ['init'],
  settlement: [...OPEN, ...CLOSED],
  failed: OPEN,
  expired: OPEN,
  cancelled: OPEN,
  partial_refund: [...OPEN, ...CLOSED, 'settlement'],
  partial_chargeback: [...OPEN, ...CLOSED, 'settlement', 'partial_refund'],
  refund: [...OPEN, ...CLOSED, ...PAID],
  chargeback: [...OPEN, ...CLOSED, ...PAID],
}

/** states in which the customer has paid and keeps the package */
export const PAID_STATES = new Set<string>(PAID)

/** states after which the package bought is taken away */
export const REVERSES = new Set<string>(['refund', 'chargeback'])
