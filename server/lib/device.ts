/**
 * Which device a sign-in comes from. The device itself is a random id the server gives the
 * browser in an httpOnly cookie: a device that signed in before is known by it (the login limits,
 * the new-device SMS), never by its User-Agent, which the client writes as it likes. What the
 * customer's list of signed-in devices shows is the browser and system the User-Agent names —
 * only names bowser knows, so no client text reaches a page or an SMS — and the client address
 * masked to its network (an IPv4 /24, an IPv6 /48), so the list tells "my phone at home" from
 * "someone elsewhere" without keeping or showing anyone's full address.
 */
import Bowser from 'bowser'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isIP } from 'node:net'
import type { SignInSource } from '../services/sessions'

/** The device id's cookie. */
export const DEVICE_COOKIE = 'vp_device'
/** 128 random bits, base64url: what a device id looks like (anything else is replaced) */
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/
/** a year: browsers cap a cookie's life at about 400 days */
const DEVICE_COOKIE_AGE = 365 * 24 * 3600

const given = new WeakMap<Context, string>()

/**
 * This browser's device id: the cookie's, or a new one set on the reply (httpOnly, SameSite=Lax,
 * Secure when the site is served over HTTPS, for every path: the partner popup shares it).
 */
export function deviceIdOf(c: Context, secure: boolean): string {
  const known = given.get(c)
  if (known) return known
  const cookie = getCookie(c, DEVICE_COOKIE)
  if (cookie && DEVICE_ID.test(cookie)) {
    given.set(c, cookie)
    return cookie
  }
  const id = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')
  setCookie(c, DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: DEVICE_COOKIE_AGE,
  })
  given.set(c, id)
  return id
}

/** true when the request reached the site over HTTPS (the site's address says so behind a proxy) */
export const isHttps = (c: Context, siteUrl: string) =>
  siteUrl.startsWith('https:') || new URL(c.req.url).protocol === 'https:'

// bowser names an unknown browser after the User-Agent's first word, which is anyone's text
const BROWSERS = new Set<string>(Object.values(Bowser.BROWSER_MAP))
const SYSTEMS = new Set<string>([...Object.values(Bowser.OS_MAP), 'iPhone', 'iPad'])

/** 'Safari', 'iPhone' / 'Chrome', 'Android'; '' for what the User-Agent does not say or bowser does not know */
export function deviceOf(userAgent: string | undefined): { browser: string; os: string } {
  const ua = (userAgent ?? '').slice(0, 512)
  if (ua.trim() === '') return { browser: '', os: '' }
  const parsed = Bowser.parse(ua)
  const model = parsed.platform.model
  // "Safari on iPhone" says more to a customer than "Safari on iOS"
  const os =
    parsed.os.name === 'iOS' && (model === 'iPhone' || model === 'iPad') ? model : (parsed.os.name ?? '')
  const browser = parsed.browser.name ?? ''
  return { browser: BROWSERS.has(browser) ? browser : '', os: SYSTEMS.has(os) ? os : '' }
}

/** '203.0.113.0/24', '2001:db8:85a3::/48'; '' when the address is not one */
export function maskAddress(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(plain) === 6) {
    const [head = '', tail = ''] = plain.split('::')
    const left = head === '' ? [] : head.split(':')
    const right = tail === '' ? [] : tail.split(':')
    const groups = plain.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left
    const first = groups.slice(0, 3).map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    return `${first.join(':')}::/48`
  }
  return ''
}

export function signInSource(userAgent: string | undefined, address: string, deviceId: string): SignInSource {
  return { ...deviceOf(userAgent), place: maskAddress(address), deviceId }
}
