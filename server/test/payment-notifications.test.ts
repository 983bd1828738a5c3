/**
 * Payment notifications by the provider's rules (issue 33 point 1, review H3): only consistent
 * (status, code, fraud) triples are believed, settlements and inconsistencies are confirmed
 * through the status API, a settlement after a close is applied and counted, refunds and
 * chargebacks are recorded, the currency is checked, and the reply codes make the provider retry
 * exactly when a retry can help.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders, stbPackages } from '../db/schema'
import { createLog } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import { createApp } from '../app'
import { createPayments } from '../services/payments'
import { stateOf } from '../services/payment-rules'
import { caller, createHarness, type Harness } from './harness'
import { DENY, EXPIRE, PENDING, providerBooks, SETTLEMENT, signedNotification, type Word } from './provider'

let h: Harness
let token: string
let metrics: ReturnType<typeof createMetrics>
let call: ReturnType<typeof caller>
const logLines: Array<Record<string, unknown>> = []
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1)
  metrics = createMetrics()
  const log = createLog({
    level: 'info',
    destination: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  })
  // the harness's own app, with counters and a log to read
  const app = createApp({ db: h.db, clock: h.now, config: h.config, metrics, log })
  call = caller(app)
})
afterAll(() => h.close())

const BOX = 'VPTV2024A0001'

async function newOrder(packageId = 102) {
  const res = await call('POST', '/go/vplustv/v1/checkout', {
    token,
    body: { package_id: packageId, sn: BOX },
  })
  expect(res.json.success).toBe(true)
  return res.json.data as { order_id: string; gross_amount: number }
}
const rowOf = async (orderId: string) =>
  (await h.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]
const packagesOf = (orderId: string) =>
  h.db.select().from(stbPackages).where(eq(stbPackages.orderId, orderId))
const notify = (order: { order_id: string; gross_amount: number }, word: Word, extra: object = {}) =>
  call('POST', '/sandbox/snap/notify', {
    body: {
      ...signedNotification(h.config.snapServerKey, order.order_id, order.gross_amount, word),
      ...extra,
    },
  })
const counter = async (name: string) => {
  const line = (await metrics.text()).split('\n').find((l) => l.startsWith(name))
  return line ? Number(line.split(' ').pop()) : 0
}

describe('which notifications are believed', () => {
  it('knows the consistent pairs and nothing else', () => {
    expect(stateOf(SETTLEMENT)).toBe('settlement')
    expect(stateOf({ transaction_status: 'settlement', status_code: '201' })).toBeNull()
    expect(stateOf({ transaction_status: 'capture', status_code: '200', fraud_status: 'accept' })).toBe(
      'settlement',
    )
    expect(
      stateOf({ transaction_status: 'capture', status_code: '200', fraud_status: 'challenge' }),
    ).toBeNull()
    expect(stateOf({ transaction_status: 'capture', status_code: '201', fraud_status: 'challenge' })).toBe(
      'pending',
    )
    expect(stateOf(PENDING)).toBe('pending')
    expect(stateOf(DENY)).toBe('failed')
    expect(stateOf(EXPIRE)).toBe('expired')
    expect(stateOf({ transaction_status: 'cancel', status_code: '200' })).toBe('cancelled')
    expect(stateOf({ transaction_status: 'refund', status_code: '200' })).toBe('refund')
    expect(stateOf({ transaction_status: 'refund', status_code: '201' })).toBeNull()
  })

  it("does not settle on a pending notification's signature sent with transaction_status settlement", async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, PENDING)
    const res = await call('POST', '/sandbox/snap/notify', {
      body: {
        ...signedNotification(h.config.snapServerKey, order.order_id, order.gross_amount, PENDING),
        transaction_status: 'settlement',
      },
    })
    // the provider's books say pending: that is what is applied
    expect(res.status).toBe(200)
    expect((await rowOf(order.order_id))?.status).toBe('pending')
    expect(await packagesOf(order.order_id)).toHaveLength(0)
  })

  it('does not settle a settlement the provider has no record of', async () => {
    const order = await newOrder()
    const before = await counter('vplus_payment_notifications_refused_total{reason="unconfirmed"}')
    const res = await notify(order, SETTLEMENT)
    expect(res.status).toBe(200)
    expect(res.json.status_message).toContain('does not confirm')
    expect((await rowOf(order.order_id))?.status).toBe('init')
    expect(await counter('vplus_payment_notifications_refused_total{reason="unconfirmed"}')).toBe(before + 1)
  })

  it('holds a card capture under fraud review (challenge) as pending, and a later deny fails it', async () => {
    const order = await newOrder()
    const challenge = { transaction_status: 'capture', status_code: '201', fraud_status: 'challenge' }
    await providerBooks(h.db, order.order_id, order.gross_amount, challenge)
    // a challenge sent as 200 is inconsistent: the provider is asked, and says challenge
    await notify(order, { ...challenge, status_code: '200' })
    expect((await rowOf(order.order_id))?.status).toBe('pending')
    await notify(order, challenge)
    expect((await rowOf(order.order_id))?.status).toBe('pending')
    expect(await packagesOf(order.order_id)).toHaveLength(0)
    await providerBooks(h.db, order.order_id, order.gross_amount, DENY)
    await notify(order, DENY)
    expect((await rowOf(order.order_id))?.status).toBe('failed')
    expect(await packagesOf(order.order_id)).toHaveLength(0)
  })

  it('settles an accepted capture once the provider confirms it', async () => {
    const order = await newOrder()
    const accepted = { transaction_status: 'capture', status_code: '200', fraud_status: 'accept' }
    await providerBooks(h.db, order.order_id, order.gross_amount, accepted)
    expect((await notify(order, accepted)).json.status_message).toBe('Notification applied')
    expect((await rowOf(order.order_id))?.status).toBe('settlement')
    expect(await packagesOf(order.order_id)).toHaveLength(1)
  })
})

describe('a settlement after a close', () => {
  it('is applied as "paid after it closed": activated once, shown on the order, logged and counted', async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, DENY)
    await notify(order, DENY)
    expect((await rowOf(order.order_id))?.status).toBe('failed')
    const before = await counter('vplus_payments_paid_after_close_total')
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    const res = await notify(order, SETTLEMENT)
    expect(res.status).toBe(200)
    expect(res.json.status_message).toContain('paid after the order closed')
    expect(await rowOf(order.order_id)).toMatchObject({ status: 'settlement', paidAfterClose: 'failed' })
    expect(await packagesOf(order.order_id)).toHaveLength(1)
    expect(await counter('vplus_payments_paid_after_close_total')).toBe(before + 1)
    expect(logLines.some((l) => l.orderId === order.order_id && l.closedAs === 'failed')).toBe(true)
    // a retry of it changes nothing
    expect((await notify(order, SETTLEMENT)).json.status_message).toBe('Notification already processed')
    expect(await packagesOf(order.order_id)).toHaveLength(1)
    const detail = await call('GET', `/go/vplustv/v1/transaction/${order.order_id}`, { token })
    expect(detail.json.data.purchase_detail).toMatchObject({
      transaction_status: 'settlement',
      paid_after_close: 'failed',
    })
  })

  it('after expire too; an unconfirmed one is not applied', async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, EXPIRE)
    await notify(order, EXPIRE)
    expect((await rowOf(order.order_id))?.status).toBe('expired')
    // the books still say expire: a replayed settlement signature does not reopen it
    await notify(order, SETTLEMENT)
    expect((await rowOf(order.order_id))?.status).toBe('expired')
    expect(await packagesOf(order.order_id)).toHaveLength(0)
  })
})

describe('refunds, chargebacks and money checks', () => {
  it('records a full refund and takes the package away; a partial refund keeps it', async () => {
    const full = await newOrder()
    await providerBooks(h.db, full.order_id, full.gross_amount, SETTLEMENT)
    await notify(full, SETTLEMENT)
    expect(await packagesOf(full.order_id)).toHaveLength(1)
    const refund = { transaction_status: 'refund', status_code: '200' }
    // a refund carries a 200 signature, as a settlement does: it is believed once the books say so
    const early = await notify(full, refund)
    expect(early.status).toBe(200)
    expect((await rowOf(full.order_id))?.status).toBe('settlement')
    await providerBooks(h.db, full.order_id, full.gross_amount, refund)
    expect((await notify(full, refund)).status).toBe(200)
    expect((await rowOf(full.order_id))?.status).toBe('refund')
    expect(await packagesOf(full.order_id)).toHaveLength(0)
    expect(await counter('vplus_payments_reversed_total{status="refund"}')).toBe(1)

    const partial = await newOrder()
    await providerBooks(h.db, partial.order_id, partial.gross_amount, SETTLEMENT)
    await notify(partial, SETTLEMENT)
    const partialRefund = { transaction_status: 'partial_refund', status_code: '200' }
    await providerBooks(h.db, partial.order_id, partial.gross_amount, partialRefund)
    await notify(partial, partialRefund)
    expect((await rowOf(partial.order_id))?.status).toBe('partial_refund')
    expect(await packagesOf(partial.order_id)).toHaveLength(1)
  })

  it('records a chargeback and takes the package away', async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    await notify(order, SETTLEMENT)
    const chargeback = { transaction_status: 'chargeback', status_code: '200' }
    await providerBooks(h.db, order.order_id, order.gross_amount, chargeback)
    await notify(order, chargeback)
    expect((await rowOf(order.order_id))?.status).toBe('chargeback')
    expect(await packagesOf(order.order_id)).toHaveLength(0)
  })

  it('does not apply another currency, counted as a mismatch', async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    const before = await counter('vplus_payment_notifications_refused_total{reason="mismatch"}')
    const res = await notify(order, SETTLEMENT, { currency: 'USD' })
    expect(res.status).toBe(200)
    expect((await rowOf(order.order_id))?.status).toBe('init')
    expect(await counter('vplus_payment_notifications_refused_total{reason="mismatch"}')).toBe(before + 1)
  })

  it('answers 200 for an order it does not know (a retry cannot help) and 401 for a forged signature', async () => {
    const order = await newOrder()
    const unknown = await call('POST', '/sandbox/snap/notify', {
      body: signedNotification(h.config.snapServerKey, 'VPT-20260101-NOTHERE', 1000, SETTLEMENT),
    })
    expect(unknown.status).toBe(200)
    expect(unknown.json.status_message).toContain('not known')
    const forged = await notify(order, SETTLEMENT, { signature_key: 'b'.repeat(128) })
    expect(forged.status).toBe(401)
  })

  it('answers 503 while the status API cannot be asked, so the provider retries, and applies the retry', async () => {
    const order = await newOrder()
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    let up = false
    const app = createApp({
      db: h.db,
      clock: h.now,
      config: h.config,
      providerRequest: (url, init) =>
        up ? h.app.request(url, init) : Promise.reject(new Error('ECONNRESET')),
    })
    const body = signedNotification(h.config.snapServerKey, order.order_id, order.gross_amount, SETTLEMENT)
    const down = await caller(app)('POST', '/sandbox/snap/notify', { body })
    expect(down.status).toBe(503)
    expect((await rowOf(order.order_id))?.status).toBe('init')
    up = true
    expect((await caller(app)('POST', '/sandbox/snap/notify', { body })).status).toBe(200)
    expect((await rowOf(order.order_id))?.status).toBe('settlement')
  })
})

describe("the sandbox's status API", () => {
  it("answers the provider's shape from its own record, only with the server key", async () => {
    const order = await newOrder()
    const path = `/sandbox/snap/v2/${order.order_id}/status`
    const basic = (key: string) => ({ authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` })
    expect((await call('GET', path)).status).toBe(401)
    expect((await call('GET', path, { headers: basic('wrong') })).status).toBe(401)
    const none = await call('GET', path, { headers: basic(h.config.snapServerKey) })
    expect(none.status).toBe(404)
    expect(none.json.status_code).toBe('404')
    await call('POST', `/sandbox/snap/pay/${(await rowOf(order.order_id))?.snapToken}`, {
      body: { choice: 'pay' },
      headers: { accept: 'application/json' },
    })
    const paid = await call('GET', path, { headers: basic(h.config.snapServerKey) })
    expect(paid.json).toMatchObject({
      status_code: '200',
      order_id: order.order_id,
      transaction_status: 'settlement',
      fraud_status: 'accept',
      gross_amount: `${order.gross_amount}.00`,
      currency: 'IDR',
    })
    expect(paid.json.signature_key).toMatch(/^[0-9a-f]{128}$/)
    // the payer cannot pay twice
    const again = await call('POST', `/sandbox/snap/pay/${(await rowOf(order.order_id))?.snapToken}`, {
      body: { choice: 'pay' },
      headers: { accept: 'application/json' },
    })
    expect(again.status).toBe(409)
  })

  it("answers expire once the provider's expiry passed with no payment", async () => {
    const order = await newOrder()
    const path = `/sandbox/snap/v2/${order.order_id}/status`
    const auth = { authorization: `Basic ${Buffer.from(`${h.config.snapServerKey}:`).toString('base64')}` }
    h.advance(h.config.paymentExpiry * 1000)
    token = await h.token(1) // the next tests' customer, signed in after the jump
    const res = await call('GET', path, { headers: auth })
    expect(res.json).toMatchObject({ status_code: '407', transaction_status: 'expire' })
  })
})

describe('the service', () => {
  it('asks nothing of the status API for a consistent pending, and asks for every settlement', async () => {
    const asked: string[] = []
    const payments = createPayments({
      db: h.db,
      now: h.now,
      serverKey: h.config.snapServerKey,
      statusApi: async (id) => {
        asked.push(id)
        return { kind: 'unavailable', reason: 'test' }
      },
      log: createLog({ level: 'silent' }),
      metrics: createMetrics(),
    })
    const order = await newOrder()
    const n = (w: Word) => signedNotification(h.config.snapServerKey, order.order_id, order.gross_amount, w)
    expect(await payments.applyNotification(n(PENDING))).toBe('applied')
    expect(asked).toEqual([])
    expect(await payments.applyNotification(n(SETTLEMENT))).toBe('unavailable')
    expect(asked).toEqual([order.order_id])
  })
})
