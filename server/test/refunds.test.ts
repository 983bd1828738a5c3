/**
 * Refunds, cancels and expiries end to end (issue 47): an operator's calls to the sandbox's Core
 * API (`POST /sandbox/snap/v2/{order_id}/refund|cancel|expire` with the server key, as by curl),
 * notified signed to our webhook and applied as the provider's books say: a full refund takes the
 * package away (and ends the subscription whose current period it paid for), a partial one is
 * recorded and keeps it; refund_key is idempotent, a refund beyond what was paid or of an order
 * not settled is refused (412); a pending order cancelled or expired closes with nothing
 * activated, anything else is 412; duplicate notifications in parallel, on two instances, apply
 * once; and reconciliation, giving up on a pending checkout past its expiry, has the provider
 * expire it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import {
  orders,
  paymentNotifications,
  sandboxPayments,
  sandboxRefunds,
  stbPackages,
  subscriptions,
} from '../db/schema'
import { signNotification } from '../services/orders'
import { createHarness, type Harness } from './harness'
import { buy, renewalsOf, subscriptionOf, VISA } from './subscribe'

const DAY = 86_400_000
const HOUR = 3_600_000
const A = 'VPTV2024A0001'
const B = 'VPTV2024B0002'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** the demo customer signed in now (a sign-in's token does not outlive the clock's jumps) */
const login = () => h.token(1, 'user', 3600)
const basic = () => ({
  authorization: `Basic ${Buffer.from(`${h.config.snapServerKey}:`).toString('base64')}`,
})
/** the operator's call to the provider, with the server key */
const provider = (path: string, body: unknown = {}) =>
  h.call('POST', `/sandbox/snap/v2${path}`, { headers: basic(), body })
const refund = (orderId: string, body: { refund_key: string; amount?: number; reason?: string }) =>
  provider(`/${orderId}/refund`, body)
const providerStatus = async (orderId: string) =>
  (await h.call('GET', `/sandbox/snap/v2/${orderId}/status`, { headers: basic() })).json
const orderOf = async (orderId: string) =>
  (await h.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]!
const packagesOf = (orderId: string) =>
  h.db.select().from(stbPackages).where(eq(stbPackages.orderId, orderId))
const subscriptionsSeen = async () =>
  (await h.call('GET', '/bss/payduct/v1/subscriptions', { token: await login() })).json.data
    .subscriptions as Array<{
    id: number
    state: string
    period_end: string
  }>

async function checkout(sn: string, packageId = 102) {
  const res = await h.call('POST', '/go/vplustv/v1/checkout', {
    token: await login(),
    body: { package_id: packageId, sn },
  })
  return res.json.data as { order_id: string; token: string }
}
const choose = (payToken: string, choice: string) =>
  h.call('POST', `/sandbox/snap/pay/${payToken}`, {
    body: { choice },
    headers: { accept: 'application/json' },
  })

