import { prerenderToNodeStream } from 'react-dom/static'
import { renderToStaticMarkup } from 'react-dom/server'
import { MantineProvider } from '@mantine/core'
import { App } from './app/App'
import { activateLocale, i18n } from './i18n/i18n'
import {
  fillPattern,
  matchRoute,
  paramsOf,
  ROUTE_PATHS,
  type Locale,
  type RouteId,
} from '../contract/route-paths'
import { PAGES, NOT_FOUND_TITLE, preloadPage } from './app/routes'
import { runSnapshot, setPrerenderedData, type PrerenderedData } from './lib/prerendered'
import { MANTINE_PROPS } from './app/mantine-styles'

export { ROUTE_PATHS, LOCALES, localizePath } from '../contract/route-paths'
export { PAGES } from './app/routes'
export { serializePrerendered, PRERENDERED_ELEMENT_ID } from './lib/prerendered'
export { configureClients } from './api/clients'

/**
 * The paths to prerender for a route in a language: its pattern, or for a pattern with
 * parameters, one path per parameter set its page lists (`prerenderParams`), none when it lists none.
 */
export async function prerenderPaths(routeId: RouteId, lang: Locale): Promise<string[]> {
  const route = ROUTE_PATHS.find((r) => r.id === routeId)
  if (!route) throw new Error(`no route ${routeId}`)
  if (!route.pattern.includes(':')) return [route.pattern]
  const page = PAGES[routeId].Page
  await page.preload()
  const list = page.extras().prerenderParams
  if (!list)
    throw new Error(`${route.pattern} is marked for prerendering but its page exports no prerenderParams`)
  const sets = await list({ lang })
  return sets.map((params) => fillPattern(route.pattern, params))
}

/**
 * Mantine's <style> tags (theme variables, global classes) as MantineProvider renders them: the
 * build puts them in every page's <head>, and the app renders none there (src/app/mantine-styles.ts).
 */
export function mantineStyles(): string {
  const html = renderToStaticMarkup(<MantineProvider {...MANTINE_PROPS}>{null}</MantineProvider>)
  if (!/^(<style data-mantine-styles="[a-z]+">[^<]*<\/style>)+$/.test(html))
    throw new Error(`unexpected output from MantineProvider: ${html.slice(0, 200)}`)
  return html
}

export interface RenderResult {
  html: string
  lang: Locale
  title: string
  description: string
  /** The page's own picture for link previews, when it names one (`head`). */
  image?: string
  status: number
  errors: unknown[]
  /** The results of the page's first calls it was rendered with (empty when it has none). */
  data: PrerenderedData
  /** Those of its first calls that failed: the page shows its loading state for them. */
  dataFailures: string[]
}

/** Renders one URL to static HTML (used at build time; pages then hydrate in the browser). */
export async function render(url: string): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://prerender.local')
  const match = matchRoute(pathname)
  const lang: Locale = pathname === '/id' || pathname.startsWith('/id/') ? 'id' : 'en'
  await activateLocale(lang)
  // the page's chunk and, for an account page, its layout's (its frame is prerendered)
  if (match) await preloadPage(match.path)
  const extras = match ? PAGES[match.route.id].Page.extras() : {}
  const context = { lang, params: match ? paramsOf(match.route.pattern, match.path) : {} }
  const { data, failures } = extras.snapshot
    ? await runSnapshot(extras.snapshot, context)
    : { data: {}, failures: [] }
  const head = extras.head?.(data, context)

  // React outlines any Suspense boundary over progressiveChunkSize (12.8 kB by default) as a
  // fallback plus an inline script, even when nothing suspended: real pages are bigger than that.
  // An error inside a Suspense boundary does not stop prerendering either: React leaves that
  // part to the client. Collect errors so the build can refuse such pages.
  const errors: unknown[] = []
  const chunks: Buffer[] = []
  setPrerenderedData(data)
  try {
    const { prelude } = await prerenderToNodeStream(
      <App ssrPath={pathname} ssrSearch={search.slice(1)} mantineStylesInHead />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          errors.push(error)
        },
      },
    )
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  } finally {
    setPrerenderedData(undefined)
  }

  const entry = match ? PAGES[match.route.id] : null
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    lang,
    title: head?.title ?? i18n._(entry ? entry.title : NOT_FOUND_TITLE),
    description: head?.description ?? (entry ? i18n._(entry.description) : ''),
    ...(head?.image ? { image: head.image } : {}),
    status: match ? 200 : 404,
    errors,
    data,
    dataFailures: failures,
  }
}
