/**
 * Reconciliation: a notification the provider gave up on must not leave an order waiting forever.
 * Every instance runs this job; each round claims up to BATCH open orders that have waited longer
 * than RECONCILE_AFTER and were not asked about within RECONCILE_EVERY, in one statement whose
 * `FOR UPDATE SKIP LOCKED` makes concurrent instances claim different orders, and marks them
 * asked. It then asks the status API about each and applies the answer as a notification's
 * (./payments.ts): paid, still pending, closed, or, when the provider has no payment for an
 * order past its expiry, expired.
 */
import { and, asc, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orders } from '../db/schema'
import { everyRound } from '../lib/every-round'
import type { Log } from '../lib/log'
import type { Metrics } from '../lib/metrics'
import { OPEN } from './payment-rules'
import type { StatusApi } from './payment-status'
import type { Payments } from './payments'

/** orders one round asks about; the rest wait for the next round */
export const BATCH = 50

export function createReconciler(deps: {
  db: Db
  now: () => number
  payments: Payments
  statusApi: StatusApi
  log: Log
  metrics: Metrics
  /** seconds */
  after: number
  every: number
}) {
  const { db, payments, log, metrics } = deps

  /** claims a batch of due orders for this instance; another instance's claim is skipped */
  async function claim() {
    const t = deps.now()
    const due = db
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(
        and(
          inArray(orders.status, [...OPEN]),
          lte(orders.createdAt, new Date(t - deps.after * 1000)),
          or(isNull(orders.checkedAt), lte(orders.checkedAt, new Date(t - deps.every * 1000))),
        ),
      )
      .orderBy(sql`${orders.checkedAt} asc nulls first`, asc(orders.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true })
    return db
      .update(orders)
      .set({ checkedAt: new Date(t) })
      .where(inArray(orders.orderId, due))
      .returning()
  }

  /** one round; resolves to the number of orders asked about */
  async function run(): Promise<number> {
    const claimed = await claim()
    for (const order of claimed) {
      try {
        const outcome = await payments.applyAnswer(order, await deps.statusApi(order.orderId), 'reconcile')
        metrics.reconciled.inc({ outcome })
      } catch (err) {
        log.error({ err, orderId: order.orderId }, 'reconciling an order failed')
      }
    }
    return claimed.length
  }

  // a round every RECONCILE_EVERY seconds until stop(); a round still running skips the next
  return { run, ...everyRound(run, deps.every, log, 'reconciliation failed') }
}
export type Reconciler = ReturnType<typeof createReconciler>
