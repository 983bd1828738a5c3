/**
 * startFirstCall sends an account page's first calls, the first at once and each other in a task of
 * its own (sending a request is main-thread work: two in one task made one of the security page's
 * long tasks at load).
 */
import { describe, expect, it, vi } from 'vitest'
import type { FirstCall } from '../api/early-calls'
import { startFirstCall } from './account-first-calls'

const started = vi.hoisted(() => [] as string[])
vi.mock('../api/early-calls', () => ({
  startEarly: (call: FirstCall<unknown>) => started.push(call.key),
}))

const afterATask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startFirstCall', () => {
  it('sends the security page’s two lists, the second in the next task', async () => {
    started.length = 0
    const done = startFirstCall('security', '')
    expect(started).toEqual(['v1/user/sessions'])
    await done
    expect(started).toEqual(['v1/user/sessions', 'v1/user/passkeys'])
  })

  it('sends a page’s one call at once', async () => {
    started.length = 0
    const done = startFirstCall('account', '')
    expect(started).toEqual(['v1/user/myprofile'])
    await done
    await afterATask()
    expect(started).toEqual(['v1/user/myprofile'])
  })

  it('sends the payment methods’ list, but not to the popup the provider’s page sent back to', async () => {
    started.length = 0
    await startFirstCall('paymentMethods', '')
    await startFirstCall('paymentMethods', '?method=3&result=ok')
    expect(started).toEqual(['payduct/v1/payment-methods'])
  })

  it('sends nothing for an order named in the address, nor for a page without a first call', async () => {
    started.length = 0
    await startFirstCall('transactions', '?order_id=ORD-1')
    await startFirstCall('home', '')
    expect(started).toEqual([])
  })
})
