import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '../../contract/route-paths'

export function readLocaleCookie(cookie: string): Locale | null {
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|id)(?:;|$)`))
  return (match?.[1] as Locale | undefined) ?? null
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`
}
