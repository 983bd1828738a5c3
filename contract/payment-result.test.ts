import { describe, expect, it } from 'vitest'
import { isStoredSuccess, readStoredPaymentResult, storedPaymentResultJson } from './payment-result'

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
