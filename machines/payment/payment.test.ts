import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { buyMachine, type PackageCheck } from '../buy/buy.machine'
import { order } from '../payment-return/payment-return.paths'
import { paymentReturnMachine, type PaymentReturnEvent } from '../payment-return/payment-return.machine'
import {
  paymentMachine,
  POLL_FIRST_MS,
  type PaymentEmitted,
  type PaymentEvent,
  type PopupCommand,
  type PopupTarget,
} from './payment.machine'
import { pkg } from './payment.paths'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

const success = { orderId: 'VPT-1', userId: '1', status: 'success' }

interface Options {
  /** Whether billing accepts a stored token (its client refreshes an expired one first). */
  signedIn?: boolean
  owned?: boolean
  /** The statuses loadOrder reports, one per read (then pending). */
  statuses?: string[]
  recurringStored?: boolean
  /** The partner window: opens, or is blocked once, or always. */
  blocked?: 'once' | 'always'
}

/**
 * The payment flow on its real children, every call and window a fake that records what it was
 * asked: what the windows and watchers say is sent from here as they would send it.
 */
function start(options: Options = {}) {
  const clock = new SimulatedClock()
  const calls: string[] = []
  let signedIn = options.signedIn ?? false
  const statuses = [...(options.statuses ?? ['settlement'])]
  let blocks = options.blocked === 'always' ? Infinity : options.blocked === 'once' ? 1 : 0
  const windows: { target: PopupTarget; commands: PopupCommand[]; closed: boolean }[] = []
  const senders: Partial<Record<'window' | 'stored' | 'focus', (event: PaymentEvent) => void>> = {}
  let fromSnap: ((event: PaymentReturnEvent) => void) | undefined
  const buy = buyMachine.provide({
    actors: {
      checkPackage: fromPromise(async ({ input }): Promise<PackageCheck> => {
        calls.push(`checkPackage ${input.packageId}`)
        return signedIn
          ? { signedIn: true, owned: options.owned ?? false, phone: '+6281234567890' }
          : { signedIn: false }
      }),
      storeTokens: fromPromise(async ({ input }) => {
        calls.push(`storeTokens ${input.token}`)
        signedIn = true
      }),
      setFlag: fromPromise(async ({ input }) => {
        calls.push(`setFlag ${input.flag}`)
      }),
      clearFlags: fromPromise<void, void>(async () => {
        calls.push('clearFlags')
      }),
    },
  })
  const paymentReturn = paymentReturnMachine.provide({
    actors: {
      snapPopup: fromCallback(({ sendBack, input }) => {
        calls.push(`snap ${input.token}`)
        fromSnap = sendBack
      }),
    },
  })
  const machine = paymentMachine.provide({
    actors: {
      buy,
      paymentReturn,
      readRecurringFlag: fromPromise(async () => options.recurringStored ?? false),
      clearFlags: fromPromise<void, void>(async () => {
        calls.push('clearFlags')
      }),
      partnerWindow: fromCallback<PopupCommand, { target: PopupTarget }>(({ input, sendBack, receive }) => {
        senders.window = sendBack
        if (blocks > 0) {
          blocks -= 1
          sendBack({ type: 'popup.blocked' })
          return undefined
        }
        const opened = { target: input.target, commands: [] as PopupCommand[], closed: false }
        windows.push(opened)
        receive((command) => opened.commands.push(command))
        return () => {
          opened.closed = true
        }
      }),
      watchStoredResult: fromCallback(({ sendBack }) => {
        senders.stored = sendBack
      }),
      watchFocus: fromCallback(({ sendBack }) => {
        senders.focus = sendBack
      }),
      loadOrder: fromPromise(async ({ input }) => {
        calls.push(`loadOrder ${input.orderId} ${input.token ?? '-'}`)
        return order(statuses.shift() ?? 'pending')
      }),
      clearResult: fromPromise<void, void>(async () => {
        calls.push('clearResult')
      }),
    },
  })
  const actor = createActor(machine, { clock })
  const emitted: PaymentEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const child = () => actor.getSnapshot().children
  return {
    actor,
    clock,
    calls,
    emitted,
    windows,
    tracked: () => emitted.filter((event) => event.type === 'track'),
    fromWindow: (event: PaymentEvent) => senders.window?.(event),
    stored: (result: typeof success) => senders.stored?.({ type: 'stored.paymentResult', result }),
    focused: () => senders.focus?.({ type: 'window.focused' }),
    snap: (event: PaymentReturnEvent) => fromSnap?.(event),
    buyChild: () => child().buy!,
    popupChild: () => child().paymentReturn!,
  }
}

