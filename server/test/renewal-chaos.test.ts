/**
 * Renewals exactly once under chaos (issue 47): a property test (fast-check) in the pattern of
 * ./chaos.test.ts. A subscription (a saved card that pays, or the deny card) lives through a
 * schedule of renewal rounds on two instances on one database (one whose sandbox sends its
 * notifications, one whose sandbox sends none), alone or at the same time, the provider's charge
 * API down or answering too late (charged, the answer lost), the clock moving by hours and days,
 * auto-renew turned off and on, and reconciliation. Then the provider answers again, auto-renew
 * goes off and the clock runs until the subscription has ended; and:
 * - every renewal charge the provider took gave exactly one period, the periods following each
 *   other without a gap, each with one package on the box;
 * - every renewal order is in the provider's state (capture → settlement, deny → failed);
 * - never a package for a renewal the provider was not paid for (or refunded), at any step;
 * - Update payment beside a round, and the operator's refund of the latest renewal (which ends the
 *   subscription), change none of it: a refunded charge gave its period or none, and nothing renews after.
 *
 * `npm test` runs CHAOS_RUNS schedules (default 6); `npm run chaos` runs many more on PostgreSQL.
 * A failure prints its seed and path: CHAOS_SEED=… CHAOS_PATH=… replays it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { eq, like, ne } from 'drizzle-orm'
import { createApp } from '../app'
import { orders, sandboxPayments, stbPackages, stbs, subscriptions } from '../db/schema'
import type { ChargeApi } from '../services/payment-charge'
import { stateOf } from '../services/payment-rules'
import { createHarness, type Harness } from './harness'
import { buy, DENY_CARD, renewerOn, subscriptionOf, VISA } from './subscribe'

const RUNS = Number(process.env.CHAOS_RUNS ?? 6)
const VERBOSE = process.env.CHAOS_VERBOSE === '1'
const SEED = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : undefined
const PATH = process.env.CHAOS_PATH
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** the add-ons a schedule buys, by id and product code */
const ADDONS = [
  [101, 'ADDON-SPORTS-2'],
  [102, 'ADDON-MOVIES-1'],
  [103, 'ADDON-KIDS-1'],
  [104, 'ADDON-SPORTS-3'],
  [201, 'VOD-PREMIUM-1'],
  [202, 'VOD-SPORTS-2'],
  [203, 'VOD-PLATINUM-1'],
  [204, 'VOD-MINI-1'],
] as const
const COMBOS = ['VPTV2024A0001', 'VPTV2024B0002'].flatMap((sn) =>
  ADDONS.map(([id, code]) => ({ sn, id, code })),
)

type Step =
  | { t: 'round'; on: 0 | 1 | 'both' }
  | { t: 'provider'; mode: 'down' | 'late' | 'up' }
  | { t: 'advance'; hours: number }
  | { t: 'autoRenew'; on: boolean }
  | { t: 'reconcile' }
  | { t: 'payNow' }
  | { t: 'refund' }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(0 as const, 1 as const, 'both' as const)
      .map((on) => ({ t: 'round' as const, on })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('down' as const, 'late' as const, 'up' as const)
      .map((mode) => ({ t: 'provider' as const, mode })),
  },
  {
    weight: 3,
    arbitrary: fc.integer({ min: 1, max: 36 }).map((hours) => ({ t: 'advance' as const, hours })),
  },
  { weight: 1, arbitrary: fc.boolean().map((on) => ({ t: 'autoRenew' as const, on })) },
  { weight: 1, arbitrary: fc.constant({ t: 'reconcile' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'payNow' as const }) },
  { weight: 1, arbitrary: fc.constant({ t: 'refund' as const }) },
)
const schedule = fc.record({
  card: fc.constantFrom(VISA, DENY_CARD),
  /** where the schedule starts, in hours from when the first renewal is due */
  start: fc.integer({ min: -12, max: 12 }),
  /** how the provider's charge API answers at the start */
  provider: fc.constantFrom('down' as const, 'late' as const, 'up' as const),
  steps: fc.array(step, { minLength: 6, maxLength: 30 }),
})

