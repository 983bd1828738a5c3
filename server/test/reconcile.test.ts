/**
 * Reconciliation (issue 33 point 2): with the sandbox dropping its notifications, orders still
 * settle, fail or expire as the provider's books say, asked by two instances at once that share
 * the work through the database (each order asked once a round, each package activated once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { orders, stbPackages } from '../db/schema'
import { createLog } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import { createReconciler } from '../services/reconcile'
import { paymentsFor } from '../services/payments'
import type { StatusApi } from '../services/payment-status'
import { createHarness, type Harness } from './harness'

const AFTER = 60
const EVERY = 30

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness({ sandboxDropNotifications: true, reconcileAfter: AFTER, reconcileEvery: EVERY })
  token = await h.token(1, 'user', 3 * 24 * 3600)
})
afterAll(() => h.close())

type App = { request: (url: string, init: RequestInit) => Response | Promise<Response> }

/** a reconciler on one instance's database; `asked` lists every status API call it makes */
function reconcilerOn(db: Harness['db'], app: App, asked: string[]) {
  const metrics = createMetrics()
  const log = createLog({ level: 'silent' })
  const payments = paymentsFor({ db, now: h.now, config: h.config, log, metrics }, (url, init) =>
    app.request(url, init),
  )
  const statusApi: StatusApi = async (id) => {
    asked.push(id)
    return payments.statusApi(id)
  }
  return createReconciler({ db, now: h.now, payments, statusApi, log, metrics, after: AFTER, every: EVERY })
}

async function checkout(sn: string) {
  const res = await h.call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102, sn } })
  return res.json.data as { order_id: string; token: string }
}
const choose = (payToken: string, choice: string) =>
  h.call('POST', `/sandbox/snap/pay/${payToken}`, {
    body: { choice },
    headers: { accept: 'application/json' },
  })
const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (await h.db.select().from(orders).where(inArray(orders.orderId, ids))).map((o) => [o.orderId, o.status]),
  )

describe('reconciliation', () => {
  it('settles, fails and expires orders whose notifications were dropped, two instances sharing the work', async () => {
    const boxes = ['VPTV2024A0001', 'VPTV2024B0002']
    const paid = await Promise.all([0, 1, 2, 3].map((i) => checkout(boxes[i % 2] ?? '')))
    const pending = await checkout('VPTV2024A0001')
    const denied = await checkout('VPTV2024A0001')
    const untouched = await checkout('VPTV2024A0001')
    for (const o of paid) expect((await choose(o.token, 'pay')).json.transaction_status).toBe('settlement')
    await choose(pending.token, 'pending')
    await choose(denied.token, 'fail')
    const mine = [...paid, pending, denied, untouched].map((o) => o.order_id)
    // the sandbox sent nothing: every order is still waiting
    expect(new Set(Object.values(await statuses(mine)))).toEqual(new Set(['init']))

    const other = await h.instance()
    const askedA: string[] = []
    const askedB: string[] = []
    const a = reconcilerOn(h.db, h.app, askedA)
    const b = reconcilerOn(other.db, other.app, askedB)
    // too young to be asked about yet (the demo's older open orders are)
    await a.run()
    for (const id of mine) expect(askedA).not.toContain(id)
    askedA.length = 0
    h.advance(AFTER * 1000)
    const [ranA, ranB] = await Promise.all([a.run(), b.run()])
    const asked = [...askedA, ...askedB]
    expect(ranA + ranB).toBe(asked.length)
    // each order asked once, by one instance or the other
    expect(new Set(asked).size).toBe(asked.length)
    for (const id of mine) expect(asked).toContain(id)

    const after = await statuses(mine)
    for (const o of paid) expect(after[o.order_id]).toBe('settlement')
    expect(after[pending.order_id]).toBe('pending')
    expect(after[denied.order_id]).toBe('failed')
    expect(after[untouched.order_id]).toBe('init')
    for (const o of paid)
      expect(await h.db.select().from(stbPackages).where(eq(stbPackages.orderId, o.order_id))).toHaveLength(1)

    // asked again only after RECONCILE_EVERY, and only the orders still open
    askedA.length = 0
    askedB.length = 0
    await a.run()
    for (const id of mine) expect(askedA).not.toContain(id)
    h.advance(EVERY * 1000)
    await Promise.all([a.run(), b.run()])
    const again = [...askedA, ...askedB]
    expect(again).toContain(pending.order_id)
    expect(again).toContain(untouched.order_id)
    for (const o of [...paid, denied]) expect(again).not.toContain(o.order_id)

    // at the provider's expiry, the unpaid orders close
    h.advance(h.config.paymentExpiry * 1000)
    await Promise.all([a.run(), b.run()])
    const expired = await statuses(mine)
    expect(expired[pending.order_id]).toBe('expired')
    expect(expired[untouched.order_id]).toBe('expired')
    for (const o of paid) expect(expired[o.order_id]).toBe('settlement')
  })
})
