/**
 * The customer's subscriptions (issue 47): the list with its dates, amount and masked method, and
 * auto-renew off and on, each one conditional UPDATE, so parallel requests leave one state; and
 * the demo's clock, which moves every rule that reads the time and runs a renewal round at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createApp } from '../app'
import { subscriptions } from '../db/schema'
import { createHarness, T0, type Harness } from './harness'
import { buy, renewalsOf, subscriptionOf, VISA } from './subscribe'

const DAY = 86_400_000

let h: Harness
let token: string
let other: string
/** the demo customer's seeded subscription: Premium Sports 2 on the living-room box, Visa •••• 1111 */
let seeded: { id: number; period_end: string }
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1, 'user', 90 * 24 * 3600)
  other = await h.token(2, 'user', 90 * 24 * 3600)
  const list = await h.call('GET', '/bss/payduct/v1/subscriptions', { token })
  seeded = list.json.data.subscriptions[0]
})
afterAll(() => h.close())

const autoRenew = (id: number | string, body: unknown, as = token) =>
  h.call('POST', `/bss/payduct/v1/subscriptions/${id}/auto-renew`, { token: as, body })

describe('the subscriptions list', () => {
  it("shows the demo customer's renewing add-on with its next charge, and nobody else's", async () => {
    const res = await h.call('GET', '/bss/payduct/v1/subscriptions', { token })
    expect(res.status).toBe(200)
    expect(res.json.data.subscriptions).toEqual([
      {
        id: seeded.id,
        product_code: 'ADDON-SPORTS-2',
        name: 'Add On Premium Sports 2',
        sn: 'VPTV2024A0001',
        state: 'active',
        period_start: new Date(T0 - 10 * DAY).toISOString(),
        period_end: new Date(T0 + 20 * DAY).toISOString(),
        // RENEWAL_LEAD_DAYS (1) before the period's end
        next_charge_at: new Date(T0 + 19 * DAY).toISOString(),
        amount: 49_000,
        method: { kind: 'card', brand: 'visa', last4: '1111', expiry: '12/30' },
        method_id: 1,
        failure: null,
        grace_until: null,
      },
    ])
    expect((await h.call('GET', '/bss/payduct/v1/subscriptions', { token: other })).json.data).toEqual({
      subscriptions: [],
    })
    expect((await h.call('GET', '/bss/payduct/v1/subscriptions')).status).toBe(401)
  })
})

describe('auto-renew', () => {
  it('turns off (active → cancelling, no next charge) and on again, and says so twice the same', async () => {
    const off = await autoRenew(seeded.id, { on: false })
    expect(off.status).toBe(200)
    expect(off.json.data.subscription).toMatchObject({ state: 'cancelling', next_charge_at: null })
    expect((await autoRenew(seeded.id, { on: false })).json.data.subscription.state).toBe('cancelling')
    const on = await autoRenew(seeded.id, { on: true })
    expect(on.json.data.subscription).toMatchObject({
      state: 'active',
      next_charge_at: new Date(Date.parse(seeded.period_end) - DAY).toISOString(),
    })
    expect((await subscriptionOf(h.db, seeded.id)).state).toBe('active')
  })

  it("answers another customer's subscription as not found, and changes nothing", async () => {
    const res = await autoRenew(seeded.id, { on: false }, other)
    expect(res.status).toBe(404)
    expect(res.json.status.message).toBe('Subscription not found')
    expect((await autoRenew(2_000_000_000, { on: false })).status).toBe(404)
    expect((await subscriptionOf(h.db, seeded.id)).state).toBe('active')
  })

  it('refuses to turn on a subscription with no payment method, with 409 and a sentence', async () => {
    const { sub } = await buy(h, token, { packageId: 103, sn: 'VPTV2024A0001' })
    expect(sub?.state).toBe('cancelling')
    const res = await autoRenew(sub!.id, { on: true })
    expect(res.status).toBe(409)
    expect(res.json.status.message).toMatch(/no payment method is held/)
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('cancelling')
    // bought again with the card saved: no second subscription, the one there renews from the card
    const again = await buy(h, token, { packageId: 103, sn: 'VPTV2024A0001', card: VISA })
    expect(again.sub).toBeUndefined()
    expect((await autoRenew(sub!.id, { on: true })).json.data.subscription).toMatchObject({
      state: 'active',
      method: { kind: 'card', last4: '1114' },
    })
  })

  it('refuses a bad body or id with 400', async () => {
    for (const body of [{}, { on: 'yes' }, { on: 1 }, '[]'])
      expect({ body, status: (await autoRenew(seeded.id, body)).status }).toEqual({ body, status: 400 })
    expect((await autoRenew(seeded.id, { on: 'yes' })).json.status.message).toBe('on must be true or false')
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect({ id, status: (await autoRenew(id, { on: false })).status }).toEqual({ id, status: 400 })
  })

  it('leaves one consistent state after parallel offs and ons', async () => {
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => autoRenew(seeded.id, { on: i % 2 === 0 })),
      )
      for (const r of results) expect(r.status).toBe(200)
      const row = await subscriptionOf(h.db, seeded.id)
      expect(['active', 'cancelling']).toContain(row.state)
      // what the last answer said is what the row holds once they are all done
      const after = await h.call('GET', '/bss/payduct/v1/subscriptions', { token })
      expect(after.json.data.subscriptions.find((s: { id: number }) => s.id === seeded.id).state).toBe(
        row.state,
      )
    }
    await autoRenew(seeded.id, { on: true })
  })
})