let h: Harness
let instances: ReturnType<typeof makeInstance>[]
let mode: 'down' | 'late' | 'up' = 'up'
beforeAll(async () => {
  h = await createHarness()
  const other = await h.instance()
  // the second instance's sandbox sends no notification: only the status API tells it anything
  const quiet = createApp({
    db: other.db,
    clock: h.now,
    sms: h.sms,
    config: { ...h.config, sandboxDropNotifications: true },
  })
  instances = [makeInstance(h.app, h.db), makeInstance(quiet, other.db)]
})
afterAll(() => h.close())

/** the provider's charge API as the schedule has it: down, charging but answering too late, or up */
const flaky =
  (real: ChargeApi): ChargeApi =>
  async (input) => {
    if (mode === 'down') return { kind: 'unavailable', reason: 'TimeoutError' }
    const answer = await real(input)
    return mode === 'late' ? { kind: 'unavailable', reason: 'TimeoutError' } : answer
  }

function makeInstance(app: ReturnType<typeof createApp>, db: Harness['db']) {
  return { renewer: renewerOn(h, db, app, { charge: flaky }).renewer, reconciler: app.jobs.reconciler }
}

function must(ok: boolean, message: string): asserts ok {
  if (!ok) throw new Error(message)
}

const login = () => h.token(1, 'user', 3600)

async function books(id: number) {
  const booked = await h.db
    .select()
    .from(sandboxPayments)
    .where(like(sandboxPayments.orderId, `RNW-${id}-%`))
  const made = await h.db
    .select()
    .from(orders)
    .where(like(orders.orderId, `RNW-${id}-%`))
  const packages = await h.db
    .select()
    .from(stbPackages)
    .where(like(stbPackages.orderId, `RNW-${id}-%`))
  return { booked, made, packages }
}

