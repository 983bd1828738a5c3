/** Content service: /cms/promos, news, faq, help-center — `{status:{code:0}, data, meta}`. */
import { Hono } from 'hono'
import { and, asc, eq } from 'drizzle-orm'
import { langQuery, slugParam } from '../../contract/content'
import { CODE } from '../../contract/common'
import { contentItems } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { cmsReply as reply } from '../lib/reply'
import { param, query } from '../lib/validate'

const KINDS = { promos: 'promo', news: 'news', faq: 'faq', 'help-center': 'article' } as const

export function cmsRoutes(deps: Deps) {
  const { db } = deps
  const app = new Hono<AppEnv>()

  for (const [path, kind] of Object.entries(KINDS)) {
    app.get(`/${path}`, query(langQuery), async (c) => {
      const { lang } = c.req.valid('query')
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
    app.get(`/${path}/:id`, query(langQuery), param(slugParam), async (c) => {
      const { lang } = c.req.valid('query')
      const { id } = c.req.valid('param')
      const [row] = await db
        .select({ data: contentItems.data })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, id), eq(contentItems.lang, lang)))
      if (!row) return reply(c, null, lang, 0, CODE.notFound, 404)
      return reply(c, row.data, lang, 1)
    })
  }
  return app
}
