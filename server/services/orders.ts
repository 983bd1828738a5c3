/**
 * Orders and the payment webhook. An order is created in status 'init' with a payment token;
 * only a notification with a verified SHA-512 signature moves it on, and each (order, status)
 * notification is applied at most once.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { addonPackages, orders, paymentNotifications, starterPacks, stbPackages, stbs } from '../db/schema'
import type { Db } from '../db/client'
import { PAYABLE_STATUSES } from '../../src/api/contract/order-status'

export type Notification = {
  order_id: string
  status_code: string
  gross_amount: string
  transaction_status: string
  signature_key: string
}

/** provider transaction_status → our order status */
const STATUS_MAP: Record<string, string> = {
  capture: 'settlement',
  settlement: 'settlement',
  pending: 'pending',
  deny: 'failed',
  failure: 'failed',
  expire: 'expired',
  cancel: 'cancelled',
}
// only an order still payable moves on (the client's rule, src/api/contract/order-status.ts)
const OPEN = [...PAYABLE_STATUSES]

/** Whether a notification of this transaction_status settles the order (paid). */
export const settles = (transactionStatus: string) => STATUS_MAP[transactionStatus] === 'settlement'

export function signNotification(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex')
}

/** A starter pack is a box sent to the customer: this delivery is added to its price. */
export const STARTER_DELIVERY = { fee: 15_000, service: 'JNE REG' } as const

export function createOrderService(db: Db, now: () => number) {
  async function create(input: {
    userId: number
    packageId: number
    kind: 'add-on' | 'starter'
    sn?: string | undefined
    partnerName: string
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
    if (!product) return null
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
    const token = randomBytes(18).toString('base64url')
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
    })
    return { orderId, token, grossAmount: product.price + product.fee }
  }

  /** 'forged' | 'unknown' | 'duplicate' | 'ignored' (order already final) | 'applied' */
  async function applyNotification(n: Notification, serverKey: string) {
    const expected = Buffer.from(signNotification(n.order_id, n.status_code, n.gross_amount, serverKey))
    const given = Buffer.from(n.signature_key.toLowerCase())
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged' as const
    const next = STATUS_MAP[n.transaction_status]
    const [order] = await db.select().from(orders).where(eq(orders.orderId, n.order_id))
    if (!order || !next || Number(n.gross_amount) !== order.totalPrice) return 'unknown' as const
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(paymentNotifications)
        .values({
          orderId: n.order_id,
          transactionStatus: n.transaction_status,
          statusCode: n.status_code,
          grossAmount: n.gross_amount,
          receivedAt: new Date(now()),
        })
        .onConflictDoNothing()
        .returning({ id: paymentNotifications.id })
      if (inserted.length === 0) return 'duplicate' as const
      const t = new Date(now())
      const moved = await tx
        .update(orders)
        .set({ status: next, updatedAt: t, ...(next === 'settlement' ? { paidAt: t } : {}) })
        .where(and(eq(orders.orderId, n.order_id), inArray(orders.status, OPEN)))
        .returning()
      const paid = moved[0]
      if (!paid) return 'ignored' as const
      if (next === 'settlement' && paid.sn) await activate(tx, paid)
      return 'applied' as const
    })
  }

  async function activate(tx: Pick<Db, 'select' | 'insert'>, order: typeof orders.$inferSelect) {
    const [stb] = await tx
      .select()
      .from(stbs)
      .where(eq(stbs.sn, order.sn ?? ''))
    const [pkg] = await tx
      .select()
      .from(addonPackages)
      .where(eq(addonPackages.productCode, order.productCode))
    if (!stb || !pkg) return
    const start = new Date(now())
    const end = new Date(start.getTime() + pkg.durationDays * 86_400_000)
    const until = end.toISOString().slice(0, 10)
    await tx
      .insert(stbPackages)
      .values({
        stbId: stb.id,
        productCode: pkg.productCode,
        servicename: pkg.name,
        startdate: start,
        enddate: end,
        snapshotImage: pkg.imageUrl,
        overlayTexts: [
          { lan: 'en', overlayText: `Active until ${until}` },
          { lan: 'id', overlayText: `Aktif sampai ${until}` },
        ],
        orderId: order.orderId,
      })
      .onConflictDoNothing()
  }

  return { create, applyNotification }
}
export type OrderService = ReturnType<typeof createOrderService>
