/**
 * The renewal worker (issue 47): each renewal charged exactly once whichever instances run rounds
 * and however often; a declined charge retried on RENEWAL_RETRY_DAYS, the package kept while past
 * due and taken away when the grace ends; auto-renew off means no charge and an end with the
 * period; the provider down or answering late is asked again, never charged twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { formatDateLong } from '../../contract/format'
import { stbPackages, subscriptions } from '../db/schema'
import { activeUntilTexts } from '../lib/active-until'
import type { ChargeApi } from '../services/payment-charge'
import { createHarness, type Harness } from './harness'
import { buy, DENY_CARD, renewalsOf, renewerOn, subscriptionOf, VISA } from './subscribe'

const DAY = 86_400_000
const BOX = 'VPTV2024B0002'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

/** a login of now: the tests move the clock past any sign-in's idle timeout */
const login = () => h.token(1, 'user', 3600)
/** moves the harness's clock to `at` */
const at = (ms: number) => h.advance(ms - h.now())
const current = async () =>
  (
    await h.call('GET', '/bss/payduct/v1/package/current', { token: await login() })
  ).json.data.current_packages.map((p: { code: string }) => p.code) as string[]
const listed = async (id: number) =>
  (
    await h.call('GET', '/bss/payduct/v1/subscriptions', { token: await login() })
  ).json.data.subscriptions.find((s: { id: number }) => s.id === id)
const mine = (charged: string[], id: number) => charged.filter((o) => o.startsWith(`RNW-${id}-`))

