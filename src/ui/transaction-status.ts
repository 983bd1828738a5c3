/**
 * How a transaction status reads (SPEC §4): a label and a colour, for the transaction list and
 * detail and for the transactions of a box in Device Management.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

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

const waiting: StatusLook = { label: msg`Waiting For Payment`, color: BLUE }

/** List badges (SPEC §4). An order still in init has no list badge in the spec: it waits for payment. */
const LIST: Record<string, StatusLook> = {
  init: waiting,
  settlement: { label: msg`Success`, color: GREEN },
  pending: { label: msg`Pending`, color: ORANGE },
  failed: { label: msg`Failed`, color: 'red.9' },
  expired: { label: msg`Expired`, color: STEEL },
  success: { label: msg`Success`, color: BLUE },
  cancelled: { label: msg`Cancelled`, color: 'gray.7' },
}

/** Detail-modal statuses (SPEC §4); the others read as in the list. */
const DETAIL: Record<string, StatusLook> = {
  init: waiting,
  settlement: { label: msg`Success`, color: GREEN },
  pending: { label: msg`Pending`, color: ORANGE },
  failed: { label: msg`Failed`, color: STEEL },
  expired: { label: msg`Expired`, color: STEEL },
  complete: { label: msg`Success`, color: GREEN },
}

const unknown = (status: string): StatusLook => ({ label: { id: status, message: status }, color: 'gray.7' })

export const listStatus = (status: string): StatusLook => LIST[status] ?? unknown(status)
export const detailStatus = (status: string): StatusLook => DETAIL[status] ?? LIST[status] ?? unknown(status)
