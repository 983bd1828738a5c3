/** Billing service: /bss/identity/v1/… and /bss/payduct/v1/… (bearer billing or login token). */
import { Hono, type MiddlewareHandler } from 'hono'
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { TOKEN_EXCHANGE, tokenRefreshBody, transactionListQuery } from '../../contract/bss'
import { orders, stbPackages, stbs, users } from '../db/schema'
import { loadUser, requireAuth } from '../lib/auth'
import type { AppEnv, Deps } from '../lib/deps'
import { invalidGrant, ok } from '../lib/reply'
import { inOwnersHistory } from '../services/orders'
import { productGroups } from '../services/product-groups'
import { form, query } from '../lib/validate'

export function bssRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()
  const auth = requireAuth(deps, ['bss', 'user'])
  // what a TV shows: the account's name and its packages
  const tvReads = requireAuth(deps, ['bss', 'user'], { tv: true })
  // SPEC §7 lets the transaction list take its token in the query. Proxies and CDNs log URLs, so
  // there it may only be a billing access token (an hour), never the 7-day login token; the site
  // sends its token in the Authorization header (docs/api.md, docs/deploy.md: redact token=).
  const fromQuery = requireAuth(deps, ['bss'], {
    fallback: (url) => url.searchParams.get('token') ?? undefined,
  })
  const listAuth: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.header('authorization') ? auth(c, next) : fromQuery(c, next)
  const withUser = loadUser(deps)

  app.post('/identity/v1/token', form(tokenRefreshBody), async (c) => {
    const input = c.req.valid('form')
    if (input.grant_type === TOKEN_EXCHANGE) {
      // The logged-in site's billing pair: issued under the login token's own sign-in (its sid),
      // so the site never holds a billing token of another sign-in, and a short-lived billing
      // token, not the 7-day login token, is what goes into the partner popup's URL. A TV's login
      // is refused (sessions.verify lets no TV in): it buys nothing.
      const login = await deps.sessions.verify(input.subject_token, ['user'])
      const [owner] = login?.sid
        ? await db
            .select()
            .from(users)
            .where(eq(users.id, Number(login.sub)))
        : []
      if (!owner || !login?.sid) return invalidGrant(c)
      return c.json(await deps.sessions.bssPair(owner, { sid: login.sid }))
    }
    const claims = await deps.sessions.verify(input.refresh_token, ['bss-refresh'])
    const [user] = claims
      ? await db
          .select()
          .from(users)
          .where(eq(users.id, Number(claims.sub)))
      : []
    // single use: a replayed refresh token revokes its family, the pair it was stolen with included
    const next = user && claims ? await deps.sessions.spend(claims, user.id, deps.config.bssRefreshTtl) : null
    if (!user || !next) return invalidGrant(c)
    return c.json(await deps.sessions.bssPair(user, next))
  })

  app.get('/identity/v1/mirada/userprofile', tvReads, withUser, async (c) => {
    const user = c.get('user')
    return ok(c, {
      userName: user.phone,
      platformName: 'web',
      subscriberId: `SUB${String(user.id).padStart(8, '0')}`,
      name: user.name,
    })
  })

  app.get('/payduct/v1/package/current', tvReads, async (c) => {
    const mine = db
      .select({ id: stbs.id })
      .from(stbs)
      .where(eq(stbs.userId, c.get('userId')))
    const rows = await db
      .select({ name: stbPackages.servicename, code: stbPackages.productCode })
      .from(stbPackages)
      .where(and(inArray(stbPackages.stbId, mine), gt(stbPackages.enddate, new Date(deps.now()))))
    const unique = [...new Map(rows.map((r) => [r.code, r])).values()]
    const groups = await productGroups(
      db,
      unique.map((r) => r.code),
    )
    return ok(c, {
      current_packages: unique.map((r) => ({ ...r, status: true, productgroup: groups.get(r.code) ?? '' })),
    })
  })

  app.get('/payduct/v1/transaction', listAuth, query(transactionListQuery), async (c) => {
    const { page, limit, status } = c.req.valid('query')
    const filter = status && status !== 'all' ? status : ''
    const where = and(
      eq(orders.userId, c.get('userId')),
      inOwnersHistory,
      filter ? eq(orders.status, filter) : undefined,
    )
    const [total] = await db.select({ n: count() }).from(orders).where(where)
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.orderId))
      .limit(limit)
      .offset((page - 1) * limit)
    const n = total?.n ?? 0
    return c.json({
      status: { code: CODE.ok, message: 'OK' },
      data: rows.map((o) => ({
        order_id: o.orderId,
        updated_at: o.updatedAt.toISOString(),
        total_price: o.totalPrice,
        product_name: o.productName,
        partner_name: o.partnerName,
        status: o.status,
        is_recurring: o.isRecurring,
      })),
      pagination: { page, limit, status: filter, total_page: Math.max(1, Math.ceil(n / limit)), total: n },
    })
  })

  return app
}