describe('a renewal', () => {
  it('is charged exactly once by two instances running rounds at the same time, and again', async () => {
    const { sub } = await buy(h, await login(), { packageId: 102, sn: BOX, card: VISA })
    const end = sub!.periodEnd.getTime()
    const other = await h.instance()
    const a = renewerOn(h, h.db, h.app)
    const b = renewerOn(h, other.db, other.app)
    // not due before the lead time
    at(end - 2 * DAY)
    await Promise.all([a.renewer.run(), b.renewer.run()])
    expect((await renewalsOf(h.db, sub!.id)).orders).toHaveLength(0)

    at(end - DAY + 60_000)
    await Promise.all([a.renewer.run(), b.renewer.run(), a.renewer.run(), b.renewer.run()])
    await Promise.all([a.renewer.run(), b.renewer.run()])
    h.advance(h.config.renewalEvery * 1000)
    await Promise.all([a.renewer.run(), b.renewer.run()])

    const { orders, booked } = await renewalsOf(h.db, sub!.id)
    expect(orders.map((o) => [o.orderId, o.status, o.isRecurring, o.totalPrice])).toEqual([
      [`RNW-${sub!.id}-2-1`, 'settlement', true, 69_000],
    ])
    expect(booked.map((p) => p.transactionStatus)).toEqual(['capture'])
    expect([...mine(a.charged, sub!.id), ...mine(b.charged, sub!.id)]).toEqual([`RNW-${sub!.id}-2-1`])
    // claimed by one round only: no other round found its order made and had to ask about it
    expect([...mine(a.asked, sub!.id), ...mine(b.asked, sub!.id)]).toEqual([])

    // the next period follows the last without a gap, on the box as a package of its own
    const row = await subscriptionOf(h.db, sub!.id)
    expect(row).toMatchObject({ state: 'active', periodNo: 2, attempts: 0, failure: null })
    expect(row.periodStart.getTime()).toBe(end)
    expect(row.periodEnd.getTime()).toBe(end + 30 * DAY)
    const [pkg] = await h.db
      .select()
      .from(stbPackages)
      .where(eq(stbPackages.orderId, `RNW-${sub!.id}-2-1`))
    expect([pkg?.startdate.getTime(), pkg?.enddate.getTime()]).toEqual([end, end + 30 * DAY])
    at(end + 10 * DAY)
    expect(await current()).toContain('ADDON-MOVIES-1')
    expect((await listed(sub!.id)).next_charge_at).toBe(new Date(end + 29 * DAY).toISOString())
  })

  it('declined is tried again on the schedule, keeps the package while past due, and ends with the grace', async () => {
    const { sub } = await buy(h, await login(), { packageId: 103, sn: BOX, card: DENY_CARD })
    const end = sub!.periodEnd.getTime()
    const { renewer } = renewerOn(h, h.db, h.app)
    at(end - DAY)
    await renewer.run()
    let row = await subscriptionOf(h.db, sub!.id)
    expect(row).toMatchObject({ state: 'past_due', failure: 'declined', attempts: 1 })
    expect(row.graceUntil?.getTime()).toBe(end + 7 * DAY)
    // the box's package runs to the grace's end, and its overlay says that day, not the period's end
    const [kept] = await h.db.select().from(stbPackages).where(eq(stbPackages.id, row.packageId!))
    expect(kept?.enddate.getTime()).toBe(end + 7 * DAY)
    expect(kept?.overlayTexts).toEqual(activeUntilTexts(end + 7 * DAY))
    expect(kept?.overlayTexts.find((t) => t.lan === 'en')?.overlayText).toBe(
      `Active until ${formatDateLong(end + 7 * DAY, 'en')}`,
    )
    expect(await listed(sub!.id)).toMatchObject({
      state: 'past_due',
      failure: 'declined',
      grace_until: new Date(end + 7 * DAY).toISOString(),
      next_charge_at: new Date(end + DAY).toISOString(),
    })

    // nothing before the next try; the package is still on the box after its period
    at(end + 12 * 3_600_000)
    await renewer.run()
    expect((await renewalsOf(h.db, sub!.id)).orders).toHaveLength(1)
    expect(await current()).toContain('ADDON-KIDS-1')

    // tries on days 1, 3 and 5 after the period's end, each declined, each its own order
    for (const [day, attempts] of [
      [1, 2],
      [3, 3],
      [5, 4],
    ] as const) {
      at(end + day * DAY)
      await renewer.run()
      await renewer.run()
      row = await subscriptionOf(h.db, sub!.id)
      expect({ day, state: row.state, attempts: row.attempts }).toEqual({ day, state: 'past_due', attempts })
    }
    // the retries are spent: no next charge, only the end of the grace
    expect(row.nextAttemptAt?.getTime()).toBe(end + 7 * DAY)
    expect((await listed(sub!.id)).next_charge_at).toBeNull()
    at(end + 7 * DAY - 60_000)
    await renewer.run()
    expect(await current()).toContain('ADDON-KIDS-1')

    at(end + 7 * DAY)
    await renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('ended')
    expect(await current()).not.toContain('ADDON-KIDS-1')
    const { orders, booked } = await renewalsOf(h.db, sub!.id)
    expect(orders.map((o) => o.status)).toEqual(['failed', 'failed', 'failed', 'failed'])
    expect(booked.map((p) => p.transactionStatus)).toEqual(['deny', 'deny', 'deny', 'deny'])
  })

  it('with auto-renew off is not charged and ends with its period; turned on again, it renews', async () => {
    const off = (await buy(h, await login(), { packageId: 104, sn: BOX, card: VISA })).sub!
    const on = (await buy(h, await login(), { packageId: 202, sn: BOX, card: VISA })).sub!
    const autoRenew = async (id: number, value: boolean) =>
      h.call('POST', `/bss/payduct/v1/subscriptions/${id}/auto-renew`, {
        token: await login(),
        body: { on: value },
      })
    expect((await autoRenew(off.id, false)).json.data.subscription.state).toBe('cancelling')
    expect((await autoRenew(on.id, false)).json.data.subscription.state).toBe('cancelling')
    expect((await autoRenew(on.id, true)).json.data.subscription.state).toBe('active')
    const { renewer, charged } = renewerOn(h, h.db, h.app)

    at(on.periodEnd.getTime() - DAY)
    await renewer.run()
    expect(mine(charged, on.id)).toEqual([`RNW-${on.id}-2-1`])
    expect((await subscriptionOf(h.db, on.id)).periodNo).toBe(2)

    // the 90-day add-on: past its lead time, still nothing charged
    at(off.periodEnd.getTime() - DAY)
    await renewer.run()
    expect((await subscriptionOf(h.db, off.id)).state).toBe('cancelling')
    expect(await current()).toContain('ADDON-SPORTS-3')
    at(off.periodEnd.getTime())
    await renewer.run()
    expect((await subscriptionOf(h.db, off.id)).state).toBe('ended')
    expect(await current()).not.toContain('ADDON-SPORTS-3')
    expect(mine(charged, off.id)).toEqual([])
    expect((await renewalsOf(h.db, off.id)).orders).toHaveLength(0)
    // ended is ended: it cannot be turned back on
    expect((await autoRenew(off.id, true)).status).toBe(409)
  })
})

