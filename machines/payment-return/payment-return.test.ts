import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import {
  paymentReturnMachine,
  POLL_FIRST_MS,
  type PaymentReturnEmitted,
  type PaymentReturnEvent,
} from './payment-return.machine'
import { order } from './payment-return.paths'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

function start(statuses: string[]) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  let fromWatcher: ((event: PaymentReturnEvent) => void) | undefined
  let fromSnap: ((event: PaymentReturnEvent) => void) | undefined
  const machine = paymentReturnMachine.provide({
    actors: {
      watchReturns: fromCallback(({ sendBack }) => {
        fromWatcher = sendBack
      }),
      snapPopup: fromCallback(({ sendBack, input }) => {
        calls.push(`snap ${input.token}`)
        fromSnap = sendBack
      }),
      loadOrder: fromPromise(async ({ input }) => {
        calls.push(`loadOrder ${input.orderId}`)
        return order(statuses.shift() ?? 'pending')
      }),
      clearResult: fromPromise(async () => {
        calls.push('clear')
      }),
    },
  })
  const actor = createActor(machine, { clock })
  const emitted: PaymentReturnEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return {
    actor,
    clock,
    calls,
    emitted,
    watcher: (e: PaymentReturnEvent) => fromWatcher?.(e),
    snap: (e: PaymentReturnEvent) => fromSnap?.(e),
  }
}

