/**
 * The site's route table as plain data, shared by the app, the prerender step and the server
 * (which answers unknown paths with 404 and client-rendered routes with the app shell).
 */
export const LOCALES = ['en', 'id'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'i18n_redirected'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export type RouteId =
  | 'home'
  | 'package'
  | 'addon'
  | 'promo'
  | 'promoDetail'
  | 'marketplace'
  | 'explore'
  | 'channels'
  | 'faq'
  | 'helpCenter'
  | 'helpArticle'
  | 'learnMore'
  | 'purchase'
  | 'checkout'
  | 'whatsHot'
  | 'whatsHotDetail'
  | 'token'
  | 'stbProfile'
  | 'account'
  | 'myPackage'
  | 'paymentMethods'
  | 'devices'
  | 'transactions'
  | 'receipt'
  | 'changePassword'
  | 'security'
  | 'tv'

export type LayoutKind = 'default' | 'account' | 'blank'

export interface RoutePath {
  id: RouteId
  /** wouter pattern, relative to the locale base */
  pattern: string
  layout: LayoutKind
  /** rendered to static HTML at build time in both locales */
  prerender: boolean
}

export const ROUTE_PATHS: readonly RoutePath[] = [
  { id: 'home', pattern: '/', layout: 'default', prerender: true },
  { id: 'package', pattern: '/package', layout: 'default', prerender: true },
  { id: 'addon', pattern: '/addon', layout: 'default', prerender: true },
  { id: 'promo', pattern: '/promo', layout: 'default', prerender: true },
  { id: 'promoDetail', pattern: '/promo/:id', layout: 'default', prerender: true },
  { id: 'marketplace', pattern: '/marketplace', layout: 'default', prerender: true },
  { id: 'explore', pattern: '/explore', layout: 'default', prerender: true },
  { id: 'channels', pattern: '/channels', layout: 'default', prerender: true },
  { id: 'faq', pattern: '/faq', layout: 'default', prerender: true },
  { id: 'helpCenter', pattern: '/help-center', layout: 'default', prerender: true },
  { id: 'helpArticle', pattern: '/help-center/:slug', layout: 'default', prerender: true },
  { id: 'learnMore', pattern: '/learn-more', layout: 'default', prerender: true },
  { id: 'purchase', pattern: '/purchase', layout: 'default', prerender: true },
  { id: 'checkout', pattern: '/checkout/:id?', layout: 'default', prerender: false },
  { id: 'whatsHot', pattern: '/whats-hot', layout: 'default', prerender: true },
  { id: 'whatsHotDetail', pattern: '/whats-hot/:id', layout: 'default', prerender: true },
  { id: 'token', pattern: '/token', layout: 'blank', prerender: false },
  { id: 'stbProfile', pattern: '/stb-profile', layout: 'default', prerender: false },
  { id: 'account', pattern: '/account', layout: 'account', prerender: false },
  { id: 'myPackage', pattern: '/account/my-package', layout: 'account', prerender: false },
  { id: 'paymentMethods', pattern: '/account/payment-methods', layout: 'account', prerender: false },
  { id: 'devices', pattern: '/account/device-management', layout: 'account', prerender: false },
  { id: 'transactions', pattern: '/account/transaction', layout: 'account', prerender: false },
  { id: 'receipt', pattern: '/account/transaction/:id/receipt', layout: 'account', prerender: false },
  { id: 'changePassword', pattern: '/account/change-password', layout: 'account', prerender: false },
  { id: 'security', pattern: '/account/security', layout: 'account', prerender: false },
  // its content is the TV's link (?code) and the login: rendered in the browser, as /stb-profile is
  { id: 'tv', pattern: '/tv', layout: 'default', prerender: false },
]

/** Splits a URL path into its locale and the path relative to the locale base. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/id' || pathname.startsWith('/id/')) {
    return { locale: 'id', path: pathname.slice(3) || '/' }
  }
  return { locale: 'en', path: pathname || '/' }
}

/** The same page in another locale. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === 'en') return clean
  return clean === '/' ? '/id' : `/id${clean}`
}

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${source}/?$`)
}

const compiled = ROUTE_PATHS.map((route) => ({
  route,
  re: route.pattern === '/' ? /^\/?$/ : toRegExp(route.pattern),
}))

/** The route a URL path belongs to, or null when no page exists there. */
export function matchRoute(pathname: string): { locale: Locale; path: string; route: RoutePath } | null {
  const { locale, path } = splitLocale(pathname)
  const hit = compiled.find(({ re }) => re.test(path))
  return hit ? { locale, path, route: hit.route } : null
}

/** The route for a path relative to the locale base ('/package', not '/id/package'). */
export function routeForPath(path: string): RoutePath | null {
  return compiled.find(({ re }) => re.test(path))?.route ?? null
}

/** The values of a route pattern's parameters in a path ('/promo/:id' and '/promo/x' → { id: 'x' }). */
export function paramsOf(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/')
  const values = path.split('/')
  const params: Record<string, string> = {}
  names.forEach((name, i) => {
    const value = values[i]
    if (name.startsWith(':') && value) params[name.slice(1).replace(/\?$/, '')] = decodeURIComponent(value)
  })
  return params
}

/** A path from a route pattern and its parameters' values ('/promo/:id' and { id: 'x' } → '/promo/x'). */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = params[name]
    if (!value) throw new Error(`${pattern}: no value for ${name}`)
    return encodeURIComponent(value)
  })
}
