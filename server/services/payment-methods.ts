/**
 * The customer's payment methods (contract/payment-methods.ts): held at the provider (a card's
 * saved token, a GoPay account's payment option token), seen here masked only. A GoPay account is
 * linked pending and becomes active when the provider says it is ENABLED (asked when the method is
 * read); a card is added in the provider's card page and completed from its registration. A method
 * is unlinked with its renewals moved to another active method or turned off, and a subscription's
 * renewals move to another. Every change is one conditional statement; the ones that must agree
 * with each other (unlinking, moving renewals onto a method) lock the methods' rows in id order, so
 * parallel requests leave one consistent state.
 */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { ReturnTo, SavedMethod } from '../../contract/payment-methods'
import type { Db } from '../db/client'
import { paymentMethods, subscriptions } from '../db/schema'
import type { Log } from '../lib/log'
import type { LinkingApi } from './payment-linking'
import { cardLabel, maskedMethod } from './subscriptions'

type MethodRow = typeof paymentMethods.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** subscriptions that still renew or may: the ones a method is "in use" by */
export const LIVE = ['active', 'cancelling', 'past_due'] as const

/** '+6281234567890' as GoPay shows it: 0812****890 */
export const maskedGopayPhone = (phone: string) => {
  const local = phone.replace(/^\+62/, '0')
  return `${local.slice(0, 4)}****${local.slice(-3)}`
}

export type Refusal = { notFound: string } | { conflict: string } | { unavailable: string }

