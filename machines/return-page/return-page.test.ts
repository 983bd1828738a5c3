import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { returnPageMachine, type ReturnPageInput } from './return-page.machine'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

function start(input: ReturnPageInput, options: { storeFails?: boolean; closes?: boolean } = {}) {
  const calls: string[] = []
  const actor = createActor(
    returnPageMachine.provide({
      actors: {
        storeResult: fromPromise(async ({ input: result }) => {
          calls.push(`store ${result.orderId} ${result.status} ${result.userId}`)
          if (options.storeFails) throw new Error('QuotaExceededError')
        }),
        closeWindow: fromPromise(async () => {
          calls.push('close')
          if (options.closes === false) throw new Error('not a popup')
        }),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls }
}

describe('return page machine', () => {
  it('stores a success for the opener, then closes the window', async () => {
    const { actor, calls } = start({ orderId: 'VPT-1', status: 'success', userId: '1' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(calls).toEqual(['store VPT-1 success 1', 'close'])
  })

  it('only closes the window for another status, or a success without its order or customer', async () => {
    for (const input of [
      { orderId: 'VPT-1', status: 'closed', userId: '1' },
      { orderId: '', status: 'success', userId: '1' },
      { orderId: 'VPT-1', status: 'success', userId: '' },
    ]) {
      const { calls } = start(input)
      await flush()
      expect(calls).toEqual(['close'])
    }
  })

  it('says the window may be closed when it cannot close itself; a failed store still closes', async () => {
    const { actor, calls } = start(
      { orderId: 'VPT-1', status: 'success', userId: '1' },
      { storeFails: true, closes: false },
    )
    await flush()
    expect(calls).toEqual(['store VPT-1 success 1', 'close'])
    expect(actor.getSnapshot().hasTag('step:done')).toBe(true)
  })
})
