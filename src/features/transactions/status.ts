import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface StatusLook {
  label: MessageDescriptor
  /** A Mantine colour name or a CSS colour. */
  color: string
}

const STEEL = '#4682b4'

const waiting: StatusLook = { label: msg`Waiting For Payment`, color: 'blue' }

/** List badges (SPEC §4). An order still in init has no list badge in the spec: it waits for payment. */
const LIST: Record<string, StatusLook> = {
  init: waiting,
  settlement: { label: msg`Success`, color: 'green' },
  pending: { label: msg`Pending`, color: 'orange' },
  failed: { label: msg`Failed`, color: 'red' },
  expired: { label: msg`Expired`, color: STEEL },
  success: { label: msg`Success`, color: 'blue' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
}

/** Detail-modal statuses (SPEC §4); the others read as in the list. */
const DETAIL: Record<string, StatusLook> = {
  init: waiting,
  settlement: { label: msg`Success`, color: 'green' },
  pending: { label: msg`Pending`, color: 'orange' },
  failed: { label: msg`Failed`, color: STEEL },
  expired: { label: msg`Expired`, color: STEEL },
  complete: { label: msg`Success`, color: 'green' },
}

const unknown = (status: string): StatusLook => ({ label: { id: status, message: status }, color: 'gray' })

export const listStatus = (status: string): StatusLook => LIST[status] ?? unknown(status)
export const detailStatus = (status: string): StatusLook => DETAIL[status] ?? LIST[status] ?? unknown(status)

/** 'Continue Payment' is offered only while the order can still be paid (SPEC §2). */
export const canContinuePayment = (status: string): boolean => status === 'init' || status === 'pending'

/** At most `size` page numbers, a window around the current page (SPEC §4 pagination). */
export function pageWindow(page: number, total: number, size = 3): number[] {
  const count = Math.min(size, Math.max(total, 0))
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, total - count + 1))
  return Array.from({ length: count }, (_, i) => first + i)
}