export function createPaymentMethods(deps: {
  db: Db
  now: () => number
  linking: LinkingApi
  log: Log
  /** where the provider's pages send the customer back ('' is a path on this site) */
  returnBase: string
}) {
  const { db, linking, log } = deps

  /** the customer's method, pending or active, not removed */
  const mine = (userId: number, id: number) =>
    and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt))
  /** an active method that can be charged: its token not expired */
  const chargeable = (t: number) =>
    and(
      eq(paymentMethods.status, 'active'),
      isNull(paymentMethods.removedAt),
      or(isNull(paymentMethods.tokenExpiresAt), gt(paymentMethods.tokenExpiresAt, new Date(t))),
    )

  async function toSaved(rows: MethodRow[]): Promise<SavedMethod[]> {
    if (rows.length === 0) return []
    const counts = await db
      .select({ methodId: subscriptions.methodId, n: sql<number>`count(*)::int` })
      .from(subscriptions)
      .where(
        and(
          inArray(
            subscriptions.methodId,
            rows.map((r) => r.id),
          ),
          inArray(subscriptions.state, [...LIVE]),
        ),
      )
      .groupBy(subscriptions.methodId)
    return rows.map((r) => ({
      id: r.id,
      method: maskedMethod(r),
      status: r.status,
      renewals: counts.find((c) => c.methodId === r.id)?.n ?? 0,
      added_at: r.createdAt.toISOString(),
    }))
  }

  async function list(userId: number) {
    const rows = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt)))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
    return toSaved(rows)
  }

  /** one method; a pending GoPay account is asked about at the provider first */
  async function one(userId: number, id: number): Promise<{ ok: SavedMethod } | Refusal> {
    const [row] = await db.select().from(paymentMethods).where(mine(userId, id))
    if (!row) return { notFound: 'Payment method not found' }
    if (row.status !== 'pending' || !row.accountId) return { ok: (await toSaved([row]))[0]! }
    const answer = await linking.readGopay(row.accountId)
    if (answer.kind === 'unavailable') {
      log.warn({ event: 'payment-method', methodId: id, reason: answer.reason }, 'GoPay account not read')
      return { ok: (await toSaved([row]))[0]! }
    }
    if (answer.kind === 'account' && answer.status === 'PENDING') return { ok: (await toSaved([row]))[0]! }
    if (answer.kind === 'account' && answer.status === 'ENABLED') {
      const [active] = await db
        .update(paymentMethods)
        .set({ status: 'active', token: answer.token })
        .where(and(mine(userId, id), eq(paymentMethods.status, 'pending')))
        .returning()
      const [now] = active ? [active] : await db.select().from(paymentMethods).where(mine(userId, id))
      if (!now) return { notFound: 'Payment method not found' }
      return { ok: (await toSaved([now]))[0]! }
    }
    // expired or refused at the provider (or unknown there): failed, and no longer held
    await db
      .update(paymentMethods)
      .set({ removedAt: new Date(deps.now()) })
      .where(and(mine(userId, id), eq(paymentMethods.status, 'pending')))
    const [saved] = await toSaved([row])
    return { ok: { ...saved!, status: 'failed' } }
  }

  /** the site's page the provider returns to, in its language, with what the return carries */
  const returnUrl = (to: ReturnTo, params: Record<string, string>) => {
    const page = to.page === 'my-package' ? 'my-package' : 'payment-methods'
    const query = new URLSearchParams(params).toString()
    return `${deps.returnBase}${to.language === 'id' ? '/id' : ''}/account/${page}${query ? `?${query}` : ''}`
  }

  async function linkGopay(
    userId: number,
    phone: string,
    to: ReturnTo,
  ): Promise<{ ok: { method: SavedMethod; activationUrl: string } } | Refusal> {
    const t = new Date(deps.now())
    const [row] = await db
      .insert(paymentMethods)
      .values({
        userId,
        kind: 'gopay',
        status: 'pending',
        token: '',
        maskedPhone: maskedGopayPhone(phone),
        createdAt: t,
      })
      .returning()
    if (!row) return { unavailable: 'The payment method could not be kept; try again' }
    const linked = await linking.linkGopay(phone, returnUrl(to, { method: String(row.id) }))
    if (linked.kind === 'unavailable') {
      log.warn({ event: 'payment-method', reason: linked.reason }, 'GoPay linking not answered')
      await db.update(paymentMethods).set({ removedAt: t }).where(eq(paymentMethods.id, row.id))
      return { unavailable: 'GoPay could not be reached; try again in a moment' }
    }
    const [pending] = await db
      .update(paymentMethods)
      .set({ accountId: linked.accountId })
      .where(and(eq(paymentMethods.id, row.id), isNull(paymentMethods.accountId)))
      .returning()
    return { ok: { method: (await toSaved([pending ?? row]))[0]!, activationUrl: linked.activationUrl } }
  }

  async function addCard(userId: number, to: ReturnTo): Promise<{ ok: string } | Refusal> {
    const page = await linking.registerCard(userId, returnUrl(to, {}))
    if (page.kind === 'unavailable') {
      log.warn({ event: 'payment-method', reason: page.reason }, 'card page not made')
      return { unavailable: 'The card page could not be opened; try again in a moment' }
    }
    return { ok: page.url }
  }

  /** the card page's return: the registration read back, its card kept once however often asked */
  async function completeCard(
    userId: number,
    registrationId: string,
  ): Promise<{ ok: SavedMethod } | Refusal> {
    const answer = await linking.readRegistration(userId, registrationId)
    if (answer.kind === 'unavailable')
      return { unavailable: 'The card could not be read; try again in a moment' }
    if (answer.kind === 'none' || !answer.mine) return { notFound: 'Unknown registration' }
    if (answer.status === 'CANCELLED')
      return { conflict: 'The card was not added: it was cancelled in the card page' }
    if (answer.status !== 'REGISTERED' || !answer.card)
      return { conflict: 'The card is not added yet: finish it in the card page first' }
    await db
      .insert(paymentMethods)
      .values({
        userId,
        kind: 'card',
        token: answer.card.token,
        ...cardLabel(answer.card.masked, answer.card.expiresAt),
        registrationId,
        createdAt: new Date(deps.now()),
      })
      .onConflictDoNothing()
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.registrationId, registrationId), eq(paymentMethods.userId, userId)))
    if (!row) return { notFound: 'Unknown registration' }
    if (row.removedAt) return { conflict: 'This card was added and then removed; add it again' }
    return { ok: (await toSaved([row]))[0]! }
  }

  /** the rows of these methods of the customer's, locked in id order (the same order everywhere) */
  const lock = (tx: Tx, userId: number, ids: number[]) =>
    tx
      .select()
      .from(paymentMethods)
      .where(and(inArray(paymentMethods.id, ids), eq(paymentMethods.userId, userId)))
      .orderBy(asc(paymentMethods.id))
      .for('update')

  async function unlink(
    userId: number,
    id: number,
    moveTo: number | null | undefined,
  ): Promise<{ ok: { moved: number; stopped: number } } | Refusal> {
    const t = deps.now()
    const result = await db.transaction(
      async (tx): Promise<{ ok: { moved: number; stopped: number }; row: MethodRow } | Refusal> => {
        const rows = await lock(tx, userId, moveTo ? [id, moveTo] : [id])
        const row = rows.find((r) => r.id === id && !r.removedAt)
        if (!row) return { notFound: 'Payment method not found' }
        const inUse = and(eq(subscriptions.methodId, id), inArray(subscriptions.state, [...LIVE]))
        if (moveTo === undefined) {
          const [used] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(inUse).limit(1)
          if (used)
            return {
              conflict:
                'Renewals are charged to this payment method: choose another method for them, or turn their auto-renew off',
            }
        }
        let moved = 0
        let stopped = 0
        if (moveTo) {
          const target = rows.find((r) => r.id === moveTo)
          const usable =
            target &&
            moveTo !== id &&
            !target.removedAt &&
            target.status === 'active' &&
            (!target.tokenExpiresAt || target.tokenExpiresAt.getTime() > t)
          if (!usable) return { conflict: 'move_to must be another of your active payment methods' }
          moved = (
            await tx
              .update(subscriptions)
              .set({ methodId: moveTo, updatedAt: new Date(t) })
              .where(inUse)
              .returning({ id: subscriptions.id })
          ).length
        } else if (moveTo === null) {
          // auto-renew off: active ones end with their period; a past-due one keeps its grace, without a method
          stopped = (
            await tx
              .update(subscriptions)
              .set({
                methodId: null,
                state: sql`case when ${subscriptions.state} = 'active' then 'cancelling' else ${subscriptions.state} end`,
                updatedAt: new Date(t),
              })
              .where(inUse)
              .returning({ id: subscriptions.id })
          ).length
        }
        await tx
          .update(paymentMethods)
          .set({ removedAt: new Date(t) })
          .where(and(eq(paymentMethods.id, id), isNull(paymentMethods.removedAt)))
        return { ok: { moved, stopped }, row }
      },
    )
    if (!('ok' in result)) return result
    if (result.row.kind === 'gopay' && result.row.accountId) {
      // the account is no longer ours to charge: the provider unbinds it (a pending one expires)
      const unbound = await linking.unbindGopay(result.row.accountId)
      if (unbound.kind === 'unavailable')
        log.warn(
          { event: 'payment-method', methodId: id, reason: unbound.reason },
          'GoPay unbind not answered',
        )
    }
    return { ok: result.ok }
  }

  /**
   * A live subscription's renewals move to another of the customer's active methods: its row
   * locked as unlinking locks it, so a method being unlinked never gains a subscription.
   */
  async function changeMethod(
    userId: number,
    subscriptionId: number,
    methodId: number,
  ): Promise<{ ok: true } | Refusal> {
    return db.transaction(async (tx) => {
      const [sub] = await tx
        .select({ id: subscriptions.id, state: subscriptions.state })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
      if (!sub) return { notFound: 'Subscription not found' }
      const [method] = await lock(tx, userId, [methodId])
      if (
        !method ||
        method.removedAt ||
        method.status !== 'active' ||
        (method.tokenExpiresAt && method.tokenExpiresAt.getTime() <= deps.now())
      )
        return { conflict: 'method_id must be one of your active payment methods' }
      const [moved] = await tx
        .update(subscriptions)
        .set({ methodId, updatedAt: new Date(deps.now()) })
        .where(and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.state, [...LIVE])))
        .returning({ id: subscriptions.id })
      return moved
        ? { ok: true as const }
        : { conflict: 'This package has ended: its payment method cannot change' }
    })
  }

  /** the method Update payment charges: the customer's, active and chargeable */
  async function chargeableOf(userId: number, id: number) {
    const [row] = await db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), chargeable(deps.now())))
    return row
  }

  return { list, one, linkGopay, addCard, completeCard, unlink, changeMethod, chargeableOf }
}
export type PaymentMethods = ReturnType<typeof createPaymentMethods>