/** A Buy by a customer signed in to billing, without the package: the pay page opens. */
async function buyToPayPage(options: Options = {}) {
  const run = start({ signedIn: true, ...options })
  await flush()
  run.actor.send({ type: 'buy', pkg, returnPath: '/token' })
  await flush()
  return run
}

describe('payment machine: Buy → partner window → result', () => {
  it('says a Buy started, with the product code, as it enters buying', async () => {
    const { tracked } = await buyToPayPage()
    expect(tracked()).toEqual([{ type: 'track', event: 'buy_started', label: 'ADDON-SPORTS-2' }])
  })

  it('opens the pay page at once for a customer signed in to billing without the package', async () => {
    const { actor, windows } = await buyToPayPage()
    expect(actor.getSnapshot().value).toEqual({ partner: 'awaitingResult' })
    expect(windows).toEqual([
      {
        target: { page: 'pay', packageId: 101, kind: 'add-on', returnPath: '/token' },
        commands: [],
        closed: false,
      },
    ])
  })

  it('sends a visitor through the partner sign-in, then on to the pay page in the same window (SPEC §4)', async () => {
    const run = start()
    await flush()
    run.actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(run.calls).toEqual(['checkPackage 101', 'setFlag buy'])
    expect(run.actor.getSnapshot().hasTag('step:partnerSignIn')).toBe(true)
    expect(run.windows.map((w) => w.target)).toEqual([{ page: 'login' }])
    run.fromWindow({ type: 'partner.loggedIn', token: 'bss-token', refreshToken: 'bss-refresh' })
    await flush()
    expect(run.calls.slice(2)).toEqual(['storeTokens bss-token', 'checkPackage 101'])
    expect(run.actor.getSnapshot().hasTag('step:partnerPaying')).toBe(true)
    expect(run.windows).toHaveLength(1)
    expect(run.windows[0]!.commands).toEqual([
      { type: 'popup.go', target: { page: 'pay', packageId: 101, kind: 'add-on', returnPath: '/token' } },
    ])
  })

  it('sets the recurring flag and closes the window when the visitor signs in to buy a package already active', async () => {
    const run = start({ owned: true })
    await flush()
    run.actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    run.fromWindow({ type: 'partner.loggedIn', token: 'bss-token', refreshToken: 'bss-refresh' })
    await flush()
    expect(run.calls).toContain('setFlag showRecurring')
    expect(run.actor.getSnapshot().hasTag('step:recurring')).toBe(true)
    expect(run.windows[0]!.closed).toBe(true)
    run.actor.send({ type: 'close' })
    await flush()
    expect(run.calls.at(-1)).toBe('clearFlags')
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('shows the recurring notice at start-up while showRecurring is stored, and clears the flags on close (SPEC §4)', async () => {
    const { actor, calls } = start({ recurringStored: true })
    await flush()
    expect(actor.getSnapshot().hasTag('step:recurring')).toBe(true)
    actor.send({ type: 'close' })
    await flush()
    expect(calls).toEqual(['clearFlags'])
    expect(actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('opens no window when the package is already active: buy shows the alert, and closing it ends buying', async () => {
    const run = await buyToPayPage({ owned: true })
    expect(run.windows).toEqual([])
    expect(run.buyChild().getSnapshot().hasTag('step:alreadyOwned')).toBe(true)
    run.buyChild().send({ type: 'close' })
    await flush()
    expect(run.calls).toContain('clearFlags')
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('goes on to the package-active popup when the return page stores a success while the window is open', async () => {
    const run = await buyToPayPage()
    run.stored(success)
    await flush()
    expect(run.actor.getSnapshot().hasTag('step:packageActive')).toBe(true)
    expect(run.calls.at(-1)).toBe('loadOrder VPT-1 -')
    // leaving `partner` closed the window (the return page closes it too)
    expect(run.windows[0]!.closed).toBe(true)
    run.actor.send({ type: 'close' })
    await flush()
    expect(run.calls.at(-1)).toBe('clearResult')
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('lets a stored success that arrives after the window was seen closing win over the notice', async () => {
    const run = await buyToPayPage()
    run.fromWindow({ type: 'popup.closed' })
    expect(run.actor.getSnapshot().value).toBe('windowClosed')
    expect(run.actor.getSnapshot().hasTag('step:partnerClosed')).toBe(true)
    run.stored({ ...success, status: 'pending' })
    expect(run.actor.getSnapshot().value).toBe('windowClosed')
    run.stored(success)
    await flush()
    expect(run.actor.getSnapshot().hasTag('step:packageActive')).toBe(true)
  })

  it.each([
    ['the customer closes it', 'popup.closed'],
    ['the customer cancels it from the page', 'close'],
  ] as const)('says where a payment made in the partner window shows once %s', async (_how, type) => {
    const run = await buyToPayPage()
    if (type === 'close') run.actor.send({ type })
    else run.fromWindow({ type })
    expect(run.actor.getSnapshot().hasTag('step:partnerClosed')).toBe(true)
    expect(run.windows[0]!.closed).toBe(true)
    run.actor.send({ type: 'close' })
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('explains a blocked partner window and opens it again on retry', async () => {
    const run = await buyToPayPage({ blocked: 'once' })
    expect(run.actor.getSnapshot().hasTag('step:partnerBlocked')).toBe(true)
    run.actor.send({ type: 'retry' })
    expect(run.actor.getSnapshot().hasTag('step:partnerPaying')).toBe(true)
    expect(run.windows.map((w) => w.target.page)).toEqual(['pay'])
  })
})

describe('payment machine: Pay → payment popup → result', () => {
  /** A Pay at `viewportWidth`, the popup finishing with `outcome`. */
  async function pay(
    viewportWidth: number,
    event: Partial<Extract<PaymentEvent, { type: 'pay' }>> = {},
    options: Options = {},
  ) {
    const run = start(options)
    await flush()
    run.actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/purchase', ...event })
    await flush()
    run.snap({ type: 'snap.finished', outcome: 'success', viewportWidth })
    await flush()
    return run
  }

  it('sends a wide screen back to the caller page with order_id, whatever the callback was', async () => {
    for (const outcome of ['success', 'pending', 'error', 'close'] as const) {
      const run = start()
      await flush()
      run.actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/purchase' })
      await flush()
      run.snap({ type: 'snap.finished', outcome, viewportWidth: 1112 })
      await flush()
      expect(run.emitted.filter((e) => e.type === 'navigate')).toEqual([
        { type: 'navigate', path: '/purchase', query: { order_id: 'VPT-1' } },
      ])
      expect(run.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    }
  })

  it('sends a narrower screen to / with order_id and open_tx=true, where the transaction detail shows', async () => {
    const run = await pay(1111)
    expect(run.emitted).toEqual([
      { type: 'navigate', path: '/', query: { order_id: 'VPT-1', open_tx: 'true' } },
    ])
    expect(run.actor.getSnapshot().hasTag('step:transactionDetail')).toBe(true)
    // the detail reads the order itself; focus has it read again
    expect(run.calls.some((c) => c.startsWith('loadOrder'))).toBe(false)
    run.focused()
    expect(run.actor.getSnapshot().context.detailReads).toBe(1)
  })

  it('returns a payment made from the history to the history with order_id, at any width, and opens nothing over it', async () => {
    for (const width of [1366, 390]) {
      const run = await pay(width, { returnPath: '/account/transaction', mode: 'history' })
      expect(run.emitted).toEqual([
        { type: 'navigate', path: '/account/transaction', query: { order_id: 'VPT-1' } },
      ])
      expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
      expect(run.calls.some((c) => c.startsWith('loadOrder'))).toBe(false)
    }
  })

  it("keeps a visitor on the caller's page at any width and reads the order with its payment token", async () => {
    const run = await pay(390, { token: 'pay-token', mode: 'visitor' })
    expect(run.calls).toEqual(['snap pay-token', 'loadOrder VPT-1 pay-token'])
    expect(run.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })

  it('explains a blocked payment popup, opens it again on retry, and gives up on Cancel', async () => {
    const run = start()
    await flush()
    run.actor.send({ type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/' })
    run.snap({ type: 'snap.blocked' })
    expect(run.popupChild().getSnapshot().hasTag('step:blocked')).toBe(true)
    run.popupChild().send({ type: 'retry' })
    expect(run.calls).toEqual(['snap t', 'snap t'])
    run.snap({ type: 'snap.blocked' })
    run.popupChild().send({ type: 'close' })
    await flush()
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it("does not show again the order in flight: Pay's own redirect, or one already shown", async () => {
    const run = await pay(1280, {}, { statuses: ['settlement', 'settlement'] })
    expect(run.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    // the redirect puts the same order in the address
    run.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    run.actor.send({ type: 'close' })
    await flush()
    run.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
    // another order does show
    run.actor.send({ type: 'returned', orderId: 'VPT-3', openTx: false })
    await flush()
    expect(run.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })
})

describe('payment machine: what the order became', () => {
  async function returned(statuses: string[]) {
    const run = start({ statuses })
    await flush()
    run.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    return run
  }

  it('shows Payment Success only when the server reports the order paid, capture too', async () => {
    for (const status of ['settlement', 'success', 'complete', 'capture'])
      expect((await returned([status])).actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    expect((await returned(['failed'])).actor.getSnapshot().hasTag('step:notPaid')).toBe(true)
  })

  it('asks again about a pending payment with growing waits, keeping the waiting popup, and shows it paid once settled', async () => {
    const { actor, clock, calls } = await returned(['pending', 'pending', 'settlement'])
    const reads = () => calls.filter((c) => c.startsWith('loadOrder')).length
    expect(actor.getSnapshot().hasTag('step:pending')).toBe(true)
    clock.increment(POLL_FIRST_MS - 1)
    expect(reads()).toBe(1)
    clock.increment(1)
    // asked again: still waiting, with the order read last
    expect(actor.getSnapshot().value).toEqual({ confirming: 'recheck' })
    expect(actor.getSnapshot().hasTag('step:pending')).toBe(true)
    expect(actor.getSnapshot().context.order?.status).toBe('pending')
    await flush()
    expect(reads()).toBe(2)
    clock.increment(POLL_FIRST_MS * 2 - 1)
    await flush()
    expect(reads()).toBe(2)
    clock.increment(1)
    await flush()
    expect(actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })

  it('asks again at once when the window regains focus', async () => {
    const run = await returned(['pending', 'settlement'])
    run.focused()
    await flush()
    expect(run.actor.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })

  it('counts what each payment became once per order and status, however often a pending one is read', async () => {
    const { clock, tracked } = await returned(['pending', 'pending', 'settlement'])
    clock.increment(POLL_FIRST_MS)
    await flush()
    clock.increment(POLL_FIRST_MS * 2)
    await flush()
    expect(tracked()).toEqual([
      { type: 'track', event: 'payment_result', label: 'pending' },
      { type: 'track', event: 'payment_result', label: 'settlement' },
      { type: 'track', event: 'addon_purchased', label: 'Add On Premium Sports 2' },
    ])
    expect((await returned(['failed'])).tracked()).toEqual([
      { type: 'track', event: 'payment_result', label: 'failed' },
    ])
  })

  it('shows a stored success left from before, once: not paid, closing removes it and leaves a quiet notice', async () => {
    for (const status of ['pending', 'failed']) {
      const run = start({ statuses: [status] })
      await flush()
      run.stored({ ...success, userId: '' })
      expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
      run.stored(success)
      await flush()
      expect(run.actor.getSnapshot().hasTag(status === 'pending' ? 'step:pending' : 'step:notPaid')).toBe(
        true,
      )
      run.actor.send({ type: 'close' })
      await flush()
      expect(run.calls.at(-1)).toBe('clearResult')
      expect(run.actor.getSnapshot().hasTag('step:orderNotice')).toBe(true)
      run.actor.send({ type: 'close' })
      expect(run.actor.getSnapshot().value).toEqual({ idle: 'quiet' })
    }
  })
})
