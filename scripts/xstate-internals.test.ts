import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ORDER_PHASE, ORDER_STATUSES, isOrderStatus } from '../src/api/contract/order-status'
import { detailStatus, listStatus } from '../src/ui/transaction-status'
import { privateReads, privateReadsIn } from './xstate-internals'

const root = fileURLToPath(new URL('..', import.meta.url))

describe('product code and its one definitions', () => {
  it('reads no private xstate field outside the path-test harness and the flow viewer', () => {
    expect(privateReadsIn(root)).toEqual([])
  })

  it('finds a private read however it is spelt', () => {
    expect(
      privateReads("const p = self._parent\nsnap['_nodes'].length\nactor._actorScope.self\nres._data"),
    ).toEqual(['1: _parent', '2: _nodes', '3: _actorScope'])
  })

  it('gives every order status of the picklist a meaning and a look: no lookup misses one', () => {
    expect(Object.keys(ORDER_PHASE).toSorted()).toEqual([...ORDER_STATUSES].toSorted())
    for (const status of ORDER_STATUSES) {
      expect(isOrderStatus(status)).toBe(true)
      // a missing entry would read back the raw status
      expect([listStatus(status).label.message, detailStatus(status).label.message]).not.toContain(status)
    }
  })
})
