/**
 * Renewals: every instance runs this job, in reconciliation's pattern (./reconcile.ts). A round
 * claims up to BATCH due subscriptions in one statement whose `FOR UPDATE SKIP LOCKED` makes
 * concurrent instances claim different ones, and marks them claimed (a claim lasts RENEWAL_EVERY;
 * a round that died with it is taken up after that). Then, for each:
 *
 * - active, RENEWAL_LEAD_DAYS before its period ends, or past_due at its next retry: the renewal
 *   order of the period and try (RNW-<id>-<period>-<try>, recurring) is inserted once; when it
 *   was there already a round before may have charged it, so the status API is asked first; else
 *   the saved card is charged (./payment-charge.ts). The answer is applied through ./payments.ts
 *   like any provider word, so the order, its notifications and the subscription's next period
 *   (./subscriptions.ts renewalPaid) move exactly once, and a later notification is a duplicate.
 * - declined, or no method to charge: past_due, the next try RENEWAL_RETRY_DAYS after the period's
 *   end, access kept until RENEWAL_GRACE_DAYS after it (the period's package row runs until then,
 *   and its overlay says so).
 * - the provider not answering: tried again next claim, the same order asked about first; past
 *   the period's end it is past_due ('unavailable') with the same grace.
 * - cancelling at its period's end, or past_due at the end of its grace: ended, unless a charge of
 *   the next period whose answer was lost turns out taken (then its period follows).
 *
 * Every change of a subscription's state is one UPDATE conditional on the state, period and try
 * it moves from. After the subscriptions, the round sends the SMS notices that are due (before a
 * charge, after a failed one, at an end: ./renewal-notices.ts), so a change made by the round is
 * told in it.
 */
import { and, asc, eq, gt, inArray, isNull, like, lt, lte, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders, paymentMethods, stbPackages, stbs, subscriptions } from '../db/schema'
import { activeUntilTexts } from '../lib/active-until'
import { everyRound } from '../lib/every-round'
import type { Log } from '../lib/log'
import type { Metrics } from '../lib/metrics'
import type { SmsAdapter } from '../lib/sms'
import type { ChargeApi } from './payment-charge'
import { OPEN, PAID_STATES, REVERSES } from './payment-rules'
import type { StatusApi, StatusAnswer } from './payment-status'
import type { Payments } from './payments'
import { createRenewalNotices } from './renewal-notices'
import { DAY_MS, renewalOrderId } from './subscriptions'

/** subscriptions one round handles; the rest wait for the next round */
export const BATCH = 50

type Sub = typeof subscriptions.$inferSelect
type Failure = 'declined' | 'no_method' | 'unavailable'
/** what a round did with a subscription (the metric's label and the log line) */
export type RenewalOutcome =
  | 'renewed'
  | 'declined'
  | 'no_method'
  | 'unavailable'
  | 'pending'
  | 'ended'
  | 'unchanged'

export type RenewalSettings = {
  /** RENEWAL_LEAD_DAYS: charge this many days before the period ends */
  leadDays: number
  /** RENEWAL_RETRY_DAYS: retry a failed charge these many days after the period's end */
  retryDays: number[]
  /** RENEWAL_GRACE_DAYS: access kept this many days after the period's end while past due */
  graceDays: number
  /** RENEWAL_EVERY: seconds between rounds, and how long a claim lasts */
  every: number
  /** RENEWAL_NOTICE_DAYS: the SMS before a renewal comes this many days before its charge */
  noticeDays: number
}

