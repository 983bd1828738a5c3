// `npm run i18n:check -- --content <address>` on what a server really serves (review K7): the
// content a deployment edits in its database is read through its own /cms and package routes,
// beside its English, and the glossary's rules refuse what they refuse in the seed.
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentItems } from '../db/schema'
import { createHarness, type Harness } from './harness'
import { productionTexts } from '../../scripts/id-voice.content.mjs'
import { forbiddenForms, voiceProblems, type Text } from '../../scripts/id-voice.mjs'
import { writeProblems } from '../../scripts/id-voice.meaning.mjs'

const glossary = readFileSync(new URL('../../docs/glossary-id.md', import.meta.url), 'utf8')
const SERVER = 'https://visionplus.test/'
/** The breaks of the voice and of the Write column, as "where: rule form". */
const breaks = (texts: Text[]) =>
  [...voiceProblems(texts, forbiddenForms(glossary)), ...writeProblems(texts, glossary)].map(
    ({ where, rule, form }) => `${where.replace(SERVER, 'server/')}: ${rule} ${form}`,
  )

let h: Harness
const served = () => productionTexts(SERVER, (url) => h.app.request(url))

beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('the Indonesian voice on the content a server serves', () => {
  it("reads every Indonesian text of its content and packages beside its English; the seed's pass", async () => {
    const texts = await served()
    expect(texts.length).toBeGreaterThan(100)
    expect(texts.filter(({ english }) => english === undefined)).toEqual([])
    expect(breaks(texts)).toEqual([])
  })

  it('content edited in the database with Indonesian the glossary refuses is refused', async () => {
    const where = and(
      eq(contentItems.kind, 'promo'),
      eq(contentItems.slug, 'merdeka-sale'),
      eq(contentItems.lang, 'id'),
    )
    const [row] = await h.db.select().from(contentItems).where(where)
    await h.db
      .update(contentItems)
      .set({ data: { ...row!.data, summary: 'Diskon untuk add-on Premium Sports di box Anda.' } })
      .where(where)
    expect(breaks(await served())).toEqual([
      'server/: promo/merdeka-sale/summary: register Anda',
      'server/: promo/merdeka-sale/summary: English Sports',
      // its English says "Premium Channel add-ons": the Indonesian names no saluran
      'server/: promo/merdeka-sale/summary: Write Channel',
    ])
  })
})
