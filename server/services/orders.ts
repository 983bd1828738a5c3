/**
 * Orders: an order is created in status 'init' at the price the server sets, with the payment the
 * provider made for it (its transaction API: the token the payment window opens). Only the
 * provider moves it on (server/services/payments.ts).
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import { addonPackages, orders, starterPacks, stbs, users, type DeliveryAddress } from '../db/schema'
import type { Db } from '../db/client'
import type { TransactionApi } from './payment-transactions'

export function signNotification(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex')
}

/**
 * The orders an owner's history shows: a visitor's order for their box only once it is paid, so
 * that nobody can fill a customer's history with unpaid orders (or stage "someone bought this for
 * you, please pay"); unpaid, it expires with the provider's expiry and is never shown.
 */
export const inOwnersHistory = or(eq(orders.byVisitor, false), isNotNull(orders.paidAt))

/** A starter pack is a box sent to the customer: this delivery is added to its price. */
export const STARTER_DELIVERY = { fee: 15_000, service: 'JNE REG' } as const

/**
 * `paymentExpiry`: seconds the provider takes a payment for after checkout (PAYMENT_EXPIRY);
 * `transactions`: the provider's transaction API, which makes each order's payment
 */
export function createOrderService(
  db: Db,
  now: () => number,
  paymentExpiry: number,
  transactions: TransactionApi,
) {
  async function create(input: {
    userId: number
    packageId: number
    kind: 'add-on' | 'starter'
    sn?: string | undefined
    partnerName: string
    /** where the box goes (a starter pack) */
    deliveryAddress?: DeliveryAddress | undefined
    /** a visitor's order for someone else's box */
    byVisitor?: boolean
  }) {
    const pkg =
      input.kind === 'add-on'
        ? (await db.select().from(addonPackages).where(eq(addonPackages.id, input.packageId)))[0]
        : undefined
    const starter =
      input.kind === 'starter'
        ? (await db.select().from(starterPacks).where(eq(starterPacks.id, input.packageId)))[0]
        : undefined
    const product = pkg
      ? { code: pkg.productCode, name: pkg.name, price: pkg.price, fee: 0, delivery: '-' }
      : starter
        ? {
            code: `STARTER-${starter.id}`,
            name: starter.name,
            price: starter.price,
            fee: STARTER_DELIVERY.fee,
            delivery: STARTER_DELIVERY.service,
          }
        : null
    // an unpublished package is not for sale, whoever knows its id
    if (!product || (pkg && !pkg.isPublish) || (starter && !starter.isPublish)) return null
    if (input.sn) {
      const [stb] = await db
        .select()
        .from(stbs)
        .where(and(eq(stbs.sn, input.sn), eq(stbs.userId, input.userId)))
      if (!stb) return 'unknownDevice' as const
    }
    const t = new Date(now())
    const day = t.toISOString().slice(0, 10).replaceAll('-', '')
    const orderId = `VPT-${day}-${randomBytes(4).toString('hex').toUpperCase()}`
    // an add-on for the customer's own box may renew from the card it is paid with
    const [buyer] =
      pkg && input.sn && !input.byVisitor
        ? await db.select().from(users).where(eq(users.id, input.userId))
        : []
    // the provider makes the payment first: no order is kept that nobody could pay
    const payment = await transactions({
      orderId,
      grossAmount: product.price + product.fee,
      expirySeconds: paymentExpiry,
      saveCardFor: buyer && { userId: buyer.id, name: buyer.name, email: buyer.email, phone: buyer.phone },
    })
    if (!payment) return 'providerUnavailable' as const
    const token = payment.token
    await db.insert(orders).values({
      orderId,
      userId: input.userId,
      sn: input.sn ?? null,
      packageId: input.packageId,
      productCode: product.code,
      productName: product.name,
      partnerName: input.partnerName,
      totalPrice: product.price + product.fee,
      deliveryFee: product.fee,
      deliveryService: product.delivery,
      status: 'init',
      snapToken: token,
      createdAt: t,
      updatedAt: t,
      expiresAt: new Date(t.getTime() + paymentExpiry * 1000),
      deliveryAddress: input.deliveryAddress ?? null,
      byVisitor: input.byVisitor ?? false,
    })
    return { orderId, token, redirectUrl: payment.redirectUrl, grossAmount: product.price + product.fee }
  }

  return { create }
}
export type OrderService = ReturnType<typeof createOrderService>