describe('a refund made in the sandbox', () => {
  it('full, notified: deactivates the package, the order refund, as the status API says', async () => {
    const { orderId } = await buy(h, await login(), { packageId: 103, sn: B, card: VISA })
    expect(await packagesOf(orderId)).toHaveLength(1)
    const gross = (await orderOf(orderId)).totalPrice
    const made = await refund(orderId, { refund_key: 'ops-1', reason: 'customer asked' })
    expect(made.status).toBe(200)
    expect(made.json).toMatchObject({
      status_code: '200',
      transaction_status: 'refund',
      refund_key: 'ops-1',
      refund_amount: `${gross}.00`,
    })
    expect((await orderOf(orderId)).status).toBe('refund')
    expect(await packagesOf(orderId)).toHaveLength(0)
    expect((await providerStatus(orderId)).transaction_status).toBe('refund')
    // the subscription the purchase started ended with it, now
    const [sub] = await h.db.select().from(subscriptions).where(eq(subscriptions.originOrderId, orderId))
    expect(sub).toMatchObject({ state: 'ended' })
    expect(sub!.periodEnd.getTime()).toBe(h.now())
  })

  it('partial: recorded (partial_refund) and the package kept; the same refund_key is the same refund, a new one another, never beyond what was paid', async () => {
    const { orderId } = await buy(h, await login(), { packageId: 101, sn: A })
    const gross = (await orderOf(orderId)).totalPrice
    const first = await refund(orderId, { refund_key: 'k1', amount: 1000 })
    expect(first.json).toMatchObject({ transaction_status: 'partial_refund', refund_amount: '1000.00' })
    expect((await orderOf(orderId)).status).toBe('partial_refund')
    expect(await packagesOf(orderId)).toHaveLength(1)
    // the same key again: the same refund, nothing more refunded
    const again = await refund(orderId, { refund_key: 'k1', amount: 1000 })
    expect(again.status).toBe(200)
    expect(again.json.refund_chargeback_id).toBe(first.json.refund_chargeback_id)
    let [book] = await h.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId))
    expect(book!.refunded).toBe(1000)
    // a new key: another refund, but never beyond what was paid
    const beyond = await refund(orderId, { refund_key: 'k2', amount: gross })
    expect(beyond.status).toBe(412)
    const second = await refund(orderId, { refund_key: 'k2', amount: 500 })
    expect(second.json.refund_chargeback_id).not.toBe(first.json.refund_chargeback_id)
    ;[book] = await h.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId))
    expect(book!.refunded).toBe(1500)
    expect(await packagesOf(orderId)).toHaveLength(1)
    // the rest (no amount: all that is left) makes it a full refund: the package goes
    const rest = await refund(orderId, { refund_key: 'k3' })
    expect(rest.json).toMatchObject({ transaction_status: 'refund', refund_amount: `${gross - 1500}.00` })
    expect((await orderOf(orderId)).status).toBe('refund')
    expect(await packagesOf(orderId)).toHaveLength(0)
    const refunds = await h.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.orderId, orderId))
    expect(refunds.map((r) => r.amount).toSorted((x, y) => x - y)).toEqual([500, 1000, gross - 1500])
    // nothing is left to refund
    expect((await refund(orderId, { refund_key: 'k4', amount: 1 })).status).toBe(412)
  })

  it('is refused for an order not settled (412), one unknown (404) and without the server key (401)', async () => {
    const pending = await checkout(B)
    expect((await refund(pending.order_id, { refund_key: 'x' })).status).toBe(404)
    await choose(pending.token, 'pending')
    const refused = await refund(pending.order_id, { refund_key: 'x' })
    expect(refused.status).toBe(412)
    expect(refused.json.status_message).toBe('Merchant cannot modify the status of the transaction')
    const unkeyed = await h.call('POST', `/sandbox/snap/v2/${pending.order_id}/refund`, {
      body: { refund_key: 'x' },
    })
    expect(unkeyed.status).toBe(401)
    expect((await orderOf(pending.order_id)).status).toBe('pending')
  })
})

describe('a refunded renewal', () => {
  it('ends the subscription whose current period it paid for; the period before runs to its end', async () => {
    const { sub } = await buy(h, await login(), { packageId: 104, sn: B, card: VISA })
    h.advance(sub!.periodEnd.getTime() - DAY - h.now())
    await h.app.jobs.renewer.run()
    const renewed = await subscriptionOf(h.db, sub!.id)
    expect(renewed).toMatchObject({ state: 'active', periodNo: 2 })
    const [charge] = (await renewalsOf(h.db, sub!.id)).orders
    expect(charge!.status).toBe('settlement')
    expect(await packagesOf(charge!.orderId)).toHaveLength(1)

    expect((await refund(charge!.orderId, { refund_key: 'renewal-1' })).json.transaction_status).toBe(
      'refund',
    )
    expect((await orderOf(charge!.orderId)).status).toBe('refund')
    expect(await packagesOf(charge!.orderId)).toHaveLength(0)
    // the first period's package stays until its end, which is where the subscription ends
    expect(await packagesOf(sub!.originOrderId!)).toHaveLength(1)
    const ended = await subscriptionOf(h.db, sub!.id)
    expect(ended).toMatchObject({ state: 'ended', nextAttemptAt: null })
    expect(ended.periodEnd.getTime()).toBe(sub!.periodEnd.getTime())
    const seen = (await subscriptionsSeen()).find((s) => s.id === sub!.id)
    expect(seen).toMatchObject({ state: 'ended', period_end: sub!.periodEnd.toISOString() })
    // nothing more is charged for it, and no end SMS tells it (the seller refunded it)
    h.advance(40 * DAY)
    await h.app.jobs.renewer.run()
    expect((await renewalsOf(h.db, sub!.id)).orders).toHaveLength(1)
    const told = h.sms.notices?.('+6281234567890') ?? []
    expect(told.filter((m) => m.text.includes(sub!.productName) && /ended|berakhir/.test(m.text))).toEqual([])
  })
})

