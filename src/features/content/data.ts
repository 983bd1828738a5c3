/**
 * Content-service and channel calls the content pages use, over src/api. Lists throw on
 * failure (the view shows an error note and an empty list, SPEC §8); a single item that does
 * not exist resolves to null so the page can say so instead of failing.
 */
import { ApiError } from '../../api/clients'
import { getArticle, getFaq, getNews, getPromo, listArticles, listNews, listPromos } from '../../api/content'
import { getChannels, getGoAddons, getStarterPacks } from '../../api/package'
import type { Lang } from '../../../contract/common'
import type { Article, News, Promo } from '../../../contract/content'
import type { AddonPackage, StarterPack } from '../../../contract/package'
import type { PageHead, PageSnapshot, PrerenderParams } from '../../lib/prerendered'
import { channelSearchKey } from '../../lib/remote-keys'
import { cleanAddonName } from '../../lib/addon-name'

export { getFaq as fetchFaq, listArticles as fetchArticles, listNews as fetchNews, listPromos as fetchPromos }

/** useRemote keys of the content lists: the pages ask under them and are prerendered with them. */
export const contentKeys = {
  promos: (lang: Lang) => `promos-${lang}`,
  news: (lang: Lang) => `news-${lang}`,
  faq: (lang: Lang) => `faq-${lang}`,
  articles: (lang: Lang) => `articles-${lang}`,
  promo: (id: string, lang: Lang) => `promo-${id}-${lang}`,
  newsItem: (id: string, lang: Lang) => `news-${id}-${lang}`,
  article: (slug: string, lang: Lang) => `article-${slug}-${lang}`,
}

/** A detail page's title in the HTML head and in link previews. */
const detailTitle = (name: string) => `${name} | Vision+ TV`

/**
 * What a detail page (promo, news story, guide) tells the prerenderer (src/lib/prerendered): the
 * items to prerender (those in its language's list), the item as its first call (it throws on
 * failure, so a failed call leaves the page to load in the browser) and its head from the item.
 */
function detailPrerender<T extends { title: string; summary: string; image?: string }>(
  param: string,
  ids: (lang: Lang) => Promise<string[]>,
  get: (id: string, lang: Lang) => Promise<T>,
  key: (id: string, lang: Lang) => string,
) {
  const idOf = (params: Record<string, string>) => params[param] ?? ''
  return {
    prerenderParams: (async ({ lang }) =>
      (await ids(lang as Lang)).map((id) => ({ [param]: id }))) satisfies PrerenderParams,
    snapshot: (({ lang, params }) => ({
      [key(idOf(params), lang as Lang)]: get(idOf(params), lang as Lang),
    })) satisfies PageSnapshot,
    head: ((data, { lang, params }) => {
      const item = data[key(idOf(params), lang as Lang)] as T | undefined
      return (
        item && {
          title: detailTitle(item.title),
          description: item.summary,
          ...(item.image ? { image: item.image } : {}),
        }
      )
    }) satisfies PageHead,
  }
}

export const promoPrerender = detailPrerender(
  'id',
  async (lang) => (await listPromos(lang)).map((p) => p.id),
  getPromo,
  contentKeys.promo,
)
export const newsPrerender = detailPrerender(
  'id',
  async (lang) => (await listNews(lang)).map((n) => n.id),
  getNews,
  contentKeys.newsItem,
)
export const articlePrerender = detailPrerender(
  'slug',
  async (lang) => (await listArticles(lang)).map((a) => a.slug),
  getArticle,
  contentKeys.article,
)

/** The content service answers 404 (or 400 for a malformed id, code 10) for a missing item. */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400 || error.code === 10)
  )
}

async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

export const fetchPromo = (id: string, lang: Lang): Promise<Promo | null> => orNull(getPromo(id, lang))
export const fetchNewsItem = (id: string, lang: Lang): Promise<News | null> => orNull(getNews(id, lang))
export const fetchArticle = (slug: string, lang: Lang): Promise<Article | null> =>
  orNull(getArticle(slug, lang))

/** Service names carry an 'Add On' prefix and a trailing number (SPEC §3): the channels page cleans them too. */
export const displayName = cleanAddonName

export interface ChannelGroup {
  productgroup: string
  name: string
}

/** The package groups whose channels the channels page offers: starter packs, then add-ons, each group once. */
export function channelGroupsFrom(
  starters: readonly StarterPack[] | null,
  addons: readonly AddonPackage[],
): ChannelGroup[] {
  const groups = new Map<string, string>()
  for (const pack of starters ?? [])
    if (!groups.has(pack.productgroup)) groups.set(pack.productgroup, pack.name)
  for (const addon of addons)
    if (!groups.has(addon.productgroup)) groups.set(addon.productgroup, displayName(addon.name))
  return [...groups].map(([productgroup, name]) => ({ productgroup, name }))
}

/** The channels page's list of package groups, named for useRemote and the prerendered results. */
export const CHANNEL_GROUPS_KEY = 'channel-groups'

/** Package groups for the channels page; a failed call leaves its part out, logged. */
export async function fetchChannelGroups(): Promise<ChannelGroup[]> {
  const [starters, addons] = await Promise.all([
    getStarterPacks().catch((error: unknown) => {
      console.error('Starter packs could not be loaded', error)
      return null
    }),
    getGoAddons().catch((error: unknown) => {
      console.error('Add-ons could not be loaded', error)
      return []
    }),
  ])
  return channelGroupsFrom(starters, addons)
}

export { getChannels as fetchChannels }

/**
 * The channels page's first calls for the prerenderer: the package groups and the channels of
 * the first one (what the page opens on); a failed call throws instead of leaving its part out.
 */
export const channelsSnapshot: PageSnapshot = async () => {
  const [starters, addons] = await Promise.all([getStarterPacks(), getGoAddons()])
  const groups = channelGroupsFrom(starters, addons)
  const first = groups[0]
  return {
    [CHANNEL_GROUPS_KEY]: Promise.resolve(groups),
    ...(first
      ? {
          [channelSearchKey(first.productgroup, '')]: getChannels({
            packagename: first.productgroup,
            search: '',
          }),
        }
      : {}),
  }
}
