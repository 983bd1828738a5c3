/** Go backend: /go/vplustv/v1/transaction/:id, address, checkout (bearer login or billing token). */
import { Hono } from 'hono'
import { and, desc, eq } from 'drizzle-orm'
import { addressCreateBody, checkoutBody, transactionIdParam } from '../../src/api/contract/go'
import { isPayable } from '../../src/api/contract/order-status'
import { addresses, orders, users } from '../db/schema'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { goFail, goOk } from '../lib/reply'
import { json, param } from '../lib/validate'
import { createOrderService } from '../services/orders'

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

export function goRoutes(deps: Deps) {
  const { db } = deps
  const orderService = createOrderService(db, deps.now, deps.config.paymentExpiry)
  const app = new Hono<AppEnv>()
  app.use('*', requireAuth(deps, ['user', 'bss']))

  app.get('/transaction/:id', param(transactionIdParam), async (c) => {
    const { id } = c.req.valid('param')
    const [row] = await db
      .select({ order: orders, user: users })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.orderId, id), eq(orders.userId, c.get('userId'))))
    if (!row) return goFail(c, 'Transaction not found', 404)
    const { order, user } = row
    return goOk(c, {
      order_id: order.orderId,
      product_name: order.productName,
      sn: order.sn,
      full_name: user.name,
      phone: user.phone,
      delivery_detail: { delivery_service: order.deliveryService },
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

  app.post('/checkout', json(checkoutBody), async (c) => {
    const input = c.req.valid('json')
    const created = await orderService.create({
      userId: c.get('userId'),
      packageId: input.package_id,
      kind: input.package_kind,
      sn: input.sn,
      partnerName: input.partner_name,
    })
    if (created === null) return goFail(c, 'Package not found', 404)
    if (created === 'unknownDevice') return goFail(c, 'Device not found', 404)
    return goOk(c, {
      order_id: created.orderId,
      token: created.token,
      gross_amount: created.grossAmount,
      redirect_url: `/sandbox/snap/pay/${created.token}`,
      finish_redirect_url: `/account/transaction?order_id=${created.orderId}`,
    })
  })

  return app
}
