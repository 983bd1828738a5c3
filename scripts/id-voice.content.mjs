// Production content (review K7c): the seed is what a new database starts with, but the content a
// deployment serves lives in its database (content_items: promos, news, FAQ, help-center articles;
// the packages' description_id lines) and is edited there. `npm run i18n:check -- --content
// <file-or-url>` reads that content, exported as JSON or fetched from a running server, and runs
// the same voice rules on its Indonesian. Used by scripts/i18n-check.mjs.
import { readFileSync } from 'node:fs'
import { indonesianKey, LANGUAGE_OF, NOT_TEXT } from './id-voice.source-shapes.mjs'

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Every string of a value and its place (title, body/0, terms/1), prose only (slugs, images and
 * dates left out), each beside the string at the same place of its English (`en`).
 */
function prose(value, en, place, out) {
  if (typeof value === 'string') {
    if (value.trim() !== '')
      out.push({ place, text: value, english: typeof en === 'string' ? en : undefined })
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => prose(item, Array.isArray(en) ? en[i] : undefined, `${place}/${i}`, out))
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value))
      if (!NOT_TEXT.has(key)) prose(item, isObject(en) ? en[key] : undefined, `${place}/${key}`, out)
  }
  return out
}

/**
 * The Indonesian texts of exported content, { where, text, english }: the data of each row in
 * Indonesian (`{ kind, slug, lang: 'id', data }`, as content_items holds it) beside the same
 * row's English, and, anywhere in the export, the Indonesian keys the seed reader knows
 * (description_id beside description_en, title_id, titleId, 'id-ID').
 */
export function contentTexts(content, source = 'content') {
  const rows = []
  const walk = (value, place) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, `${place}/${i}`))
    if (!isObject(value)) return
    if (typeof value.lang === 'string' && typeof value.kind === 'string' && isObject(value.data))
      return rows.push(value)
    const byKey = new Map(Object.entries(value))
    for (const [key, item] of byKey) {
      const pair = indonesianKey(key, byKey)
      if (pair !== null) texts.push(...prose(item, pair.en, `${place}/${key}`, []))
      else walk(item, `${place}/${key}`)
    }
  }
  const texts = []
  walk(content, '')
  const rowKey = (row) => `${row.kind}/${row.slug ?? row.data.id ?? row.data.slug}`
  const english = new Map(
    rows.filter((row) => LANGUAGE_OF(row.lang) === 'en').map((row) => [rowKey(row), row.data]),
  )
  for (const row of rows.filter((r) => LANGUAGE_OF(r.lang) === 'id'))
    texts.push(...prose(row.data, english.get(rowKey(row)), rowKey(row), []))
  return texts.map(({ place, text, english: en }) => ({
    where: `${source}: ${place.replace(/^\//, '')}`,
    text,
    ...(en !== undefined && { english: en }),
  }))
}

/** The content kinds the server's /cms serves, by path (server/routes/cms.ts). */
const CMS = { promos: 'promo', news: 'news', faq: 'faq', 'help-center': 'article' }

/**
 * What a running server serves, as rows and package lists: each /cms kind in both languages and
 * the packages with their description lines (the starter list, each add-on's detail).
 */
async function served(base, request) {
  const get = async (path) => {
    const reply = await request(new URL(path, base).href)
    if (!reply.ok) throw new Error(`${path}: HTTP ${reply.status}`)
    return reply.json()
  }
  const rows = []
  for (const [path, kind] of Object.entries(CMS))
    for (const lang of ['en', 'id'])
      for (const data of (await get(`cms/${path}?lang=${lang}`)).data ?? [])
        rows.push({ kind, slug: data.id ?? data.slug, lang, data })
  const starter = await get('api/v1/package/starter')
  const addons = (await get('go/vplustv/v1/package?type=add-on')).data?.packages ?? []
  const details = []
  for (const { id } of addons) details.push(await get(`go/vplustv/v1/package-detail?package_id=${id}`))
  return { rows, starter, details }
}

/**
 * The Indonesian of production content, from a JSON export (a file: content_items rows, package
 * lists) or a running server's base address (https://…/), asked with `request` (fetch; a test
 * gives the app's own).
 */
export async function productionTexts(where, request = fetch) {
  if (/^https?:\/\//.test(where)) {
    const base = where.endsWith('/') ? where : `${where}/`
    return contentTexts(await served(base, request), base)
  }
  return contentTexts(JSON.parse(readFileSync(where, 'utf8')), where)
}
