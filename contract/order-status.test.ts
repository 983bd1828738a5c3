import { describe, expect, it } from 'vitest'
import {
  ORDER_STATUSES,
  PAYABLE_STATUSES,
  isOrderStatus,
  isPaid,
  isPayable,
  isStoredSuccess,
  isWaiting,
  readStoredPaymentResult,
  storedPaymentResultJson,
} from './order-status'

describe('order statuses', () => {
  it('counts settlement, success, complete, capture and a partial refund or chargeback as paid, nothing else', () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual([
      'settlement',
      'success',
      'complete',
      'capture',
      'partial_refund',
      'partial_chargeback',
    ])
  })

  it('knows the provider states an order can end in after it was paid: a full refund or chargeback is not paid', () => {
    for (const status of ['refund', 'partial_refund', 'chargeback', 'partial_chargeback'])
      expect(isOrderStatus(status)).toBe(true)
    expect(['refund', 'chargeback'].filter((s) => isPaid(s) || isPayable(s) || isWaiting(s))).toEqual([])
  })

  it('waits only for pending, and offers paying again for init and pending', () => {
    expect(ORDER_STATUSES.filter(isWaiting)).toEqual(['pending'])
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(['init', 'pending'])
    expect(PAYABLE_STATUSES).toEqual(['init', 'pending'])
  })

  it('knows only the listed statuses: anything else is neither paid, waiting nor payable', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true)
    for (const status of ['', 'deny', 'toString', 'constructor', 'PAID']) {
      expect(isOrderStatus(status)).toBe(false)
      expect([isPaid(status), isWaiting(status), isPayable(status)]).toEqual([false, false, false])
    }
  })
})

describe('stored payment result', () => {
  it('reads back what the return page writes', () => {
    const result = { orderId: 'VPT-1', userId: '42', status: 'success' }
    expect(readStoredPaymentResult(storedPaymentResultJson(result))).toEqual(result)
  })

  it('reads numbers as text and a missing field as empty', () => {
    expect(readStoredPaymentResult('{"orderId":7,"userId":42}')).toEqual({
      orderId: '7',
      userId: '42',
      status: '',
    })
  })

  it('reads nothing from no value, broken JSON or another shape', () => {
    for (const raw of [null, '', '{', '"success"', '{"orderId":{}}', 'null'])
      expect(readStoredPaymentResult(raw)).toBeNull()
  })

  it('counts only a success with its order and customer', () => {
    expect(isStoredSuccess({ orderId: 'VPT-1', userId: '42', status: 'success' })).toBe(true)
    expect(isStoredSuccess({ orderId: 'VPT-1', userId: '42', status: 'pending' })).toBe(false)
    expect(isStoredSuccess({ orderId: '', userId: '42', status: 'success' })).toBe(false)
    expect(isStoredSuccess({ orderId: 'VPT-1', userId: '', status: 'success' })).toBe(false)
    expect(isStoredSuccess(null)).toBe(false)
  })
})
