import { describe, expect, it, vi } from 'vitest'
import {
  hasWaitingPaymentRequest,
  onPaymentRequested,
  requestBuy,
  requestPayment,
  takePaymentRequests,
  type PaymentRequest,
} from './payment-requests'

describe('payment requests', () => {
  it('keep a click made before the host loaded, wake the shell, and hand it over once the host takes requests', () => {
    const wake = vi.fn<() => void>()
    const offWake = onPaymentRequested(wake)
    requestBuy({ id: 101, kind: 'add-on', productCode: 'ADDON-SPORTS-2' })
    expect(wake).toHaveBeenCalledTimes(1)
    expect(hasWaitingPaymentRequest()).toBe(true)

    const taken: PaymentRequest[] = []
    const stop = takePaymentRequests((request) => taken.push(request))
    expect(taken).toEqual([{ kind: 'buy', pkg: { id: 101, kind: 'add-on', productCode: 'ADDON-SPORTS-2' } }])
    expect(hasWaitingPaymentRequest()).toBe(false)

    requestPayment({ orderId: 'VPT-1', token: 'snap', returnPath: '/purchase' })
    expect(taken.at(-1)).toEqual({ kind: 'pay', orderId: 'VPT-1', token: 'snap', returnPath: '/purchase' })
    expect(wake).toHaveBeenCalledTimes(1)

    stop()
    offWake()
    requestPayment({ orderId: 'VPT-2', token: 'snap', returnPath: '/' })
    expect(taken).toHaveLength(2)
    expect(hasWaitingPaymentRequest()).toBe(true)
    takePaymentRequests(() => undefined)()
  })
})
