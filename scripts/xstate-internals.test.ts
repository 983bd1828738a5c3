import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ORDER_PHASE, ORDER_STATUSES, isOrderStatus } from '../contract/order-status'
import { detailStatus, listStatus } from '../src/ui/transaction-status'
import { privateReads, privateReadsIn } from './xstate-internals'
import { busesIn, busShapes } from './flow-buses'

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

  it('sends flow requests to the app system, through no home-made bus', () => {
    expect(busesIn(root)).toEqual([])
  })

  it('finds a bus however it is built (a listener slot included), and not in a comment', () => {
    const planted = [
      'const bus = new EventTarget()',
      "  bus.dispatchEvent(new CustomEvent('open', { detail }))",
      'const queue: Request[] = []',
      'let taker: ((request: Request) => void) | null = null',
      'const wakers = new Set<() => void>()',
      '// a comment may say new EventTarget()',
      'const waiting: StatusLook = { label }',
      'let sessionEnded: (() => void) | undefined',
      'let onChange: undefined | ((value: string) => void) = undefined',
      'let loading: Promise<Runtime> | undefined',
      'let onEnded: SessionListener | undefined',
      'let handler: null | Handler = null',
      'let customFetch: FetchLike | undefined',
    ].join('\n')
    expect(busShapes(planted)).toEqual([
      '1: an EventTarget',
      '2: a CustomEvent',
      '2: dispatchEvent',
      '3: a module-level queue',
      '4: a module-level taker',
      '5: a module-level set of callbacks',
      '8: a module-level listener slot',
      '9: a module-level listener slot',
      '11: a module-level listener slot',
      '12: a module-level listener slot',
    ])
  })

  it('keeps no slot of any file: the API\'s old "ended elsewhere" slot, planted back, fails', () => {
    const planted = mkdtempSync(join(tmpdir(), 'buses-'))
    try {
      mkdirSync(join(planted, 'src', 'api'), { recursive: true })
      writeFileSync(
        join(planted, 'src', 'api', 'clients.ts'),
        [
          'let sessionEnded: (() => void) | undefined',
          'export const watchSessionEnded = sessionEndings.watch',
        ].join('\n'),
      )
      expect(busesIn(planted)).toEqual([
        `${join('src', 'api', 'clients.ts')}:1: a module-level listener slot`,
      ])
    } finally {
      rmSync(planted, { recursive: true, force: true })
    }
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
