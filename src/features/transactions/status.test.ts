import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, isPaid } from '../../../contract/order-status'
import { canContinuePayment, detailStatus, listStatus, pageWindow } from './status'
import { paidAfterClose } from '../../ui/transaction-status'

describe('transaction statuses', () => {
  it('gives each list status the badge and colour of the spec', () => {
    const look = (s: string) => [listStatus(s).label.message, listStatus(s).color]
    expect(look('settlement')).toEqual(['Success', 'green.5'])
    expect(look('pending')).toEqual(['Pending', 'orange.5'])
    expect(look('failed')).toEqual(['Failed', 'red.9'])
    expect(look('expired')).toEqual(['Expired', '#3a6d96'])
    expect(look('success')).toEqual(['Success', 'blue.8'])
    expect(look('cancelled')).toEqual(['Cancelled', 'gray.7'])
    // paid statuses the spec's list does not name read as settlement does
    expect(look('complete')).toEqual(['Success', 'green.5'])
    expect(look('capture')).toEqual(['Success', 'green.5'])
    expect(look('init')).toEqual(['Waiting For Payment', 'blue.8'])
  })

  it('gives each detail status the label and colour of the spec', () => {
    const look = (s: string) => [detailStatus(s).label.message, detailStatus(s).color]
    expect(look('init')).toEqual(['Waiting For Payment', 'blue.8'])
    expect(look('settlement')).toEqual(['Success', 'green.5'])
    expect(look('pending')).toEqual(['Pending', 'orange.5'])
    expect(look('failed')).toEqual(['Failed', '#3a6d96'])
    expect(look('expired')).toEqual(['Expired', '#3a6d96'])
    expect(look('complete')).toEqual(['Success', 'green.5'])
    expect(look('capture')).toEqual(['Success', 'green.5'])
  })

  it('gives every order status a look of its own, and every paid one Success but a partial refund or chargeback', () => {
    const labels = (read: typeof listStatus) => ORDER_STATUSES.map((status) => read(status).label.message)
    const partly = ['partial_refund', 'partial_chargeback']
    for (const read of [listStatus, detailStatus]) {
      expect(labels(read)).not.toContain(undefined)
      expect(labels(read).filter((label, i) => label === ORDER_STATUSES[i])).toEqual([])
      const paid = ORDER_STATUSES.filter((s) => isPaid(s) && !partly.includes(s))
      expect(paid.map((status) => read(status).label.message)).toEqual(paid.map(() => 'Success'))
    }
  })

  it('names what the provider did with a paid order: refunded, charged back, in full or in part', () => {
    for (const read of [listStatus, detailStatus]) {
      const look = (s: string) => [read(s).label.message, read(s).color]
      expect(look('refund')).toEqual(['Refunded', 'violet.9'])
      expect(look('partial_refund')).toEqual(['Partly refunded', 'violet.9'])
      expect(look('chargeback')).toEqual(['Charged back', 'grape.9'])
      expect(look('partial_chargeback')).toEqual(['Partly charged back', 'grape.9'])
    }
  })

  it('says an order was paid after it closed, by the status it had closed in', () => {
    expect(paidAfterClose(null)).toBeNull()
    expect(paidAfterClose(undefined)).toBeNull()
    expect(paidAfterClose('expired')?.message).toBe('Paid after the order had expired.')
    expect(paidAfterClose('cancelled')?.message).toBe('Paid after the order had been cancelled.')
    expect(paidAfterClose('failed')?.message).toBe('Paid after the order had failed.')
  })

  it('shows a status the order service does not list as its raw text on grey', () => {
    expect([listStatus('refunded').label.message, listStatus('refunded').color]).toEqual([
      'refunded',
      'gray.7',
    ])
    expect(detailStatus('refunded').label.message).toBe('refunded')
  })

  it('offers Continue Payment for init and pending only', () => {
    expect(
      ['init', 'pending', 'settlement', 'failed', 'expired', 'cancelled'].filter(canContinuePayment),
    ).toEqual(['init', 'pending'])
  })

  it('shows at most three page numbers around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(1, 10)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([4, 5, 6])
    expect(pageWindow(10, 10)).toEqual([8, 9, 10])
    expect(pageWindow(1, 0)).toEqual([])
  })
})
