import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from './go'
import { isPaid, isPayable, isWaiting } from './order-status'

describe('order statuses', () => {
  it('counts settlement, success, complete and capture as paid, nothing else', () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(['settlement', 'success', 'complete', 'capture'])
  })

  it('waits only for pending, and offers paying again for init and pending', () => {
    expect(ORDER_STATUSES.filter(isWaiting)).toEqual(['pending'])
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(['init', 'pending'])
  })
})