describe('duplicate notifications in parallel', () => {
  it('apply a refund once, across two instances', async () => {
    const { orderId, sub } = await buy(h, await login(), { packageId: 102, sn: B, card: VISA })
    // the provider refunded it; its notification has not come yet (the books, as it keeps them)
    const gross = (await orderOf(orderId)).totalPrice
    await h.db
      .update(sandboxPayments)
      .set({ transactionStatus: 'refund', refunded: gross })
      .where(eq(sandboxPayments.orderId, orderId))
    expect((await orderOf(orderId)).status).toBe('settlement')
    const notification = {
      order_id: orderId,
      transaction_status: 'refund',
      status_code: '200',
      gross_amount: `${gross}.00`,
      currency: 'IDR',
      signature_key: signNotification(orderId, '200', `${gross}.00`, h.config.snapServerKey),
    }
    const other = await h.instance()
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? other.call : h.call)('POST', '/sandbox/snap/notify', { body: notification }),
      ),
    )
    const messages = replies.map((r) => r.json.status_message as string)
    expect(messages.filter((m) => m === 'Notification applied')).toHaveLength(1)
    expect(messages.filter((m) => m === 'Notification already processed')).toHaveLength(7)
    expect((await orderOf(orderId)).status).toBe('refund')
    const rows = await h.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, orderId))
    expect(rows.filter((r) => r.transactionStatus === 'refund')).toHaveLength(1)
    expect(await packagesOf(orderId)).toHaveLength(0)
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('ended')
  })
})

describe('cancel and expire', () => {
  it('of a pending order are notified: cancelled or expired, nothing activated, the page refuses payment', async () => {
    const cancelled = await checkout(A, 201)
    const expired = await checkout(A, 202)
    await choose(cancelled.token, 'pending')
    await choose(expired.token, 'pending')
    const c = await provider(`/${cancelled.order_id}/cancel`)
    expect(c.json).toMatchObject({ status_code: '200', transaction_status: 'cancel' })
    const e = await provider(`/${expired.order_id}/expire`)
    expect(e.json).toMatchObject({ status_code: '407', transaction_status: 'expire' })
    expect((await orderOf(cancelled.order_id)).status).toBe('cancelled')
    expect((await orderOf(expired.order_id)).status).toBe('expired')
    for (const o of [cancelled, expired]) {
      expect(await packagesOf(o.order_id)).toHaveLength(0)
      expect((await choose(o.token, 'pay')).status).toBe(409)
      // not pending any more: 412
      expect((await provider(`/${o.order_id}/cancel`)).status).toBe(412)
      expect((await provider(`/${o.order_id}/expire`)).status).toBe(412)
    }
  })

  it('of a settled order is 412, and it stays paid', async () => {
    const { orderId } = await buy(h, await login(), { packageId: 203, sn: A })
    expect((await provider(`/${orderId}/cancel`)).status).toBe(412)
    expect((await provider(`/${orderId}/expire`)).status).toBe(412)
    expect((await provider('/NO-SUCH-ORDER/expire')).status).toBe(404)
    expect((await orderOf(orderId)).status).toBe('settlement')
    expect(await packagesOf(orderId)).toHaveLength(1)
  })
})

describe('a pending checkout our server gives up on', () => {
  it('is expired at the provider by reconciliation once past its expiry, and cannot be paid after', async () => {
    const o = await checkout(B, 204)
    // the payer picks a method an hour later: Snap's expiry runs from then, ours from the checkout
    h.advance(HOUR)
    await choose(o.token, 'pending')
    const expiresAt = (await orderOf(o.order_id)).expiresAt!.getTime()
    h.advance(expiresAt - h.now())
    expect((await providerStatus(o.order_id)).transaction_status).toBe('pending')
    await h.app.jobs.reconciler.run()
    expect((await providerStatus(o.order_id)).transaction_status).toBe('expire')
    expect((await orderOf(o.order_id)).status).toBe('expired')
    expect((await choose(o.token, 'pay')).status).toBe(409)
    expect(await packagesOf(o.order_id)).toHaveLength(0)
    const rows = await h.db.select().from(orders).where(like(orders.orderId, o.order_id))
    expect(rows).toHaveLength(1)
  })
})
