/**
 * The provider's word applied to orders, exactly once. A notification is believed only as the
 * provider's rules say (./payment-rules.ts): its signature checked, its status consistent with the
 * signed status code, and anything that pays, closes with a 200 or does not add up confirmed
 * through the status API (./payment-status.ts), whose answer is what is applied. Reconciliation
 * (./reconcile.ts) applies the status API's answers the same way. Every move is one transaction
 * on the order's locked row, conditional on the status it moves from, so duplicates, reorderings
 * and concurrent instances apply each change once.
 */
import { timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { addonPackages, orders, paymentNotifications, stbPackages, stbs } from '../db/schema'
import type { Log } from '../lib/log'
import type { Metrics } from '../lib/metrics'
import { signNotification } from './orders'
import {
  CLOSED,
  MOVES_FROM,
  needsConfirmation,
  PAID_STATES,
  REVERSES,
  stateOf,
  type PaymentState,
  type ProviderWord,
} from './payment-rules'
import { createStatusApi, type StatusAnswer, type StatusApi } from './payment-status'
import type { Deps } from '../lib/deps'
import { periodTakenBack, renewalPaid, startSubscription, type SavedCard } from './subscriptions'
import { activeUntilTexts } from '../lib/active-until'

export type Notification = ProviderWord & {
  order_id: string
  gross_amount: string
  signature_key: string
  currency?: string | undefined
}

/**
 * forged: bad signature; unknown: no such order here; mismatch: amount or currency not the
 * order's; unconfirmed: the provider's books do not say so; unavailable: the status API could not
 * be asked (try again); duplicate: already in that state; ignored: a move the rules refuse;
 * applied / late: moved (late: paid after it closed); unchanged: reconciliation found no payment
 * yet on an order before its expiry
 */
export type Outcome =
  | 'unchanged'
  | 'forged'
  | 'unknown'
  | 'mismatch'
  | 'unconfirmed'
  | 'unavailable'
  | 'duplicate'
  | 'ignored'
  | 'applied'
  | 'late'

type Order = typeof orders.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export const CURRENCY = 'IDR'

export function createPayments(opts: {
  db: Db
  now: () => number
  serverKey: string
  statusApi: StatusApi
  log: Log
  metrics: Metrics
}) {
  const { db, now, log, metrics } = opts

  const orderOf = async (orderId: string) =>
    (await db.select().from(orders).where(eq(orders.orderId, orderId)))[0]

  /** the amount and currency the provider names are the order's */
  const sameMoney = (order: Order, w: { gross_amount: string; currency?: string | undefined }) =>
    Number(w.gross_amount) === order.totalPrice && (w.currency === undefined || w.currency === CURRENCY)

  async function applyNotification(n: Notification): Promise<Outcome> {
    const expected = Buffer.from(signNotification(n.order_id, n.status_code, n.gross_amount, opts.serverKey))
    const given = Buffer.from(n.signature_key.toLowerCase())
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refused('forged', n)
    const order = await orderOf(n.order_id)
    if (!order) return refused('unknown', n)
    if (!sameMoney(order, n)) return refused('mismatch', n)
    if (!needsConfirmation(n)) return move(order, stateOf(n) as PaymentState, n, 'notification')
    return applyAnswer(order, await opts.statusApi(order.orderId), 'notification')
  }

  /** the status API's answer about an order, from a notification or from reconciliation */
  async function applyAnswer(order: Order, answer: StatusAnswer, source: string): Promise<Outcome> {
    if (answer.kind === 'unavailable') {
      log.warn(
        { event: 'payment', orderId: order.orderId, reason: answer.reason },
        'status API not answering',
      )
      return 'unavailable'
    }
    if (answer.kind === 'none') {
      // the provider stops taking a payment at its expiry: an order it never saw a payment for closes
      if (source === 'reconcile' && order.expiresAt && now() >= order.expiresAt.getTime())
        return move(order, 'expired', { transaction_status: 'expire', status_code: '407' }, 'expiry')
      // nothing paid yet: for reconciliation that is an order still waiting, not a refusal
      if (source === 'reconcile') return 'unchanged'
      return refused('unconfirmed', { order_id: order.orderId })
    }
    const word = answer.status
    const state = stateOf(word)
    if (!state) return refused('unconfirmed', word)
    if (!sameMoney(order, word)) return refused('mismatch', word)
    return move(order, state, word, source)
  }

  function refused(reason: 'forged' | 'unknown' | 'mismatch' | 'unconfirmed', w: { order_id: string }) {
    metrics.notificationsRefused.inc({ reason })
    log.warn({ event: 'payment', orderId: w.order_id, reason }, `payment word refused: ${reason}`)
    return reason
  }

  async function move(order: Order, state: PaymentState, word: ProviderWord & SavedCard, source: string) {
    let from = order.status
    let firstPaid = false
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const [current] = await tx.select().from(orders).where(eq(orders.orderId, order.orderId)).for('update')
      if (!current) return 'unknown'
      if (current.status === state) return 'duplicate'
      if (!MOVES_FROM[state].includes(current.status)) return 'ignored'
      from = current.status
      firstPaid = PAID_STATES.has(state) && !current.paidAt
      // paid after it closed: a payment (or its refund) the provider took once the order had closed
      const late = (CLOSED as readonly string[]).includes(current.status) && state !== 'pending'
      const t = new Date(now())
      const [moved] = await tx
        .update(orders)
        .set({
          status: state,
          updatedAt: t,
          ...(firstPaid ? { paidAt: t } : {}),
          ...(late ? { paidAfterClose: current.status } : {}),
        })
        .where(and(eq(orders.orderId, order.orderId), eq(orders.status, current.status)))
        .returning()
      if (!moved) return 'ignored'
      await tx
        .insert(paymentNotifications)
        .values({
          orderId: order.orderId,
          transactionStatus: word.transaction_status,
          statusCode: word.status_code,
          grossAmount: String(order.totalPrice),
          receivedAt: t,
        })
        .onConflictDoNothing()
      if (PAID_STATES.has(state) && !PAID_STATES.has(current.status) && moved.sn)
        await activate(tx, moved, firstPaid ? word : null)
      if (REVERSES.has(state)) {
        const gone = await tx
          .delete(stbPackages)
          .where(eq(stbPackages.orderId, order.orderId))
          .returning({ id: stbPackages.id })
        // the period it paid for was a subscription's current one: the subscription ends with it
        await periodTakenBack(
          tx,
          gone.map((p) => p.id),
          t.getTime(),
        )
      }
      return late ? 'late' : 'applied'
    })
    if (outcome === 'applied' || outcome === 'late') {
      if (firstPaid) metrics.paymentsSettled.inc()
      if (REVERSES.has(state)) metrics.paymentsReversed.inc({ status: state })
      log.info({ event: 'payment', orderId: order.orderId, status: state, source }, 'order moved')
    }
    if (outcome === 'late') {
      metrics.paymentsAfterClose.inc()
      log.warn(
        { event: 'payment', orderId: order.orderId, closedAs: from, status: state, source },
        'paid after it closed: the provider took a payment for an order that had closed',
      )
    }
    return outcome
  }

  /**
   * The add-on paid for goes on the box: a renewal's next period follows its current one
   * (./subscriptions.ts); anything else runs from now and, on its first settlement, starts the
   * add-on's subscription with the card the provider saved, if any. A visitor's payment for
   * someone else's box saves nothing and starts nothing: the card is not the owner's.
   */
  async function activate(tx: Tx, order: Order, card: SavedCard | null) {
    const [stb] = await tx
      .select()
      .from(stbs)
      .where(eq(stbs.sn, order.sn ?? ''))
    const [pkg] = await tx
      .select()
      .from(addonPackages)
      .where(eq(addonPackages.productCode, order.productCode))
    if (!stb || !pkg) return
    if (order.subscriptionId && (await renewalPaid(tx, order, pkg, now()))) return
    const start = new Date(now())
    const end = new Date(start.getTime() + pkg.durationDays * 86_400_000)
    const [row] = await tx
      .insert(stbPackages)
      .values({
        stbId: stb.id,
        productCode: pkg.productCode,
        servicename: pkg.name,
        startdate: start,
        enddate: end,
        snapshotImage: pkg.imageUrl,
        overlayTexts: activeUntilTexts(end),
        orderId: order.orderId,
      })
      // one package per paid order, whoever applies the settlement first
      .onConflictDoNothing()
      .returning()
    if (row && !order.subscriptionId && !order.byVisitor && card !== null)
      await startSubscription(tx, order, pkg, row, card, now())
  }

  return { applyNotification, applyAnswer, orderOf, statusApi: opts.statusApi }
}
export type Payments = ReturnType<typeof createPayments>

/**
 * The payments of a server: its status API client on the configured base, asked in process
 * through `request` when the base is a path (the sandbox).
 */
export function paymentsFor(
  deps: Pick<Deps, 'db' | 'now' | 'config' | 'log' | 'metrics'>,
  request: (url: string, init: RequestInit) => Response | Promise<Response>,
) {
  const { config } = deps
  return createPayments({
    ...deps,
    serverKey: config.snapServerKey,
    statusApi: createStatusApi(config.paymentStatusApi, config.snapServerKey, request),
  })
}
