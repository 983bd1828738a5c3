/**
 * Each order's payment is made by the provider (its transaction API), not by us: the token the
 * payment window opens is the provider's answer, and no order is kept when the provider made none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '../db/schema'
import { createApp } from '../app'
import { createMetrics } from '../lib/metrics'
import { caller, createHarness, type Harness } from './harness'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1, 'user', 24 * 3600)
})
afterAll(() => h.close())

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`

describe("the provider's transaction API makes each order's payment", () => {
  it('asks the provider with the server key, the order and its amount, and hands out the token it answered', async () => {
    const asked: { url: string; authorization: string | null; body: unknown; token?: string }[] = []
    const app = createApp({
      db: h.db,
      clock: h.now,
      config: h.config,
      transactionRequest: async (url, init) => {
        const res = await h.app.request(url, init)
        const answer = (await res.clone().json()) as { token?: string }
        asked.push({
          url,
          authorization: new Headers(init.headers).get('authorization'),
          body: JSON.parse(String(init.body)),
          ...(answer.token ? { token: answer.token } : {}),
        })
        return res
      },
    })
    const res = await caller(app)('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102 } })
    expect(res.json.success).toBe(true)
    const order = res.json.data as {
      order_id: string
      token: string
      gross_amount: number
      redirect_url: string
    }
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url).toBe('/sandbox/snap/snap/v1/transactions')
    expect(asked[0]!.authorization).toBe(basic(h.config.snapServerKey))
    expect(asked[0]!.body).toMatchObject({
      transaction_details: { order_id: order.order_id, gross_amount: order.gross_amount },
      expiry: { unit: 'minute', duration: Math.ceil(h.config.paymentExpiry / 60) },
    })
    expect(order.token).toBe(asked[0]!.token)
    expect(order.redirect_url).toBe(`/sandbox/snap/pay/${order.token}`)
    const [row] = await h.db.select().from(orders).where(eq(orders.orderId, order.order_id))
    expect(row?.snapToken).toBe(order.token)
    // the sandbox's payment page opens with the provider's token
    expect((await h.app.request(`/sandbox/snap/pay/${order.token}`)).status).toBe(200)
  })

  it('keeps no order when the provider made no payment, says so with 503, and counts it', async () => {
    const metrics = createMetrics()
    let up = false
    const app = createApp({
      db: h.db,
      clock: h.now,
      config: h.config,
      metrics,
      transactionRequest: (url, init) =>
        up ? h.app.request(url, init) : Promise.reject(new Error('ECONNRESET')),
    })
    const before = (await h.db.select().from(orders)).length
    const call = caller(app)
    const down = await call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102 } })
    expect(down.status).toBe(503)
    expect(down.headers.get('retry-after')).toBe('5')
    expect(down.json.success).toBe(false)
    expect((await h.db.select().from(orders)).length).toBe(before)
    expect(
      await metrics.registry.getSingleMetricAsString('vplus_payment_transactions_failed_total'),
    ).toContain('vplus_payment_transactions_failed_total 1')
    up = true
    const again = await call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102 } })
    expect(again.json.success).toBe(true)
    expect((await h.db.select().from(orders)).length).toBe(before + 1)
  })

  it('refuses a transaction asked without the server key, as the provider does', async () => {
    const body = JSON.stringify({ transaction_details: { order_id: 'VPT-X', gross_amount: 1000 } })
    const headers = { 'content-type': 'application/json' }
    const none = await h.app.request('/sandbox/snap/snap/v1/transactions', { method: 'POST', headers, body })
    expect(none.status).toBe(401)
    const wrong = await h.app.request('/sandbox/snap/snap/v1/transactions', {
      method: 'POST',
      headers: { ...headers, authorization: basic('not-the-key') },
      body,
    })
    expect(wrong.status).toBe(401)
  })
})
