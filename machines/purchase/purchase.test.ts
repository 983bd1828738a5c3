import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  PurchaseError,
  purchaseMachine,
  type PurchaseDevice,
  type PurchaseEmitted,
  type PurchasePackage,
} from './purchase.machine'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}
const device: PurchaseDevice = {
  handle: 'handle-1',
  name: 'De** Cu******',
  phone: '0812****890',
  ownSn: null,
}
const ownDevice: PurchaseDevice = {
  handle: 'handle-2',
  name: 'Demo Customer',
  phone: null,
  ownSn: 'VPTV2024A0001',
}
const packages: PurchasePackage[] = [
  { id: 102, name: 'Add On Premium Movies 1', productType: 3, price: 69_000, durationDays: 30 },
]

function start(options: { found?: boolean; own?: boolean; checkoutError?: Error } = {}) {
  const calls: string[] = []
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        lookupDevice: fromPromise(async ({ input }) => {
          calls.push(`lookup ${input.query}`)
          return options.found === false ? null : options.own ? ownDevice : device
        }),
        loadPackages: fromPromise(async () => packages),
        checkout: fromPromise(async ({ input }) => {
          calls.push(`checkout ${input.packageId} ${input.handle}`)
          if (options.checkoutError) throw options.checkoutError
          return { orderId: 'VPT-9', token: 'snap-9', amount: 69_000 }
        }),
      },
    }),
    { input: { query: '' } },
  )
  const emitted: PurchaseEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, calls, emitted }
}

async function toSummary(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'query.change', query: ' VPTV2024A0001 ' })
  actor.send({ type: 'lookup.submit' })
  await flush()
  actor.send({ type: 'type.select', productType: 3 })
  actor.send({ type: 'package.select', name: 'Premium Movies' })
  expect(actor.getSnapshot().can({ type: 'summary.open' })).toBe(false)
  actor.send({ type: 'duration.select', packageId: 102 })
  actor.send({ type: 'summary.open' })
}

describe('purchase machine', () => {
  it("starts with the page's first query in the field", () => {
    const actor = createActor(purchaseMachine, { input: { query: 'VPTV2024A0001' } })
    expect(actor.getSnapshot().context.query).toBe('VPTV2024A0001')
    expect(actor.getSnapshot().can({ type: 'lookup.submit' })).toBe(true)
  })

  it('does not look up an empty query', () => {
    const { actor, calls } = start()
    actor.send({ type: 'query.change', query: '   ' })
    expect(actor.getSnapshot().can({ type: 'lookup.submit' })).toBe(false)
    expect(calls).toEqual([])
  })

  it('says the lookup was refused when the service counts too many from this address', async () => {
    const actor = createActor(
      purchaseMachine.provide({
        actors: {
          lookupDevice: fromPromise<PurchaseDevice | null, { query: string }>(async () => {
            throw new PurchaseError('tooMany')
          }),
        },
      }),
      { input: { query: '' } },
    ).start()
    actor.send({ type: 'query.change', query: 'VPTV2024A0001' })
    actor.send({ type: 'lookup.submit' })
    await flush()
    expect(actor.getSnapshot().context.error).toBe('tooMany')
    expect(actor.getSnapshot().hasTag('step:lookup')).toBe(true)
  })

  it('says the box is unavailable when the device service does not know it', async () => {
    const { actor } = start({ found: false })
    actor.send({ type: 'query.change', query: '0000' })
    actor.send({ type: 'lookup.submit' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:lookup')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('notFound')
  })

  it('goes from lookup through the choices to the summary, then creates the order and hands its token to the payment popup', async () => {
    const { actor, calls, emitted } = start()
    await toSummary(actor)
    expect(calls).toEqual(['lookup VPTV2024A0001'])
    expect(actor.getSnapshot().hasTag('step:summary')).toBe(true)
    actor.send({ type: 'pay' })
    await flush()
    expect(calls.at(-1)).toBe('checkout 102 handle-1')
    expect(actor.getSnapshot().hasTag('step:ordered')).toBe(true)
    // someone else's box: the order is not the customer's to see in their history
    expect(emitted).toEqual([{ type: 'pay', orderId: 'VPT-9', token: 'snap-9', own: false }])
  })

  it("says the order is the customer's own when the box is theirs", async () => {
    const { actor, emitted } = start({ own: true })
    await toSummary(actor)
    actor.send({ type: 'pay' })
    await flush()
    expect(emitted).toEqual([{ type: 'pay', orderId: 'VPT-9', token: 'snap-9', own: true }])
  })

  it('goes back to the lookup, query kept, when the handle expired by checkout', async () => {
    const { actor, emitted } = start({ checkoutError: new PurchaseError('lookupExpired') })
    await toSummary(actor)
    actor.send({ type: 'pay' })
    await flush()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('step:lookup')).toBe(true)
    expect(snapshot.context).toMatchObject({ error: 'lookupExpired', device: null, query: ' VPTV2024A0001 ' })
    expect(snapshot.can({ type: 'lookup.submit' })).toBe(true)
    expect(emitted).toEqual([])
  })

  it('changing the add-on type clears the package and duration chosen', async () => {
    const { actor } = start()
    await toSummary(actor)
    actor.send({ type: 'back' })
    actor.send({ type: 'type.select', productType: 8 })
    expect(actor.getSnapshot().context).toMatchObject({ productType: 8, packageName: null, packageId: null })
  })

  it('keeps the summary with a typed reason when checkout fails', async () => {
    const { actor, emitted } = start({ checkoutError: new PurchaseError('notFound') })
    await toSummary(actor)
    actor.send({ type: 'pay' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:summary')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('notFound')
    expect(emitted).toEqual([])
  })
})
