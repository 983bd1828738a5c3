import { Suspense, useEffect, useRef } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { useLingui } from '@lingui/react'
import { localizePath, ROUTE_PATHS, routeForPath, type Locale } from '../../contract/route-paths'
import { activateLocale } from '../i18n/i18n'
import { writeLocaleCookie } from '../i18n/locale-cookie'
import { PAGES, NOT_FOUND_TITLE } from './routes'
import { Layout } from './layouts/Layout'
import { ErrorBoundary } from './ErrorBoundary'
import { NotFoundPage } from './ErrorPage'
import { PageSkeleton } from '../ui/PageSkeleton'
import { useScrollOnNavigate } from './use-scroll-on-navigate'
import { loadTagManager, track } from '../lib/analytics'
import { swapInTextFace } from '../lib/text-face'
import { config } from '../config'

/** One locale's copy of the site: everything below renders paths relative to its base. */
export function LocaleTree({ locale }: { locale: Locale }) {
  const [path] = useLocation()
  const { i18n } = useLingui()
  const route = routeForPath(path)

  useEffect(() => {
    void activateLocale(locale)
    document.documentElement.lang = locale
    writeLocaleCookie(locale)
  }, [locale])

  // Marks the page interactive: before hydration a click on prerendered markup does nothing,
  // so browser tests wait for this before they interact.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    // the tag manager (when the build names one) after the page is interactive, never before
    loadTagManager(config.gtmId)
  }, [])

  // A prerendered page arrives with its own title (a promo's or a guide's name in it): keep that
  // one until the visitor moves on; every later page gets its route's title.
  const titleFromHtml = useRef(
    typeof document !== 'undefined' && document.documentElement.dataset.prerendered === 'true',
  )
  useEffect(() => {
    if (titleFromHtml.current) {
      titleFromHtml.current = false
      delete document.documentElement.dataset.prerendered
      return
    }
    const entry = route ? PAGES[route.id] : null
    document.title = i18n._(entry ? entry.title : NOT_FOUND_TITLE)
    // `path` too: moving between two pages of one route (two promos) leaves the item's title
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [route, i18n, path])

  useScrollOnNavigate(path)

  // a page the person moves to is new text: the moment to swap the text face in, if it has loaded
  const firstPath = useRef(path)
  useEffect(() => {
    if (path !== firstPath.current) swapInTextFace()
  }, [path])

  // one page view per page the person reaches (the path only: a query may name an order or a box)
  useEffect(() => {
    track('page_view', localizePath(path, locale))
  }, [locale, path])

  return (
    <Layout
      kind={route?.layout ?? 'default'}
      routeId={route?.id ?? null}
      locale={locale}
      Frame={route ? PAGES[route.id].Page.extras().Frame : undefined}
    >
      <ErrorBoundary resetKey={path}>
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            {ROUTE_PATHS.map((r) => (
              <Route key={r.id} path={r.pattern} component={PAGES[r.id].Page} />
            ))}
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </ErrorBoundary>
    </Layout>
  )
}
