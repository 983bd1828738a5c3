/**
 * Subscriptions (contract/subscription.ts): one per add-on bought for a box, started by the
 * order's first settlement (./payments.ts), renewed by ./renewals.ts. What the customer sees and
 * controls: the list, with the payment method masked (the provider's token never leaves the
 * server), and auto-renew off and on, each one conditional UPDATE on the state it moves from.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { PaymentMethod, Subscription } from '../../contract/subscription'
import type { Db } from '../db/client'
import { paymentMethods, stbPackages, stbs, subscriptions, type addonPackages, orders } from '../db/schema'
import { activeUntilTexts } from '../lib/active-until'

export const DAY_MS = 86_400_000
/** an ended subscription stays in the customer's list this long */
const ENDED_SHOWN_MS = 30 * DAY_MS

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Row = typeof subscriptions.$inferSelect
type MethodRow = typeof paymentMethods.$inferSelect

/** The card the provider saved with a payment, as its status API and notification name it. */
export type SavedCard = {
  saved_token_id?: string | undefined
  saved_token_id_expired_at?: string | undefined
  masked_card?: string | undefined
  card_type?: string | undefined
}

/** the card network by the card number's first digit, as the masked card shows it */
function brandOf(masked: string): string {
  if (masked.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(masked)) return 'mastercard'
  if (masked.startsWith('35')) return 'jcb'
  if (/^3[47]/.test(masked)) return 'amex'
  return 'card'
}

/** the provider's "2030-12-31 07:00:00" (UTC) as a Date, or null */
function providerDate(raw: string | undefined): Date | null {
  if (!raw) return null
  const d = new Date(`${raw.trim().replace(' ', 'T')}Z`)
  return Number.isNaN(d.getTime()) ? null : d
}

/** a saved card's masked fields, from the provider's masked card and token expiry */
export function cardLabel(masked: string, expiredAt: string | undefined) {
  const expires = providerDate(expiredAt)
  const expiry = expires
    ? `${String(expires.getUTCMonth() + 1).padStart(2, '0')}/${String(expires.getUTCFullYear() % 100).padStart(2, '0')}`
    : ''
  return { brand: brandOf(masked), last4: masked.slice(-4), expiry, tokenExpiresAt: expires }
}

/** The masked method a customer may see; never the token. */
export function maskedMethod(m: MethodRow): PaymentMethod {
  return m.kind === 'gopay'
    ? { kind: 'gopay', phone: m.maskedPhone }
    : { kind: 'card', brand: m.brand, last4: m.last4, expiry: m.expiry }
}

/**
 * The order's first settlement, in its transaction (./payments.ts): keeps the card the provider
 * saved, if any, and starts the subscription of the add-on the order activated (`pkg`, its
 * stb_packages row): active when a method is held, otherwise cancelling (it ends with its period).
 * A box already renewing this add-on keeps its one subscription.
 */
export async function startSubscription(
  tx: Tx,
  order: typeof orders.$inferSelect,
  addon: typeof addonPackages.$inferSelect,
  pkg: typeof stbPackages.$inferSelect,
  card: SavedCard,
  now: number,
) {
  const t = new Date(now)
  let methodId: number | null = null
  const masked = card.masked_card ?? ''
  if (card.saved_token_id && /^\d{6}-\d{4}$/.test(masked)) {
    const [method] = await tx
      .insert(paymentMethods)
      .values({
        userId: order.userId,
        kind: 'card',
        token: card.saved_token_id,
        ...cardLabel(masked, card.saved_token_id_expired_at),
        createdAt: t,
      })
      .returning({ id: paymentMethods.id })
    methodId = method?.id ?? null
    // the order was paid with it: its receipt says so
    await tx.update(orders).set({ methodId }).where(eq(orders.orderId, order.orderId))
  }
  const [started] = await tx
    .insert(subscriptions)
    .values({
      userId: order.userId,
      stbId: pkg.stbId,
      productCode: addon.productCode,
      productName: addon.name,
      amount: addon.price,
      durationDays: addon.durationDays,
      state: methodId ? 'active' : 'cancelling',
      periodStart: pkg.startdate,
      periodEnd: pkg.enddate,
      packageId: pkg.id,
      methodId,
      originOrderId: order.orderId,
      createdAt: t,
      updatedAt: t,
    })
    .onConflictDoNothing()
    .returning({ id: subscriptions.id })
  // bought again with a card saved: the live one renews from it when it held none
  if (!started && methodId)
    await tx
      .update(subscriptions)
      .set({ methodId, updatedAt: t })
      .where(
        and(
          eq(subscriptions.stbId, pkg.stbId),
          eq(subscriptions.productCode, addon.productCode),
          ne(subscriptions.state, 'ended'),
          isNull(subscriptions.methodId),
        ),
      )
}