async function runSchedule(s: { card: string; start: number; provider: typeof mode; steps: Step[] }) {
  mode = 'up'
  // a box and add-on with no live subscription (an ended one frees it again)
  const live = await h.db
    .select({ sn: stbs.sn, code: subscriptions.productCode })
    .from(subscriptions)
    .innerJoin(stbs, eq(stbs.id, subscriptions.stbId))
    .where(ne(subscriptions.state, 'ended'))
  const free = COMBOS.filter((c) => !live.some((l) => l.sn === c.sn && l.code === c.code))
  const combo = free[0]
  must(combo !== undefined, 'no box and add-on left to buy')
  const { sub } = await buy(h, await login(), { packageId: combo.id, sn: combo.sn, card: s.card })
  must(sub !== undefined && sub.state === 'active', 'the purchase started no active subscription')
  const firstEnd = sub.periodEnd.getTime()
  h.advance(Math.max(0, firstEnd - h.config.renewalLeadDays * DAY + s.start * HOUR - h.now()))
  mode = s.provider

  const paidFor = async () => {
    const { booked, packages } = await books(sub.id)
    const captured = new Set(booked.filter((b) => b.transactionStatus === 'capture').map((b) => b.orderId))
    for (const p of packages) must(captured.has(p.orderId ?? ''), `a package for ${p.orderId}, never paid`)
  }

  for (const st of s.steps) {
    if (st.t === 'round') {
      const on = st.on === 'both' ? instances : [instances[st.on]!]
      await Promise.all(on.map((i) => i.renewer.run()))
    } else if (st.t === 'provider') mode = st.mode
    else if (st.t === 'advance') h.advance(st.hours * HOUR)
    else if (st.t === 'reconcile') await Promise.all(instances.map((i) => i.reconciler.run()))
    else if (st.t === 'payNow') {
      // Update payment with its own method, beside a round of the other instance
      const row = await subscriptionOf(h.db, sub.id)
      await Promise.all([
        h.call('POST', `/bss/payduct/v1/subscriptions/${sub.id}/pay`, {
          token: await login(),
          body: { method_id: row.methodId ?? sub.methodId },
        }),
        instances[1]!.renewer.run(),
      ])
    } else if (st.t === 'refund') {
      // the operator refunds the latest renewal the provider took (the same key again is the same refund)
      const { booked } = await books(sub.id)
      const ended = (await subscriptionOf(h.db, sub.id)).state === 'ended'
      const latest = booked
        .filter((b) => b.transactionStatus === 'capture')
        .sort((a, b) => a.transactionTime.getTime() - b.transactionTime.getTime())
        .at(-1)
      if (latest && !ended)
        await h.call('POST', `/sandbox/snap/v2/${latest.orderId}/refund`, {
          headers: { authorization: `Basic ${Buffer.from(`${h.config.snapServerKey}:`).toString('base64')}` },
          body: { refund_key: `chaos-${latest.orderId}` },
        })
    } else
      await h.call('POST', `/bss/payduct/v1/subscriptions/${sub.id}/auto-renew`, {
        token: await login(),
        body: { on: st.on },
      })
    await paidFor()
  }

  // the provider answers again; auto-renew goes off; the clock runs until it has ended
  mode = 'up'
  for (let day = 0; day < 60; day += 1) {
    const row = await subscriptionOf(h.db, sub.id)
    if (row.state === 'ended') break
    if (row.state === 'active')
      await h.call('POST', `/bss/payduct/v1/subscriptions/${sub.id}/auto-renew`, {
        token: await login(),
        body: { on: false },
      })
    h.advance(3 * DAY)
    await Promise.all(instances.map((i) => i.renewer.run()))
    await Promise.all(instances.map((i) => i.reconciler.run()))
    await paidFor()
  }

  const row = await subscriptionOf(h.db, sub.id)
  must(row.state === 'ended', `subscription ${sub.id} did not end: ${row.state}`)
  const { booked, made, packages } = await books(sub.id)
  const captures = booked.filter((b) => b.transactionStatus === 'capture')
  const refunds = booked.filter((b) => b.transactionStatus === 'refund')
  // every charge kept gave one period; a refunded one gave one or none (refunded before it began)
  must(
    captures.length <= row.periodNo - 1 && row.periodNo - 1 <= captures.length + refunds.length,
    `subscription ${sub.id}: ${captures.length} charges kept, ${refunds.length} refunded for ${row.periodNo - 1} renewed periods`,
  )
  must(refunds.length <= 1, `subscription ${sub.id}: renewed after a refund ended it`)
  if (s.card === DENY_CARD) must(captures.length + refunds.length === 0, 'the deny card was charged')
  for (const b of booked) {
    const order = made.find((o) => o.orderId === b.orderId)
    const want = stateOf({
      transaction_status: b.transactionStatus,
      status_code: b.statusCode,
      fraud_status: b.fraudStatus,
    })
    must(order?.status === want, `order ${b.orderId}: ${order?.status}, the provider says ${want}`)
  }
  must(packages.length === captures.length, `${packages.length} packages for ${captures.length} kept charges`)
  const starts = packages
    .map((p) => [p.startdate.getTime(), p.enddate.getTime()] as const)
    .sort((a, b) => a[0] - b[0])
  let end = firstEnd
  for (const [start, stop] of starts) {
    must(start === end, `a period starts at ${new Date(start).toISOString()}, not where the last ended`)
    end = stop
  }
}

describe('renewals exactly once under chaos', () => {
  it(`holds the invariants over ${RUNS} schedules`, async () => {
    const run = fc.assert(
      fc.asyncProperty(schedule, async (s) => {
        if (VERBOSE) console.log(JSON.stringify(s))
        await runSchedule(s)
      }),
      {
        numRuns: RUNS,
        ...(SEED === undefined ? {} : { seed: SEED }),
        ...(PATH ? { path: PATH } : {}),
        endOnFailure: true,
      },
    )
    await expect(run).resolves.toBeUndefined()
  }, 600_000)
})
