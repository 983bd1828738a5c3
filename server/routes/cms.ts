/** Content service: /cms/promos, news, faq, help-center — `{status:{code:0}, data, meta}`. */
import { Hono, type Context } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { langQuery, slugParam } from '../../src/api/contract/content'
import { contentItems } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { parse, query } from '../lib/reply'

const KINDS = { promos: 'promo', news: 'news', faq: 'faq', 'help-center': 'article' } as const

export function cmsRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()
  const reply = (c: Context, data: unknown, lang: string, total: number) =>
    c.json({ status: { code: 0, message: 'OK' }, data, meta: { lang, total } })

  for (const [path, kind] of Object.entries(KINDS)) {
    app.get(`/${path}`, async (c) => {
      const { lang } = query(c, langQuery)
      const rows = await db
        .select({ data: contentItems.data })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.lang, lang)))
        .orderBy(asc(contentItems.position))
      return reply(
        c,
        rows.map((r) => r.data),
        lang,
        rows.length,
      )
    })
    if (kind === 'faq') continue
    app.get(`/${path}/:id`, async (c) => {
      const { lang } = query(c, langQuery)
      const { id } = parse(slugParam, c.req.param())
      const [row] = await db
        .select({ data: contentItems.data })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, id), eq(contentItems.lang, lang)))
      if (!row)
        return c.json(
          { status: { code: 10, message: 'Content not found' }, data: null, meta: { lang, total: 0 } },
          404,
        )
      return reply(c, row.data, lang, 1)
    })
  }
  return app
}