/** RNW-<subscription>-<period>-<try>: the renewal order of a period, one per charge tried */
export const renewalOrderId = (sub: Pick<Row, 'id' | 'periodNo' | 'attempts'>) =>
  `RNW-${sub.id}-${sub.periodNo + 1}-${sub.attempts + 1}`
const renewalPeriodOf = (orderId: string) => Number(/^RNW-\d+-(\d+)-\d+$/.exec(orderId)?.[1] ?? NaN)

/**
 * A renewal order's first settlement, in its transaction (./payments.ts): the next period follows
 * the current one without a gap (a new stb_packages row for it) and the subscription moves to it,
 * conditional on still being in the period before. False when it has moved on or ended: the
 * payment then activates the add-on from now, as any purchase.
 */
export async function renewalPaid(
  tx: Tx,
  order: typeof orders.$inferSelect,
  addon: typeof addonPackages.$inferSelect,
  now: number,
): Promise<boolean> {
  const period = renewalPeriodOf(order.orderId)
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscriptionId ?? 0))
    .for('update')
  if (!sub || sub.state === 'ended' || sub.periodNo + 1 !== period) return false
  const start = sub.periodEnd
  const end = new Date(start.getTime() + sub.durationDays * DAY_MS)
  const [pkg] = await tx
    .insert(stbPackages)
    .values({
      stbId: sub.stbId,
      productCode: sub.productCode,
      servicename: sub.productName,
      startdate: start,
      enddate: end,
      snapshotImage: addon.imageUrl,
      overlayTexts: activeUntilTexts(end),
      orderId: order.orderId,
    })
    .onConflictDoNothing()
    .returning()
  if (!pkg) return true
  const [moved] = await tx
    .update(subscriptions)
    .set({
      periodNo: period,
      periodStart: start,
      periodEnd: end,
      packageId: pkg.id,
      // paid after auto-renew was turned off: the period is the customer's, the next one is not
      state: sub.state === 'cancelling' ? 'cancelling' : 'active',
      failure: null,
      attempts: 0,
      nextAttemptAt: null,
      graceUntil: null,
      updatedAt: new Date(now),
    })
    .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.periodNo, sub.periodNo)))
    .returning({ id: subscriptions.id })
  return Boolean(moved)
}

/**
 * A refund or chargeback took these packages away (./payments.ts, in the order's transaction): a
 * subscription whose current period one of them was ends now, in one UPDATE conditional on it
 * still being on that package and not ended. Its period ends when its access does: now, or, for a
 * renewal refunded before its period began, at that period's start (the period before runs to
 * it). No end SMS follows: the refund was the seller's act, told to the customer with it.
 */
export async function periodTakenBack(tx: Tx, packageIds: number[], now: number) {
  if (packageIds.length === 0) return []
  const t = new Date(now)
  return tx
    .update(subscriptions)
    .set({
      state: 'ended',
      periodEnd: sql`least(${subscriptions.periodEnd}, greatest(${subscriptions.periodStart}, ${t.toISOString()}::timestamptz))`,
      nextAttemptAt: null,
      checkedAt: null,
      noticedEndPeriod: sql`${subscriptions.periodNo}`,
      updatedAt: t,
    })
    .where(and(inArray(subscriptions.packageId, packageIds), ne(subscriptions.state, 'ended')))
    .returning({ id: subscriptions.id })
}

/** The subscription as the customer sees it. */
export function toSubscription(
  row: Row,
  sn: string,
  method: MethodRow | null,
  leadDays: number,
): Subscription {
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  let next: Date | null = null
  if (row.state === 'active') next = new Date(row.periodEnd.getTime() - leadDays * DAY_MS)
  // past due: the next retry, unless the retries are spent (the next look is then the end)
  if (row.state === 'past_due' && row.nextAttemptAt && row.graceUntil && row.nextAttemptAt < row.graceUntil)
    next = row.nextAttemptAt
  return {
    id: row.id,
    product_code: row.productCode,
    name: row.productName,
    sn,
    state: row.state,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    next_charge_at: iso(next),
    amount: row.amount,
    method: method ? maskedMethod(method) : null,
    method_id: method ? method.id : null,
    failure: row.state === 'past_due' ? row.failure : null,
    grace_until: row.state === 'past_due' ? iso(row.graceUntil) : null,
  }
}

