/** /api/v1/user/sn…: the customer's set-top boxes, their packages and transactions. */
import { Hono } from 'hono'
import { and, desc, eq } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { snEditBody, snQuery, type Device } from '../../contract/user'
import { orders, stbPackages, stbs, users } from '../db/schema'
import { requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { done, fail, ok } from '../lib/reply'
import { json, query } from '../lib/validate'
import { inOwnersHistory } from '../services/orders'
import { productGroups } from '../services/product-groups'

export function toDevice(s: typeof stbs.$inferSelect): Device {
  return {
    sn: s.sn,
    name_stb: s.nameStb,
    name_user: s.ownerName,
    location_stb: s.locationStb,
    accountID: s.accountId,
    customerID: s.customerId,
    mnc_subscriber_id: s.mncSubscriberId,
    NIK: s.nik,
    email: s.email,
    phone: s.phone,
    address: s.address,
    city: s.city,
    mac_address: s.macAddress,
  }
}

export function deviceRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()
  // a TV's login reads the account's boxes and their packages, and changes none of them
  const reads = requireAuth(deps, ['user'], { tv: true })
  const changes = requireAuth(deps, ['user'])
  app.use('*', (c, next) => (c.req.method === 'GET' ? reads(c, next) : changes(c, next)))

  const owned = async (userId: number, sn: string) =>
    (
      await db
        .select()
        .from(stbs)
        .where(and(eq(stbs.sn, sn), eq(stbs.userId, userId)))
        .limit(1)
    )[0]
  const notFound = (c: Parameters<typeof fail>[0]) => fail(c, CODE.notFound, 'Device not found', 404)

  app.get('/', async (c) => {
    const rows = await db
      .select()
      .from(stbs)
      .where(eq(stbs.userId, c.get('userId')))
      .orderBy(stbs.id)
    return ok(c, rows.map(toDevice))
  })

  app.get('/detail', query(snQuery), async (c) => {
    const { sn } = c.req.valid('query')
    const stb = await owned(c.get('userId'), sn)
    return stb ? ok(c, toDevice(stb)) : notFound(c)
  })

  app.put('/edit', json(snEditBody), async (c) => {
    const input = c.req.valid('json')
    const stb = await owned(c.get('userId'), input.sn)
    if (!stb) return notFound(c)
    await db.update(stbs).set({ nameStb: input.name, locationStb: input.location }).where(eq(stbs.id, stb.id))
    return done(c, 'Device updated')
  })

  app.get('/detail/package', query(snQuery), async (c) => {
    const { sn } = c.req.valid('query')
    const stb = await owned(c.get('userId'), sn)
    if (!stb) return notFound(c)
    const rows = await db
      .select()
      .from(stbPackages)
      .where(eq(stbPackages.stbId, stb.id))
      .orderBy(stbPackages.id)
    const groups = await productGroups(
      db,
      rows.map((p) => p.productCode),
    )
    return ok(
      c,
      rows.map((p) => ({
        servicename: p.servicename,
        product_code: p.productCode,
        productgroup: groups.get(p.productCode) ?? '',
        startdate: p.startdate.toISOString(),
        enddate: p.enddate.toISOString(),
        snapshot_image: p.snapshotImage,
        overlay_texts: p.overlayTexts,
      })),
    )
  })

  app.post('/transaction', json(snQuery), async (c) => {
    const { sn } = c.req.valid('json')
    const userId = c.get('userId')
    const stb = await owned(userId, sn)
    if (!stb) return notFound(c)
    const [user] = await db.select().from(users).where(eq(users.id, userId))
    const rows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.sn, sn), inOwnersHistory))
      .orderBy(desc(orders.updatedAt))
    return ok(
      c,
      rows.map((o) => ({
        id: o.orderId,
        paidDate: o.paidAt?.toISOString() ?? null,
        fullName: user?.name ?? stb.ownerName,
        tlp: user?.phone ?? stb.phone,
        sn,
        customerId: stb.customerId,
        packetName: o.productName,
        price: o.totalPrice,
        status: o.status,
      })),
    )
  })

  return app
}
