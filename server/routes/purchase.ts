/**
 * /api/v1/purchase/…: an add-on for a box, bought by anyone who knows the box (SPEC §2 /purchase):
 * look the box up by serial number, customer ID or the owner's phone, which answers a short-lived
 * handle to it (server/services/purchase-handle.ts); check out with the handle, and follow the
 * order with its payment token. No login: the order belongs to the box's owner and shows in the
 * owner's history once it is paid. A reply never carries the box's serial number or customer ID,
 * the owner's full phone, email, address or the MAC address; lookups (found or not) are counted
 * per client address, and per box (or value) from all addresses together, against enumeration.
 */
import { Hono, type Context } from 'hono'
import { and, eq, isNotNull, or } from 'drizzle-orm'
import { CODE, normalizePhone, PHONE_PATTERN } from '../../contract/common'
import {
  HANDLE_EXPIRED,
  HANDLE_UNKNOWN,
  maskName,
  maskPhone,
  purchaseCheckoutBody,
  purchaseLookupBody,
  purchaseOrderBody,
} from '../../contract/purchase'
import { orders, stbs } from '../db/schema'
import { bearerOf } from '../lib/auth'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { fail, ok } from '../lib/reply'
import { json } from '../lib/validate'
import type { OrderService } from '../services/orders'
import { createPurchaseHandles } from '../services/purchase-handle'
import { TOO_MANY_MESSAGE } from '../services/otp'
import { LOOKUP_NOT_FOUND } from './b2b'

/** The web's own name for orders a visitor placed for someone else's box. */
export const VISITOR_PARTNER = 'Vision+ TV Web'

export function purchaseRoutes(deps: Deps, orderService: OrderService) {
  const { db } = deps
  const handles = createPurchaseHandles(deps.config.jwtSecret, deps.now, deps.config.purchaseHandleTtl)
  const app = new Hono<AppEnv>()

  /** One count per call from this address; a refusal answers 429 with Retry-After. */
  const limited = async (c: Context<AppEnv>) => {
    const retryAfter = await deps.limits.hit([deps.counters.purchaseIp, addressKey(deps.clientIp(c))])
    if (retryAfter <= 0) return null
    c.header('Retry-After', String(retryAfter))
    return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
  }

  /** a box with an owner, by serial number, customer ID or the owner's phone */
  const findBox = async (query: string) => {
    const phone = PHONE_PATTERN.test(query) ? normalizePhone(query) : null
    const [box] = await db
      .select()
      .from(stbs)
      .where(
        and(
          isNotNull(stbs.userId),
          or(eq(stbs.sn, query), eq(stbs.customerId, query), phone ? eq(stbs.phone, phone) : undefined),
        ),
      )
      .orderBy(stbs.id)
      .limit(1)
    return box
  }
  const notFound = (c: Context<AppEnv>) => fail(c, CODE.notFound, LOOKUP_NOT_FOUND, 404)

  /** the logged-in customer checking out, if any: a missing, ended or expired login is a visitor */
  const buyerId = async (c: Context<AppEnv>) => {
    const raw = bearerOf(c.req.header('authorization'))
    const checked = raw ? await deps.sessions.check(raw, ['user']) : null
    return checked && 'claims' in checked ? Number(checked.claims.sub) : null
  }

  app.post('/lookup', json(purchaseLookupBody), async (c) => {
    const refused = await limited(c)
    if (refused) return refused
    const query = c.req.valid('json').query
    const box = await findBox(query)
    // counted per box found (whichever of its serial, customer ID or owner's phone was asked),
    // else per value asked, from every address together
    const target = box
      ? `box:${box.id}`
      : `query:${PHONE_PATTERN.test(query) ? normalizePhone(query) : query}`
    const retryAfter = await deps.limits.hit([deps.counters.purchaseTarget, target])
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter))
      return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    }
    if (!box) return notFound(c)
    return ok(c, {
      handle: handles.issue(box.id, box.userId ?? 0),
      expires_in: handles.ttlSeconds,
      name: maskName(box.ownerName),
      phone: maskPhone(box.phone),
    })
  })

  app.post('/checkout', json(purchaseCheckoutBody), async (c) => {
    const refused = await limited(c)
    if (refused) return refused
    const input = c.req.valid('json')
    const opened = handles.open(input.handle)
    // 410: this handle will never do; a new lookup gives one that does
    if (opened === 'expired') return fail(c, CODE.notFound, HANDLE_EXPIRED, 410)
    if (opened === 'unknown') return fail(c, CODE.notFound, HANDLE_UNKNOWN, 410)
    const [box] = await db
      .select()
      .from(stbs)
      .where(and(eq(stbs.id, opened.boxId), eq(stbs.userId, opened.ownerId)))
      .limit(1)
    // the box left the owner it had at the lookup
    if (!box?.userId) return notFound(c)
    // counted per box with its lookups, from every address together: a handle passed around
    // cannot make provider transactions (and orders to reconcile) from many addresses at will
    const boxWait = await deps.limits.hit([deps.counters.purchaseTarget, `box:${box.id}`])
    if (boxWait > 0) {
      c.header('Retry-After', String(boxWait))
      return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    }
    const created = await orderService.create({
      userId: box.userId,
      packageId: input.package_id,
      kind: 'add-on',
      sn: box.sn,
      partnerName: VISITOR_PARTNER,
      // the owner buying for their own box (logged in) sees the order in their history at once,
      // as a transaction of their own; anyone else's order waits there until it is paid
      byVisitor: (await buyerId(c)) !== box.userId,
    })
    if (created === null) return fail(c, CODE.notFound, 'Package not found', 404)
    if (created === 'unknownDevice') return notFound(c)
    if (created === 'providerUnavailable') {
      // the provider made no payment: nothing was ordered; asking again can help
      c.header('Retry-After', '5')
      return fail(c, CODE.internal, 'The payment provider is not answering; try again in a moment', 503)
    }
    return ok(c, {
      order_id: created.orderId,
      token: created.token,
      gross_amount: created.grossAmount,
      redirect_url: created.redirectUrl,
    })
  })

  /** The order's status for whoever holds its payment token (the visitor who checked out). */
  app.post('/order', json(purchaseOrderBody), async (c) => {
    const input = c.req.valid('json')
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, input.order_id), eq(orders.snapToken, input.token)))
      .limit(1)
    if (!order) return fail(c, CODE.notFound, 'Order not found', 404)
    return ok(c, {
      order_id: order.orderId,
      transaction_status: order.status,
      package_name: order.productName,
      total_payment: order.totalPrice,
    })
  })

  return app
}
