/**
 * What an order's status means, in one place (the order service's statuses, ORDER_STATUSES in
 * ./go.ts). Used by the payment flows, the transaction views and the box's package check.
 */
import type { OrderStatus } from './go'

/** Paid: the provider settled or captured the payment. */
export const PAID_STATUSES: ReadonlySet<string> = new Set<OrderStatus>([
  'settlement',
  'success',
  'complete',
  'capture',
])

/** Paid: the provider settled or captured the payment. */
export const isPaid = (status: string): boolean => PAID_STATUSES.has(status)

/** Waiting for the provider: asked again until settled (an order still in init was never paid). */
export const isWaiting = (status: string): boolean => status === 'pending'

/** Still payable: the payment popup may be opened again (SPEC §2 Continue Payment). */
export const isPayable = (status: string): boolean => status === 'init' || status === 'pending'