describe('the provider', () => {
  /** a charge API in front of the real one: down (nothing reaches it), late (charged, answer lost) or up */
  function flaky() {
    let mode: 'down' | 'late' | 'up' = 'up'
    const reached: string[] = []
    const wrap =
      (real: ChargeApi): ChargeApi =>
      async (input) => {
        if (mode === 'down') return { kind: 'unavailable', reason: 'TimeoutError' }
        reached.push(input.orderId)
        const answer = await real(input)
        return mode === 'late' ? { kind: 'unavailable', reason: 'TimeoutError' } : answer
      }
    return { wrap, reached, set: (m: typeof mode) => (mode = m) }
  }

  it('down, then answering too late, is asked again and never charged twice', async () => {
    const { sub } = await buy(h, await login(), { packageId: 203, sn: BOX, card: VISA })
    const end = sub!.periodEnd.getTime()
    // an instance whose sandbox sends no notification: only the status API tells what happened
    const quiet = h.appWith({ config: { ...h.config, sandboxDropNotifications: true } })
    const provider = flaky()
    const { renewer } = renewerOn(h, h.db, quiet.app, { charge: provider.wrap })

    at(end - DAY)
    provider.set('down')
    await renewer.run()
    let renewals = await renewalsOf(h.db, sub!.id)
    expect(renewals.orders.map((o) => o.status)).toEqual(['init'])
    expect(renewals.booked).toHaveLength(0)
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({ state: 'active', periodNo: 1 })

    // claimed: not again within RENEWAL_EVERY
    provider.set('late')
    await renewer.run()
    expect(mine(provider.reached, sub!.id)).toEqual([])
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    renewals = await renewalsOf(h.db, sub!.id)
    expect(renewals.booked.map((p) => p.transactionStatus)).toEqual(['capture'])
    expect(renewals.orders.map((o) => o.status)).toEqual(['init'])

    // the next round asks the status API first: charged already, so it is applied, not charged again
    provider.set('up')
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    renewals = await renewalsOf(h.db, sub!.id)
    expect(renewals.orders.map((o) => [o.orderId, o.status])).toEqual([[`RNW-${sub!.id}-2-1`, 'settlement']])
    expect(renewals.booked).toHaveLength(1)
    expect(mine(provider.reached, sub!.id)).toEqual([`RNW-${sub!.id}-2-1`])
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({ state: 'active', periodNo: 2 })
  })

  it('answering too late, then auto-renew off: the charge it took still gives its period, then it ends', async () => {
    const { sub } = await buy(h, await login(), { packageId: 201, sn: BOX, card: VISA })
    const end = sub!.periodEnd.getTime()
    const quiet = h.appWith({ config: { ...h.config, sandboxDropNotifications: true } })
    const provider = flaky()
    const { renewer } = renewerOn(h, h.db, quiet.app, { charge: provider.wrap })
    provider.set('late')
    at(end - DAY)
    await renewer.run()
    const off = await h.call('POST', `/bss/payduct/v1/subscriptions/${sub!.id}/auto-renew`, {
      token: await login(),
      body: { on: false },
    })
    expect(off.json.data.subscription.state).toBe('cancelling')
    // at the period's end the provider's books say the charge was taken: the period follows, not the end
    provider.set('up')
    at(end)
    await renewer.run()
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({ state: 'cancelling', periodNo: 2 })
    expect(await current()).toContain('VOD-PREMIUM-1')
    at(end + 30 * DAY)
    await renewer.run()
    expect((await subscriptionOf(h.db, sub!.id)).state).toBe('ended')
    const { orders, booked } = await renewalsOf(h.db, sub!.id)
    expect(orders.map((o) => o.status)).toEqual(['settlement'])
    expect(booked).toHaveLength(1)
    expect(mine(provider.reached, sub!.id)).toEqual([`RNW-${sub!.id}-2-1`])
  })

  it('down past the period’s end makes it past due (unavailable) with the package kept, then renews', async () => {
    const { sub } = await buy(h, await login(), { packageId: 204, sn: BOX, card: VISA })
    const end = sub!.periodEnd.getTime()
    const provider = flaky()
    const { renewer } = renewerOn(h, h.db, h.app, { charge: provider.wrap })
    provider.set('down')
    at(end + 3_600_000)
    await renewer.run()
    expect(await subscriptionOf(h.db, sub!.id)).toMatchObject({
      state: 'past_due',
      failure: 'unavailable',
      attempts: 0,
    })
    expect(await current()).toContain('VOD-MINI-1')
    provider.set('up')
    h.advance(h.config.renewalEvery * 1000)
    await renewer.run()
    const row = await subscriptionOf(h.db, sub!.id)
    expect(row).toMatchObject({ state: 'active', periodNo: 2, failure: null, graceUntil: null })
    expect(row.periodStart.getTime()).toBe(end)
    expect(mine(provider.reached, sub!.id)).toEqual([`RNW-${sub!.id}-2-1`])
    const live = await h.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.productCode, 'VOD-MINI-1'), eq(subscriptions.state, 'active')))
    expect(live).toHaveLength(1)
  })
})
