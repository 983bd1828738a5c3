/** Content service (CMS): promos, news, FAQ topics and help-center articles in en or id. */
import type * as v from 'valibot'
import type { Lang } from '../../contract/common'
import {
  articleListReply,
  articleReply,
  faqReply,
  newsListReply,
  newsReply,
  promoListReply,
  promoReply,
  type Article,
  type FaqTopic,
  type News,
  type Promo,
} from '../../contract/content'
import { clients, expectOk, request } from './clients'

type CmsSchema = v.GenericSchema<unknown, { status: { code: number; message: string }; data: unknown }>

async function get<S extends CmsSchema>(path: string, schema: S, lang: Lang): Promise<v.InferOutput<S>> {
  return expectOk(await request(clients().cms, path, schema, { query: { lang } }))
}

export const listPromos = async (lang: Lang): Promise<Promo[]> =>
  (await get('promos', promoListReply, lang)).data
export const getPromo = async (id: string, lang: Lang): Promise<Promo> =>
  (await get(`promos/${encodeURIComponent(id)}`, promoReply, lang)).data
export const listNews = async (lang: Lang): Promise<News[]> => (await get('news', newsListReply, lang)).data
export const getNews = async (id: string, lang: Lang): Promise<News> =>
  (await get(`news/${encodeURIComponent(id)}`, newsReply, lang)).data
export const getFaq = async (lang: Lang): Promise<FaqTopic[]> => (await get('faq', faqReply, lang)).data
export const listArticles = async (lang: Lang): Promise<Article[]> =>
  (await get('help-center', articleListReply, lang)).data
export const getArticle = async (slug: string, lang: Lang): Promise<Article> =>
  (await get(`help-center/${encodeURIComponent(slug)}`, articleReply, lang)).data