export function createSubscriptions(deps: { db: Db; now: () => number; leadDays: number }) {
  const { db } = deps

  async function read(where: ReturnType<typeof and>) {
    const rows = await db
      .select({ sub: subscriptions, sn: stbs.sn, method: paymentMethods })
      .from(subscriptions)
      .innerJoin(stbs, eq(stbs.id, subscriptions.stbId))
      .leftJoin(
        paymentMethods,
        and(eq(paymentMethods.id, subscriptions.methodId), isNull(paymentMethods.removedAt)),
      )
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    return rows.map((r) => toSubscription(r.sub, r.sn, r.method, deps.leadDays))
  }

  /** the customer's, newest first; ended ones for 30 days */
  const list = (userId: number) =>
    read(
      and(
        eq(subscriptions.userId, userId),
        or(
          ne(subscriptions.state, 'ended'),
          gt(subscriptions.updatedAt, new Date(deps.now() - ENDED_SHOWN_MS)),
        ),
      ),
    )

  const one = async (userId: number, id: number) =>
    (await read(and(eq(subscriptions.userId, userId), eq(subscriptions.id, id))))[0]

  /** the methods that can still be charged: not removed, token not expired */
  const usableMethods = () =>
    db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.status, 'active'),
          isNull(paymentMethods.removedAt),
          or(isNull(paymentMethods.tokenExpiresAt), gt(paymentMethods.tokenExpiresAt, new Date(deps.now()))),
        ),
      )

  /**
   * Off moves active → cancelling; on moves cancelling → active while its period lasts and a
   * usable method is held. Asking for the state it is already in is answered with it.
   */
  async function setAutoRenew(
    userId: number,
    id: number,
    on: boolean,
  ): Promise<{ ok: Subscription } | { notFound: true } | { conflict: string }> {
    const t = new Date(deps.now())
    const mine = and(eq(subscriptions.id, id), eq(subscriptions.userId, userId))
    const move = () =>
      on
        ? db
            .update(subscriptions)
            .set({ state: 'active', updatedAt: t })
            .where(
              and(
                mine,
                eq(subscriptions.state, 'cancelling'),
                gt(subscriptions.periodEnd, t),
                inArray(subscriptions.methodId, usableMethods()),
              ),
            )
            .returning({ id: subscriptions.id })
        : db
            .update(subscriptions)
            .set({ state: 'cancelling', updatedAt: t })
            .where(and(mine, eq(subscriptions.state, 'active')))
            .returning({ id: subscriptions.id })
    // a request the other way may move it between the update and the read: then try again
    for (let tries = 0; ; tries += 1) {
      const [moved] = await move()
      const sub = await one(userId, id)
      if (!sub) return { notFound: true }
      if (moved || sub.state === (on ? 'active' : 'cancelling')) return { ok: sub }
      const raced = on
        ? sub.state === 'cancelling' && sub.method !== null && Date.parse(sub.period_end) > t.getTime()
        : sub.state === 'active'
      if (raced && tries < 20) continue
      return refusal(sub, on, t.getTime())
    }
  }

  function refusal(sub: Subscription, on: boolean, t: number): { ok: Subscription } | { conflict: string } {
    // past due is renewing already (its retries run); turning it off waits until it is paid
    if (on && sub.state === 'past_due') return { ok: sub }
    if (sub.state === 'ended' || Date.parse(sub.period_end) <= t)
      return { conflict: 'This package has ended, so it cannot renew. Buy it again to renew it.' }
    if (!on)
      return {
        conflict:
          'The last renewal of this package failed: auto-renew can be turned off once it is paid, or the package ends when the grace period does.',
      }
    return {
      conflict:
        'Auto-renew cannot be turned on: no payment method is held for this package. Add a card or wallet first.',
    }
  }

  return { list, one, setAutoRenew }
}
export type Subscriptions = ReturnType<typeof createSubscriptions>