describe('payment-return machine', () => {
  it('sends a wide screen back to the caller page with order_id, whatever the callback was', async () => {
    for (const outcome of ['success', 'pending', 'error', 'close'] as const) {
      const { actor, emitted, snap } = start(['settlement'])
      actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/purchase' })
      snap({ type: 'snap.finished', outcome, viewportWidth: 1112 })
      expect(emitted).toEqual([{ type: 'navigate', path: '/purchase', query: { order_id: 'VPT-1' } }])
    }
  })

  it('sends a narrower screen to / with order_id and open_tx=true', () => {
    const { actor, emitted, snap } = start(['settlement'])
    actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/purchase' })
    snap({ type: 'snap.finished', outcome: 'success', viewportWidth: 1111 })
    expect(emitted).toEqual([{ type: 'navigate', path: '/', query: { order_id: 'VPT-1', open_tx: 'true' } }])
    // there the order's transaction detail shows, whichever window made the redirect
    expect(actor.getSnapshot().hasTag('step:transactionDetail')).toBe(true)
    expect(actor.getSnapshot().context.orderId).toBe('VPT-1')
  })

  it('returns a payment made from the history to the history with order_id, at any width, and opens nothing over it', async () => {
    for (const viewportWidth of [1366, 390]) {
      const { actor, emitted, snap, calls } = start(['settlement'])
      actor.send({
        type: 'pay',
        orderId: 'VPT-2',
        token: 't',
        returnPath: '/account/transaction',
        mode: 'history',
      })
      snap({ type: 'snap.finished', outcome: 'success', viewportWidth })
      await flush()
      expect(emitted).toEqual([
        { type: 'navigate', path: '/account/transaction', query: { order_id: 'VPT-2' } },
      ])
      expect(actor.getSnapshot().matches({ idle: 'quiet' })).toBe(true)
      expect(calls.some((call) => call.startsWith('loadOrder'))).toBe(false)
    }
  })

  it("keeps a visitor on the caller's page at any width and reads the order with its payment token", async () => {
    const { actor, emitted, snap } = start(['settlement'])
    const tokens: Array<string | null> = []
    const visitor = createActor(
      paymentReturnMachine.provide({
        actors: {
          watchReturns: fromCallback(() => undefined),
          snapPopup: fromCallback(({ sendBack }) => {
            sendBack({ type: 'snap.finished', outcome: 'success', viewportWidth: 390 })
          }),
          loadOrder: fromPromise(async ({ input }) => {
            tokens.push(input.token)
            return order('settlement')
          }),
        },
      }),
    ).start()
    visitor.send({
      type: 'pay',
      orderId: 'VPT-3',
      token: 'pay-token',
      returnPath: '/purchase',
      mode: 'visitor',
    })
    await flush()
    expect(tokens).toEqual(['pay-token'])
    expect(visitor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    // the default mode still sends a narrow screen home
    actor.send({ type: 'pay', orderId: 'VPT-4', token: 't', returnPath: '/purchase' })
    snap({ type: 'snap.finished', outcome: 'success', viewportWidth: 390 })
    expect(emitted.at(-1)).toEqual({
      type: 'navigate',
      path: '/',
      query: { order_id: 'VPT-4', open_tx: 'true' },
    })
  })

  it('shows a stored result whose order is not paid once: closing it removes it and leaves a quiet notice', async () => {
    for (const status of ['pending', 'failed']) {
      const { actor, watcher, calls } = start([status])
      watcher({ type: 'stored.paymentResult', result: { orderId: 'VPT-5', userId: '1', status: 'success' } })
      await flush()
      expect(actor.getSnapshot().hasTag(status === 'pending' ? 'step:pending' : 'step:notPaid')).toBe(true)
      actor.send({ type: 'close' })
      await flush()
      expect(calls).toContain('clear')
      expect(actor.getSnapshot().hasTag('step:orderNotice')).toBe(true)
      expect(actor.getSnapshot().context.orderId).toBe('VPT-5')
      actor.send({ type: 'close' })
      expect(actor.getSnapshot().matches({ idle: 'quiet' })).toBe(true)
    }
  })

  it('shows Payment Success only when the server reports the order paid, not because a callback said success', async () => {
    const failed = start(['failed'])
    failed.actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/' })
    failed.snap({ type: 'snap.finished', outcome: 'success', viewportWidth: 1280 })
    await flush()
    expect(failed.actor.getSnapshot().hasTag('step:notPaid')).toBe(true)

    const paid = start(['settlement'])
    paid.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    expect(paid.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    expect(paid.actor.getSnapshot().context.order?.amount).toBe(49_000)
  })

  it('shows Payment Success for every status the order service counts as paid, capture too', async () => {
    for (const status of ['settlement', 'success', 'complete', 'capture']) {
      const { actor } = start([status])
      actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
      await flush()
      expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    }
  })

  it('after the narrow redirect (open_tx) shows the transaction detail, not a result popup', async () => {
    const { actor, watcher, snap, calls } = start(['settlement'])
    actor.send({ type: 'returned', orderId: 'VPT-7', openTx: true })
    await flush()
    const shown = actor.getSnapshot()
    expect(shown.hasTag('step:transactionDetail')).toBe(true)
    expect(shown.context.orderId).toBe('VPT-7')
    // the detail reads the order itself: no result popup's load runs
    expect(calls).toEqual([])
    watcher({ type: 'window.focused' })
    expect(actor.getSnapshot().context.detailReads).toBe(1)
    expect(actor.getSnapshot().hasTag('step:transactionDetail')).toBe(true)
    // Continue Payment in the detail reopens the payment popup
    actor.send({ type: 'pay', orderId: 'VPT-7', token: 't', returnPath: '/account/transaction' })
    expect(calls).toEqual(['snap t'])
    snap({ type: 'snap.finished', outcome: 'pending', viewportWidth: 1280 })
    await flush()
    expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    actor.send({ type: 'close' })
    await flush()
    actor.send({ type: 'returned', orderId: 'VPT-8', openTx: true })
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('asks again about a pending payment with growing waits, and shows it paid once settled', async () => {
    const { actor, clock, calls } = start(['pending', 'pending', 'settlement'])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    expect(actor.getSnapshot().hasTag('step:pending')).toBe(true)
    clock.increment(POLL_FIRST_MS - 1)
    expect(calls.filter((c) => c.startsWith('loadOrder'))).toHaveLength(1)
    clock.increment(1)
    await flush()
    expect(calls.filter((c) => c.startsWith('loadOrder'))).toHaveLength(2)
    clock.increment(POLL_FIRST_MS * 2 - 1)
    await flush()
    expect(calls.filter((c) => c.startsWith('loadOrder'))).toHaveLength(2)
    clock.increment(1)
    await flush()
    expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })

  it('counts what each payment became once per order and status, however often a pending one is read', async () => {
    const { actor, clock, emitted } = start(['pending', 'pending', 'settlement'])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    clock.increment(POLL_FIRST_MS)
    await flush()
    clock.increment(POLL_FIRST_MS * 2)
    await flush()
    expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    expect(emitted.filter((e) => e.type === 'track')).toEqual([
      { type: 'track', event: 'payment_result', label: 'pending' },
      { type: 'track', event: 'payment_result', label: 'settlement' },
      { type: 'track', event: 'addon_purchased', label: 'Add On Premium Sports 2' },
    ])
  })

  it('counts a result not paid, and no add-on bought', async () => {
    const { actor, emitted } = start(['failed'])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    expect(emitted.filter((e) => e.type === 'track')).toEqual([
      { type: 'track', event: 'payment_result', label: 'failed' },
    ])
  })

  it('keeps the waiting popup while it asks again, and closes from there', async () => {
    const { actor, clock, watcher } = start(['pending'])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    clock.increment(POLL_FIRST_MS)
    // asked again: still waiting, with the order read last, not a blank loading step
    expect(actor.getSnapshot().hasTag('step:pending')).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.order?.status).toBe('pending')
    await flush()
    expect(actor.getSnapshot().value).toBe('pending')
    watcher({ type: 'window.focused' })
    expect(actor.getSnapshot().value).toEqual({ loadingOrder: 'recheck' })
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('asks again at once when the window regains focus', async () => {
    const { actor, watcher } = start(['pending', 'settlement'])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    watcher({ type: 'window.focused' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })

  it('shows the package-active popup for stored partner data with status success, and removes it on close', async () => {
    const { actor, watcher, calls } = start(['settlement'])
    watcher({ type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'pending' } })
    watcher({ type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '', status: 'success' } })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
    watcher({ type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'success' } })
    await flush()
    expect(actor.getSnapshot().hasTag('step:packageActive')).toBe(true)
    actor.send({ type: 'close' })
    await flush()
    expect(calls.at(-1)).toBe('clear')
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('says where a payment shows when the partner window closed, and gives way to a stored success', async () => {
    const { actor, watcher } = start(['settlement'])
    actor.send({ type: 'partnerWindow.closed' })
    expect(actor.getSnapshot().hasTag('step:partnerClosed')).toBe(true)
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
    actor.send({ type: 'partnerWindow.closed' })
    watcher({ type: 'stored.paymentResult', result: { orderId: 'VPT-1', userId: '1', status: 'success' } })
    await flush()
    expect(actor.getSnapshot().hasTag('step:packageActive')).toBe(true)
    // the close noticed after the result arrived changes nothing
    actor.send({ type: 'partnerWindow.closed' })
    expect(actor.getSnapshot().hasTag('step:packageActive')).toBe(true)
  })

  it('explains a blocked payment popup and opens it again on retry', () => {
    const { actor, snap, calls } = start([])
    actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/' })
    snap({ type: 'snap.blocked' })
    expect(actor.getSnapshot().hasTag('step:blocked')).toBe(true)
    actor.send({ type: 'retry' })
    expect(calls).toEqual(['snap t', 'snap t'])
  })
})
