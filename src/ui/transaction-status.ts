/**
 * How a transaction status reads (SPEC §4): a label and a colour, for the transaction list and
 * detail and for the transactions of a box in Device Management. Both tables are keyed by every
 * order status (contract/order-status.ts), so a status added there must be given a look here.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { isOrderStatus, type OrderStatus } from '../../contract/order-status'

export interface StatusLook {
  label: MessageDescriptor
  /** A Mantine colour name or a CSS colour. */
  color: string
}

// Shades chosen so the badge text (white, or black on the light green and orange) meets contrast AA.
const STEEL = '#3a6d96'
const GREEN = 'green.5'
const ORANGE = 'orange.5'
const BLUE = 'blue.8'
// money given back: apart from paid, failed and waiting, each dark enough for white text (AA)
const VIOLET = 'violet.9'
const GRAPE = 'grape.9'

const waiting: StatusLook = { label: msg`Waiting For Payment`, color: BLUE }
const settled: StatusLook = { label: msg`Success`, color: GREEN }

/**
 * List badges (SPEC §4). The spec names no list badge for init (it waits for payment, as in the
 * detail), complete or capture (paid, read as settlement is).
 */
const LIST: Record<OrderStatus, StatusLook> = {
  init: waiting,
  pending: { label: msg`Pending`, color: ORANGE },
  settlement: settled,
  success: { label: msg`Success`, color: BLUE },
  complete: settled,
  capture: settled,
  failed: { label: msg`Failed`, color: 'red.9' },
  expired: { label: msg`Expired`, color: STEEL },
  cancelled: { label: msg`Cancelled`, color: 'gray.7' },
  // the provider's later word on a paid order (server/services/payment-rules.ts)
  refund: { label: msg`Refunded`, color: VIOLET },
  partial_refund: { label: msg`Partly refunded`, color: VIOLET },
  chargeback: { label: msg`Charged back`, color: GRAPE },
  partial_chargeback: { label: msg`Partly charged back`, color: GRAPE },
}

/** Detail-modal looks (SPEC §4): failed reads steel there; the spec names no other difference. */
const DETAIL: Record<OrderStatus, StatusLook> = {
  ...LIST,
  failed: { label: msg`Failed`, color: STEEL },
}

/** A status the order service does not list: its raw text on grey, not a guess. */
const unknown = (status: string): StatusLook => ({ label: { id: status, message: status }, color: 'gray.7' })

export const listStatus = (status: string): StatusLook =>
  isOrderStatus(status) ? LIST[status] : unknown(status)
export const detailStatus = (status: string): StatusLook =>
  isOrderStatus(status) ? DETAIL[status] : unknown(status)

/**
 * The detail's word for an order the provider was paid for after it had closed (the order
 * service's `paid_after_close`: the status it had then), or null for any other order.
 */
export function paidAfterClose(closedAs: string | null | undefined): MessageDescriptor | null {
  if (!closedAs) return null
  if (closedAs === 'expired') return msg`Paid after the order had expired.`
  if (closedAs === 'cancelled') return msg`Paid after the order had been cancelled.`
  return msg`Paid after the order had failed.`
}
