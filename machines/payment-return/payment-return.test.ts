import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, toPromise } from 'xstate'
import { paymentReturnMachine, type PaymentReturnEvent } from './payment-return.machine'

function start() {
  const tokens: string[] = []
  let fromSnap: ((event: PaymentReturnEvent) => void) | undefined
  const machine = paymentReturnMachine.provide({
    actors: {
      snapPopup: fromCallback(({ sendBack, input }) => {
        tokens.push(input.token)
        fromSnap = sendBack
      }),
    },
  })
  const actor = createActor(machine, {
    input: { orderId: 'VPT-1', token: 'snap-token', returnPath: '/purchase' },
  }).start()
  return { actor, tokens, snap: (event: PaymentReturnEvent) => fromSnap?.(event) }
}

describe('payment-return machine (the payment popup)', () => {
  it('opens the popup with the payment token and ends with the width it returned at, whatever the callback was', async () => {
    for (const outcome of ['success', 'pending', 'error', 'close'] as const) {
      const { actor, tokens, snap } = start()
      expect(actor.getSnapshot().hasTag('step:paying')).toBe(true)
      snap({ type: 'snap.finished', outcome, viewportWidth: 390 })
      expect(await toPromise(actor)).toEqual({ returned: true, outcome, viewportWidth: 390 })
      expect(tokens).toEqual(['snap-token'])
    }
  })

  it('explains a blocked popup, opens it again on retry, and ends with nothing on Cancel', async () => {
    const { actor, tokens, snap } = start()
    snap({ type: 'snap.blocked' })
    expect(actor.getSnapshot().hasTag('step:blocked')).toBe(true)
    actor.send({ type: 'retry' })
    expect(tokens).toEqual(['snap-token', 'snap-token'])
    snap({ type: 'snap.blocked' })
    actor.send({ type: 'close' })
    expect(await toPromise(actor)).toEqual({ returned: false })
  })
})