export function createRenewer(
  deps: {
    db: Db
    now: () => number
    payments: Payments
    statusApi: StatusApi
    chargeApi: ChargeApi
    log: Log
    metrics: Metrics
    /** where the notices go (./renewal-notices.ts) */
    sms: SmsAdapter
    /** SITE_URL: the notices' links */
    siteUrl: string
    /** PAYMENT_EXPIRY, seconds: a renewal order nobody charged closes like any order */
    paymentExpiry: number
  } & RenewalSettings,
) {
  const { db, payments, log, metrics } = deps
  const notices = createRenewalNotices(deps)

  /** claims a batch of due subscriptions for this instance; another instance's claim is skipped */
  async function claim() {
    const t = deps.now()
    const due = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          or(
            and(
              eq(subscriptions.state, 'active'),
              lte(subscriptions.periodEnd, new Date(t + deps.leadDays * DAY_MS)),
            ),
            and(eq(subscriptions.state, 'past_due'), lte(subscriptions.nextAttemptAt, new Date(t))),
            and(eq(subscriptions.state, 'cancelling'), lte(subscriptions.periodEnd, new Date(t))),
          ),
          or(isNull(subscriptions.checkedAt), lte(subscriptions.checkedAt, new Date(t - deps.every * 1000))),
        ),
      )
      .orderBy(asc(subscriptions.periodEnd))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(subscriptions)
      .set({ checkedAt: new Date(t) })
      .where(inArray(subscriptions.id, due))
      .returning()
  }

  /** the subscription, if it is still in the state and period it was claimed in */
  const asClaimed = (sub: Sub) =>
    and(
      eq(subscriptions.id, sub.id),
      eq(subscriptions.state, sub.state),
      eq(subscriptions.periodNo, sub.periodNo),
    )

  /** ends it, if it is still in the state and period it was claimed in */
  async function finish(sub: Sub): Promise<RenewalOutcome> {
    const [ended] = await db
      .update(subscriptions)
      .set({ state: 'ended', nextAttemptAt: null, updatedAt: new Date(deps.now()) })
      .where(asClaimed(sub))
      .returning({ id: subscriptions.id })
    return ended ? 'ended' : 'unchanged'
  }

  /**
   * past_due after a failed try: the next try on the retry schedule, or, once the retries are
   * spent (or would fall past it), the grace's end, when the round ends it. The period's package
   * runs until the grace ends.
   */
  async function failed(sub: Sub, failure: Failure, counts: boolean): Promise<RenewalOutcome> {
    const t = deps.now()
    const periodEnd = sub.periodEnd.getTime()
    const grace = sub.graceUntil ?? new Date(periodEnd + deps.graceDays * DAY_MS)
    const attempts = sub.attempts + (counts ? 1 : 0)
    const retryDays = deps.retryDays[attempts - 1]
    let next = grace.getTime()
    if (!counts) next = t + deps.every * 1000
    else if (retryDays !== undefined) next = Math.min(periodEnd + retryDays * DAY_MS, next)
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({
          state: 'past_due',
          failure,
          attempts,
          nextAttemptAt: new Date(Math.min(next, grace.getTime())),
          graceUntil: grace,
          // not due again before its next try: Update payment may try it now (payNow)
          checkedAt: null,
          updatedAt: new Date(t),
        })
        .where(
          and(
            eq(subscriptions.id, sub.id),
            inArray(subscriptions.state, ['active', 'past_due']),
            eq(subscriptions.periodNo, sub.periodNo),
            eq(subscriptions.attempts, sub.attempts),
          ),
        )
        .returning()
      // the box's overlay says the new last day too, not the period's end
      if (row?.packageId)
        await tx
          .update(stbPackages)
          .set({ enddate: grace, overlayTexts: activeUntilTexts(grace) })
          .where(and(eq(stbPackages.id, row.packageId), lt(stbPackages.enddate, grace)))
      return row
    })
    return moved ? failure : 'unchanged'
  }

  /** the provider did not answer: the next claim asks again; past the period's end it is past due */
  async function unavailable(sub: Sub): Promise<RenewalOutcome> {
    if (sub.state === 'active' && deps.now() >= sub.periodEnd.getTime())
      await failed(sub, 'unavailable', false)
    return 'unavailable'
  }

  /** the provider's word on the renewal order, applied as any; then what it did to the order */
  async function settle(sub: Sub, orderId: string, answer: StatusAnswer): Promise<RenewalOutcome> {
    const order = await payments.orderOf(orderId)
    if (!order) return 'unchanged'
    const outcome = await payments.applyAnswer(order, answer, 'renewal')
    if (outcome === 'unavailable') return unavailable(sub)
    const after = await payments.orderOf(orderId)
    if (after && PAID_STATES.has(after.status)) return 'renewed'
    if (after?.status === 'failed') return failed(sub, 'declined', true)
    if (after && REVERSES.has(after.status)) return refunded(sub)
    return 'pending'
  }

  /**
   * The renewal charge was taken and refunded (or charged back) before its period began: it
   * renews nothing, and the subscription ends, as one whose current period is refunded does
   * (./subscriptions.ts periodTakenBack), its current period running to its end, no end SMS.
   */
  async function refunded(sub: Sub): Promise<RenewalOutcome> {
    const [ended] = await db
      .update(subscriptions)
      .set({
        state: 'ended',
        nextAttemptAt: null,
        noticedEndPeriod: sub.periodNo,
        updatedAt: new Date(deps.now()),
      })
      .where(asClaimed(sub))
      .returning({ id: subscriptions.id })
    return ended ? 'ended' : 'unchanged'
  }

  async function charge(sub: Sub): Promise<RenewalOutcome> {
    const t = deps.now()
    const [method] = sub.methodId
      ? await db
          .select()
          .from(paymentMethods)
          .where(
            and(
              eq(paymentMethods.id, sub.methodId),
              eq(paymentMethods.status, 'active'),
              isNull(paymentMethods.removedAt),
              or(isNull(paymentMethods.tokenExpiresAt), gt(paymentMethods.tokenExpiresAt, new Date(t))),
            ),
          )
      : []
    if (!method) return failed(sub, 'no_method', true)
    const [box] = await db.select({ sn: stbs.sn }).from(stbs).where(eq(stbs.id, sub.stbId))
    const orderId = renewalOrderId(sub)
    const [made] = await db
      .insert(orders)
      .values({
        orderId,
        userId: sub.userId,
        sn: box?.sn ?? null,
        productCode: sub.productCode,
        productName: sub.productName,
        partnerName: 'Vision+ TV Web',
        totalPrice: sub.amount,
        status: 'init',
        isRecurring: true,
        subscriptionId: sub.id,
        methodId: method.id,
        createdAt: new Date(t),
        updatedAt: new Date(t),
        expiresAt: new Date(t + deps.paymentExpiry * 1000),
      })
      // one order per period and try, however many rounds reach it
      .onConflictDoNothing()
      .returning({ orderId: orders.orderId })
    if (!made) {
      // a round before made it and may have charged it, its answer lost: the provider's books say
      const known = await deps.statusApi(orderId)
      if (known.kind !== 'none') return settle(sub, orderId, known)
    }
    const answer = await deps.chargeApi({
      orderId,
      grossAmount: sub.amount,
      tokenId: method.token,
      gopayAccountId: method.kind === 'gopay' ? method.accountId : null,
    })
    switch (answer.kind) {
      case 'answered':
        return settle(sub, orderId, { kind: 'found', status: answer.status })
      case 'duplicate':
        return settle(sub, orderId, await deps.statusApi(orderId))
      case 'refused':
        // the provider has no transaction for it: the order closes at the next reconciliation
        await db
          .update(orders)
          .set({ expiresAt: new Date(t) })
          .where(and(eq(orders.orderId, orderId), eq(orders.status, 'init')))
        log.warn({ event: 'renewal', subscriptionId: sub.id, reason: answer.reason }, 'saved card refused')
        return failed(sub, 'no_method', true)
      case 'unavailable':
        log.warn({ event: 'renewal', subscriptionId: sub.id, reason: answer.reason }, 'charge not answered')
        return unavailable(sub)
    }
  }

  /**
   * Before it ends: a renewal charge of the next period whose answer was lost (its order still
   * open) may have been taken. The provider's books decide; paid, the period moves on
   * (./subscriptions.ts renewalPaid) and the end, conditional on the period before, does nothing.
   */
  async function endUnlessPaid(sub: Sub): Promise<RenewalOutcome> {
    const open = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, sub.id),
          like(orders.orderId, `RNW-${sub.id}-${sub.periodNo + 1}-%`),
          inArray(orders.status, [...OPEN]),
        ),
      )
    for (const order of open) {
      const answer = await deps.statusApi(order.orderId)
      if (answer.kind === 'unavailable') return 'unavailable'
      if (answer.kind === 'found') await payments.applyAnswer(order, answer, 'renewal')
    }
    const outcome = await finish(sub)
    return outcome === 'unchanged' && open.length > 0 ? 'renewed' : outcome
  }

  async function renew(sub: Sub): Promise<RenewalOutcome> {
    if (sub.state === 'cancelling') return endUnlessPaid(sub)
    if (sub.state === 'past_due' && sub.graceUntil && deps.now() >= sub.graceUntil.getTime())
      return endUnlessPaid(sub)
    return charge(sub)
  }

  /**
   * Update payment: a past-due subscription's failed renewal charged now to the customer's chosen
   * method, which it keeps. It claims the subscription as a round does (checked_at, one conditional
   * UPDATE, so it never runs alongside a round's try or another payNow) and charges the same
   * RNW-<id>-<period>-<try> order a round would, so a try is charged at most once.
   */
  async function payNow(
    userId: number,
    id: number,
    methodId: number,
  ): Promise<
    | { outcome: 'paid' | 'declined' | 'unavailable'; orderId: string }
    | { notFound: true }
    | { conflict: string }
  > {
    const t = deps.now()
    const [sub] = await db
      .update(subscriptions)
      .set({ checkedAt: new Date(t), methodId })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.userId, userId),
          eq(subscriptions.state, 'past_due'),
          or(isNull(subscriptions.checkedAt), lte(subscriptions.checkedAt, new Date(t - deps.every * 1000))),
        ),
      )
      .returning()
    if (!sub) {
      const [row] = await db
        .select({ state: subscriptions.state })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
      if (!row) return { notFound: true }
      if (row.state !== 'past_due')
        return { conflict: 'Only a renewal that failed can be paid now: this package is not past due' }
      return { conflict: 'This renewal is being charged already; look again in a moment' }
    }
    const orderId = renewalOrderId(sub)
    let outcome: RenewalOutcome
    try {
      outcome = await charge(sub)
    } finally {
      // the claim is given back (a round's failed() gave it back already)
      await db
        .update(subscriptions)
        .set({ checkedAt: null })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.checkedAt, new Date(t))))
    }
    metrics.renewals.inc({ outcome })
    log.info(
      {
        event: 'renewal',
        subscriptionId: id,
        period: sub.periodNo,
        from: sub.state,
        outcome,
        by: 'customer',
      },
      `pay now: ${outcome}`,
    )
    const order = await payments.orderOf(orderId)
    if (order && PAID_STATES.has(order.status)) return { outcome: 'paid', orderId }
    if (outcome === 'declined' || outcome === 'no_method') return { outcome: 'declined', orderId }
    return { outcome: 'unavailable', orderId }
  }

  /** one round, then its notices; resolves to the number of subscriptions it handled */
  async function run(): Promise<number> {
    const claimed = await claim()
    for (const sub of claimed) {
      try {
        const outcome = await renew(sub)
        metrics.renewals.inc({ outcome })
        log.info(
          { event: 'renewal', subscriptionId: sub.id, period: sub.periodNo, from: sub.state, outcome },
          `renewal: ${outcome}`,
        )
      } catch (err) {
        log.error({ err, subscriptionId: sub.id }, 'renewing a subscription failed')
      }
    }
    await notices.run()
    return claimed.length
  }

  // a round every RENEWAL_EVERY seconds until stop(); a round still running skips the next
  return { run, payNow, ...everyRound(run, deps.every, log, 'renewals failed') }
}
export type Renewer = ReturnType<typeof createRenewer>
