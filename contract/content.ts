/** Content service (CMS): /cms/… — success is status.code 0, with data and meta. */
import * as v from 'valibot'
import { LANGS } from './common'

export const langQuery = v.object({ lang: v.optional(v.picklist(LANGS, "lang must be 'en' or 'id'"), 'en') })
export const slugParam = v.object({ id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/, 'Invalid id')) })

const metaSchema = v.object({ lang: v.string(), total: v.number() })
function cmsReply<T extends v.GenericSchema>(data: T) {
  return v.object({
    status: v.object({ code: v.number(), message: v.optional(v.string(), '') }),
    data,
    meta: metaSchema,
  })
}

export const promoSchema = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  body: v.array(v.string()),
  image: v.string(),
  period: v.string(),
  terms: v.array(v.string()),
})
export type Promo = v.InferOutput<typeof promoSchema>
export const promoListReply = cmsReply(v.array(promoSchema))
export const promoReply = cmsReply(promoSchema)

export const newsSchema = v.object({
  id: v.string(),
  title: v.string(),
  summary: v.string(),
  body: v.array(v.string()),
  image: v.string(),
  published_at: v.string(),
  category: v.string(),
})
export type News = v.InferOutput<typeof newsSchema>
export const newsListReply = cmsReply(v.array(newsSchema))
export const newsReply = cmsReply(newsSchema)

export const faqQuestionSchema = v.object({ titleQuestion: v.string(), answerQuestion: v.string() })
export const faqTopicSchema = v.object({
  id: v.string(),
  menu: v.string(),
  questions: v.array(faqQuestionSchema),
})
export type FaqTopic = v.InferOutput<typeof faqTopicSchema>
export const faqReply = cmsReply(v.array(faqTopicSchema))

export const articleSchema = v.object({
  slug: v.string(),
  title: v.string(),
  summary: v.string(),
  category: v.string(),
  body: v.array(v.string()),
  updated_at: v.string(),
})
export type Article = v.InferOutput<typeof articleSchema>
export const articleListReply = cmsReply(v.array(articleSchema))
export const articleReply = cmsReply(articleSchema)