describe('the demo clock', () => {
  it('says where it stands, and moves forward with a renewal round at once', async () => {
    const before = await h.call('GET', '/__dev/clock')
    expect(before.json).toEqual({ now: new Date(h.now()).toISOString(), offset_ms: 0 })
    expect((await renewalsOf(h.db, seeded.id)).orders).toHaveLength(0)
    const moved = await h.call('POST', '/__dev/clock', { body: { advance: '19d' } })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({ offset_ms: 19 * DAY, now: new Date(h.now() + 19 * DAY).toISOString() })
    expect(moved.json.renewals).toBeGreaterThanOrEqual(1)
    // the seeded renewal was due (a day before its end): charged once, the next period follows on
    const { orders, booked } = await renewalsOf(h.db, seeded.id)
    expect(orders.map((o) => [o.orderId, o.status, o.isRecurring])).toEqual([
      [`RNW-${seeded.id}-2-1`, 'settlement', true],
    ])
    expect(booked).toHaveLength(1)
    const row = await subscriptionOf(h.db, seeded.id)
    expect(row).toMatchObject({ state: 'active', periodNo: 2 })
    expect(row.periodStart.toISOString()).toBe(seeded.period_end)
    expect((await h.call('GET', '/__dev/clock')).json.offset_ms).toBe(19 * DAY)
    // the transaction list shows it as a renewal
    const list = await h.call('GET', '/bss/payduct/v1/transaction?page=1&limit=50', { token })
    expect(
      list.json.data.find((o: { order_id: string }) => o.order_id === `RNW-${seeded.id}-2-1`),
    ).toMatchObject({ is_recurring: true, status: 'settlement', total_price: 49_000 })
    for (const advance of ['2h', '90m']) {
      const res = await h.call('POST', '/__dev/clock', { body: { advance } })
      expect({ advance, status: res.status }).toEqual({ advance, status: 200 })
    }
    expect((await h.call('GET', '/__dev/clock')).json.offset_ms).toBe(19 * DAY + 2 * 3_600_000 + 90 * 60_000)
  })

  it('refuses a bad advance with 400 and a clear message', async () => {
    for (const advance of ['30', '1w', '-1d', '0d', 'soon', 30, '367d', '1.5d']) {
      const res = await h.call('POST', '/__dev/clock', { body: { advance } })
      expect({ advance, status: res.status }).toEqual({ advance, status: 400 })
      expect(res.json.status.message).toMatch(/^advance must be/)
    }
    expect((await h.call('POST', '/__dev/clock', { body: {} })).status).toBe(400)
  })

  it('is not there outside demo mode', async () => {
    const real = createApp({
      db: h.db,
      config: { ...h.config, smsProvider: 'webhook', smsWebhookUrl: 'https://sms.example.com/send' },
    })
    expect((await real.request('/__dev/clock')).status).toBe(404)
    const post = await real.request('/__dev/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance: '30d' }),
    })
    expect(post.status).toBe(404)
    expect((await subscriptionOf(h.db, seeded.id)).periodNo).toBe(2)
  })
})

it('keeps an ended subscription in the list for 30 days', async () => {
  const { sub } = await buy(h, token, { packageId: 104, sn: 'VPTV2024A0001' })
  await h.db
    .update(subscriptions)
    .set({ state: 'ended', updatedAt: new Date(h.now()) })
    .where(eq(subscriptions.id, sub!.id))
  const ids = async () =>
    (await h.call('GET', '/bss/payduct/v1/subscriptions', { token })).json.data.subscriptions.map(
      (s: { id: number }) => s.id,
    )
  expect(await ids()).toContain(sub!.id)
  h.advance(31 * DAY)
  // a login of then (the app's clock runs ahead of the harness's by what /__dev/clock moved it)
  token = await h.token(1, 'user', 60 * 24 * 3600)
  expect(await ids()).not.toContain(sub!.id)
})
