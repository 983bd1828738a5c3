/**
 * Go backend: /go/vplustv/v1/transaction/:id (and the delivery address of an open box order),
 * address, checkout (bearer login or billing token).
 */
import { Hono, type Context } from 'hono'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { addressCreateBody, checkoutBody, orderAddressBody, transactionIdParam } from '../../contract/go'
import { isPaid, isPayable, PAYABLE_STATUSES } from '../../contract/order-status'
import { includedVat } from '../../contract/receipt'
import { addresses, orders, paymentMethods, stbPackages, users } from '../db/schema'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { goFail, goOk } from '../lib/reply'
import { json, param } from '../lib/validate'
import { inOwnersHistory, type OrderService } from '../services/orders'
import { maskedMethod } from '../services/subscriptions'

export function toAddress(a: typeof addresses.$inferSelect) {
  return {
    id: a.id,
    recipient_name: a.recipientName,
    phone_number: a.phoneNumber,
    address_details: a.addressDetails,
    rt: a.rt,
    rw: a.rw,
    subdistrict: a.subdistrict,
    district: a.district,
    city: a.city,
    province: a.province,
    postal_code: a.postalCode,
  }
}

export function goRoutes(deps: Deps, orderService: OrderService) {
  const { db } = deps
  const app = new Hono<AppEnv>()
  app.use('*', requireAuth(deps, ['user', 'bss']))

  app.get('/transaction/:id', param(transactionIdParam), async (c) => {
    const { id } = c.req.valid('param')
    const [row] = await db
      .select({ order: orders, user: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.orderId, id), eq(orders.userId, c.get('userId')), inOwnersHistory))
    if (!row) return goFail(c, 'Transaction not found', 404)
    const { order, user } = row
    return goOk(c, {
      order_id: order.orderId,
      product_name: order.productName,
      sn: order.sn,
      full_name: user.name,
      phone: user.phone,
      delivery_detail: { delivery_service: order.deliveryService, address: order.deliveryAddress },
      purchase_detail: {
        delivery_fee: order.deliveryFee,
        order_number: order.orderId,
        total_payment: order.totalPrice,
        total_price: order.totalPrice - order.deliveryFee,
        transaction_date: order.createdAt.toISOString(),
        transaction_status: order.status,
        token: isPayable(order.status) ? order.snapToken : null,
        // the status the order had closed with when the provider confirmed its payment after all
        paid_after_close: order.paidAfterClose,
      },
    })
  })

  // a receipt for a paid order of the customer's own: what was bought, for which period, for how
  // much with the VAT it includes, and who sold it (the configured seller)
  app.get('/transaction/:id/receipt', param(transactionIdParam), async (c) => {
    const { id } = c.req.valid('param')
    const [row] = await db
      .select({ order: orders, user: users, package: stbPackages, method: paymentMethods })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(stbPackages, eq(stbPackages.orderId, orders.orderId))
      .leftJoin(paymentMethods, eq(paymentMethods.id, orders.methodId))
      .where(and(eq(orders.orderId, id), eq(orders.userId, c.get('userId')), inOwnersHistory))
    const paidAt = row?.order.paidAt
    if (!row || !paidAt || !isPaid(row.order.status))
      return goFail(c, 'No receipt: no paid order of yours has this number', 404)
    const { order, user, package: pkg, method } = row
    const { config } = deps
    return goOk(c, {
      order_id: order.orderId,
      product_name: order.productName,
      sn: order.sn,
      ordered_at: order.createdAt.toISOString(),
      paid_at: paidAt.toISOString(),
      period: pkg ? { start: pkg.startdate.toISOString(), end: pkg.enddate.toISOString() } : null,
      is_recurring: order.isRecurring,
      price: order.totalPrice - order.deliveryFee,
      delivery_fee: order.deliveryFee,
      total: order.totalPrice,
      vat: { percent: config.vatPercent, amount: includedVat(order.totalPrice, config.vatPercent) },
      method: method ? maskedMethod(method) : null,
      customer: { name: user.name, phone: user.phone },
      seller: { name: config.sellerName, address: config.sellerAddress, tax_id: config.sellerTaxId },
    })
  })

  app.get('/address', async (c) => {
    const rows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, c.get('userId')))
      .orderBy(desc(addresses.id))
    return goOk(c, rows.map(toAddress))
  })

  app.post('/address', json(addressCreateBody), async (c) => {
    const input = c.req.valid('json')
    const [row] = await db
      .insert(addresses)
      .values({
        userId: c.get('userId'),
        recipientName: input.recipient_name,
        phoneNumber: input.phone_number,
        addressDetails: input.address_details,
        rt: input.rt || null,
        rw: input.rw || null,
        province: input.province,
        provinceId: input.province_id,
        city: input.city,
        cityId: input.city_id,
        district: input.district,
        districtId: input.district_id,
        subdistrict: input.subdistrict,
        subdistrictId: input.subdistrict_id,
        postalCode: input.postal_code,
      })
      .returning()
    return row ? goOk(c, toAddress(row), 'Address saved') : goFail(c, 'Address not saved', 500)
  })

  /** one of the caller's saved addresses, in the order's shape */
  const savedAddress = async (userId: number, id: number) => {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    return row ? toAddress(row) : undefined
  }

  // the delivery address of an open box order, chosen at /checkout before paying
  app.put('/transaction/:id/address', param(transactionIdParam), json(orderAddressBody), async (c) => {
    const userId = c.get('userId')
    const address = await savedAddress(userId, c.req.valid('json').address_id)
    if (!address) return goFail(c, 'Address not found', 404)
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, c.req.valid('param').id), eq(orders.userId, userId)))
    if (!order) return goFail(c, 'Transaction not found', 404)
    if (order.deliveryFee === 0) return goFail(c, 'This order has nothing to deliver', 400)
    // only while it can be paid: a paid box is on its way to the address it was paid with
    const [moved] = await db
      .update(orders)
      .set({ deliveryAddress: address, updatedAt: new Date(deps.now()) })
      .where(and(eq(orders.orderId, order.orderId), inArray(orders.status, [...PAYABLE_STATUSES])))
      .returning()
    if (!moved) return goFail(c, 'This order can no longer be changed', 409)
    return goOk(c, { order_id: moved.orderId, token: moved.snapToken, address }, 'Address saved')
  })

  app.post('/checkout', json(checkoutBody), async (c) => {
    const input = c.req.valid('json')
    const userId = c.get('userId')
    const address = input.address_id === undefined ? undefined : await savedAddress(userId, input.address_id)
    if (input.address_id !== undefined && !address) return goFail(c, 'Address not found', 404)
    // a starter pack is a box we send: no order for one without an address to send it to
    if (input.package_kind === 'starter' && !address)
      return goFail(c, 'Choose a delivery address for the box', 400)
    const created = await orderService.create({
      userId,
      packageId: input.package_id,
      kind: input.package_kind,
      sn: input.sn,
      partnerName: input.partner_name,
      deliveryAddress: input.package_kind === 'starter' ? address : undefined,
    })
    if (created === null) return goFail(c, 'Package not found', 404)
    if (created === 'unknownDevice') return goFail(c, 'Device not found', 404)
    if (created === 'providerUnavailable') return providerUnavailable(c)
    return goOk(c, {
      order_id: created.orderId,
      token: created.token,
      gross_amount: created.grossAmount,
      redirect_url: created.redirectUrl,
      finish_redirect_url: `/account/transaction?order_id=${created.orderId}`,
    })
  })

  /** The provider made no payment: nothing was ordered; asking again can help. */
  const providerUnavailable = (c: Context) => {
    c.header('Retry-After', '5')
    return goFail(c, 'The payment provider is not answering; try again in a moment', 503)
  }

  return app
}
