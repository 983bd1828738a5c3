import { isPayable } from '../../../contract/order-status'
export { detailStatus, listStatus, type StatusLook } from '../../ui/transaction-status'

/** 'Continue Payment' is offered only while the order can still be paid (SPEC §2). */
export const canContinuePayment = isPayable

/** At most `size` page numbers, a window around the current page (SPEC §4 pagination). */
export function pageWindow(page: number, total: number, size = 3): number[] {
  const count = Math.min(size, Math.max(total, 0))
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), Math.max(1, total - count + 1))
  return Array.from({ length: count }, (_, i) => first + i)
}
