/** Catalogue on the main API (/api/v1/package) and the go backend (/go/vplustv/v1/package…). Public. */
import { Hono } from 'hono'
import { and, asc, eq, ilike } from 'drizzle-orm'
import {
  addonBody,
  channelQuery,
  goPackageDetailQuery,
  goPackageListQuery,
  type AddonPackage,
} from '../../contract/package'
import { addonPackages, channels, starterPacks } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { memo } from '../lib/memo'
import { goFail, goOk, ok } from '../lib/reply'
import { json, query } from '../lib/validate'

export function toAddon(p: typeof addonPackages.$inferSelect): AddonPackage {
  return {
    id: p.id,
    name: p.name,
    product_code: p.productCode,
    product_type: p.productType,
    price: p.price,
    duration_days: p.durationDays,
    is_publish: p.isPublish,
    image_url: p.imageUrl,
    image_detail_url: p.imageDetailUrl,
    productgroup: p.productgroup,
    benefit: p.packageDetails.slice(0, 6),
  }
}

export function packageRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()

  const starter = memo(10_000, deps.now, async () => {
    const rows = await db
      .select()
      .from(starterPacks)
      .where(eq(starterPacks.isPublish, true))
      .orderBy(asc(starterPacks.id))
    // SPEC §7: the site accepts this reply only with status code absent or 200
    return JSON.stringify({ status: { code: 200, message: 'OK' }, data: { packages: rows } })
  })

  app.get('/starter', async (c) => {
    c.header('Content-Type', 'application/json; charset=UTF-8')
    return c.body(await starter())
  })

  app.post('/addon', json(addonBody), async (c) => {
    const { producttype } = c.req.valid('json')
    const rows = await db
      .select()
      .from(addonPackages)
      .where(and(eq(addonPackages.productType, producttype), eq(addonPackages.isPublish, true)))
      .orderBy(asc(addonPackages.price), asc(addonPackages.id))
    return ok(c, { packages: rows.map(toAddon) })
  })

  app.get('/channel', query(channelQuery), async (c) => {
    const { packagename, search } = c.req.valid('query')
    const escaped = search.replace(/[\\%_]/g, (ch) => `\\${ch}`)
    const rows = await db
      .select({ image_url: channels.imageUrl, title: channels.title, type_channel: channels.typeChannel })
      .from(channels)
      .where(
        and(
          eq(channels.productgroup, packagename),
          search ? ilike(channels.title, `%${escaped}%`) : undefined,
        ),
      )
      .orderBy(asc(channels.position))
    return ok(c, rows)
  })

  return app
}

export function goPackageRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()

  // an unpublished add-on is not for sale (checkout refuses it): neither listed nor described
  app.get('/package', query(goPackageListQuery), async (c) => {
    const rows = await db
      .select()
      .from(addonPackages)
      .where(eq(addonPackages.isPublish, true))
      .orderBy(asc(addonPackages.productType), asc(addonPackages.price))
    return goOk(c, { packages: rows.map(toAddon) })
  })

  app.get('/package-detail', query(goPackageDetailQuery), async (c) => {
    const { package_id } = c.req.valid('query')
    const [row] = await db
      .select()
      .from(addonPackages)
      .where(and(eq(addonPackages.id, package_id), eq(addonPackages.isPublish, true)))
    if (!row) return goFail(c, 'Package not found', 404)
    return goOk(c, { package: toAddon(row), package_details: row.packageDetails })
  })

  return app
}
