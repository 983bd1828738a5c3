import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { paymentMachine } from './payment.machine'
import { paymentChildren } from './payment.paths'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}
const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }

/**
 * The payment flow on its real children with the path model's services (a signed-in customer
 * without the package, a payment popup that stays open, an order the server reports paid). What
 * the partner and payment windows say is sent to the child they say it to.
 */
function start() {
  const actor = createActor(paymentMachine.provide({ actors: paymentChildren })).start()
  const { buy, paymentReturn } = actor.getSnapshot().children
  return { actor, buy: buy!, paymentReturn: paymentReturn! }
}

describe('payment machine', () => {
  it('runs the buy and payment-return flows as its children, by their systemIds', () => {
    const { actor, buy, paymentReturn } = start()
    expect(actor.system.get('buy')).toBe(buy)
    expect(actor.system.get('paymentReturn')).toBe(paymentReturn)
    expect(buy.getSnapshot().status).toBe('active')
    expect(paymentReturn.getSnapshot().value).toEqual({ idle: 'quiet' })
  })

  it('hands a Buy to the buy flow, which opens the partner pay page', async () => {
    const { actor, buy } = start()
    actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    expect(buy.getSnapshot().hasTag('step:paying')).toBe(true)
    expect(buy.getSnapshot().context.popup).toEqual({
      page: 'pay',
      packageId: 101,
      kind: 'add-on',
      returnPath: '/token',
    })
  })

  /** A Buy opens the partner pay page, then its window closes the way `how` says. */
  async function partnerWindowClosed(how: 'popup.closed' | 'close') {
    const started = start()
    started.actor.send({ type: 'buy', pkg, returnPath: '/token' })
    await flush()
    started.buy.send({ type: how })
    await flush()
    return started
  }

  it.each([
    ['the customer closes it', 'popup.closed'],
    ['the customer cancels it from the page', 'close'],
  ] as const)('shows where a payment made in the partner window shows once %s', async (_how, event) => {
    const { buy, paymentReturn } = await partnerWindowClosed(event)
    expect(buy.getSnapshot().value).toBe('idle')
    expect(paymentReturn.getSnapshot().hasTag('step:partnerClosed')).toBe(true)
  })

  it('lets a stored partner result arriving after the window closed win over the notice', async () => {
    const { paymentReturn } = await partnerWindowClosed('popup.closed')
    expect(paymentReturn.getSnapshot().hasTag('step:partnerClosed')).toBe(true)
    paymentReturn.send({
      type: 'stored.paymentResult',
      result: { orderId: 'VPT-1', userId: '1', status: 'success' },
    })
    await flush()
    expect(paymentReturn.getSnapshot().hasTag('step:packageActive')).toBe(true)
    expect(paymentReturn.getSnapshot().context.order?.orderId).toBe('VPT-1')
  })

  it('hands Pay and a returned order to payment return', async () => {
    const { actor, paymentReturn } = start()
    actor.send({ type: 'pay', orderId: 'VPT-2', token: 'snap-token', returnPath: '/purchase' })
    await flush()
    expect(paymentReturn.getSnapshot().hasTag('step:paying')).toBe(true)
    expect(paymentReturn.getSnapshot().context).toMatchObject({ orderId: 'VPT-2', token: 'snap-token' })

    const returned = start()
    returned.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    expect(returned.paymentReturn.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
    expect(returned.paymentReturn.getSnapshot().context.order?.orderId).toBe('VPT-1')
  })

  it("does not show again the order it has in hand: Pay's own redirect, or one already shown", async () => {
    const { actor, paymentReturn } = start()
    actor.send({ type: 'pay', orderId: 'VPT-2', token: 'snap-token', returnPath: '/purchase' })
    await flush()
    // the payment popup's redirect puts the same order in the address while it is still open
    actor.send({ type: 'returned', orderId: 'VPT-2', openTx: false })
    await flush()
    expect(paymentReturn.getSnapshot().hasTag('step:paying')).toBe(true)

    const shown = start()
    shown.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    shown.paymentReturn.send({ type: 'close' })
    await flush()
    shown.actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    await flush()
    expect(shown.paymentReturn.getSnapshot().value).toEqual({ idle: 'quiet' })
    // another order does show
    shown.actor.send({ type: 'returned', orderId: 'VPT-3', openTx: false })
    await flush()
    expect(shown.paymentReturn.getSnapshot().hasTag('step:paymentSuccess')).toBe(true)
  })
})
