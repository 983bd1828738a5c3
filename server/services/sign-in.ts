/**
 * A customer signs in (site login, sign-up, the partner popup): a new row of login_sessions with
 * the device and place, the account's language noted from the request, and — for a login from a
 * device (its id, server/lib/device.ts) not seen on the account in 90 days — a notice by SMS, at
 * most one per device per hour and a few per account per hour (a client that keeps no cookie is
 * a new device every time, and each SMS costs money).
 */
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { deviceIdOf, isHttps, signInSource } from '../lib/device'
import { languageOf, type Language } from '../lib/language'
import { formatDayMonth, formatTime } from '../../contract/format'
import { maskPhone } from '../lib/log'
import type { SignInSource } from './sessions'

type Customer = typeof users.$inferSelect
/** notices per account per hour, whichever devices they are for */
export const NOTICES_PER_ACCOUNT_HOUR = 3

/**
 * "Chrome on Android" / "Chrome di Android"; "a browser on Android" or "a device" for what the
 * User-Agent did not name (only names bowser knows get here: server/lib/device.ts)
 */
export function deviceLabel(browser: string, os: string, language: Language): string {
  const id = language === 'id'
  const shownBrowser = browser || (id ? 'browser' : 'a browser')
  if (os) return `${shownBrowser} ${id ? 'di' : 'on'} ${os}`
  return browser || (id ? 'sebuah perangkat' : 'a device')
}

/** The new-login notice's text, in the account's language, the time in WIB (UTC+7). */
export function newLoginText(
  language: Language,
  device: { browser: string; os: string },
  at: Date,
  siteUrl: string,
): string {
  // as the site writes a sign-in's time ('22 Nov 2026, 14:30'): contract/format.ts
  const time = `${formatDayMonth(at, language, true)}, ${formatTime(at)}`
  const label = deviceLabel(device.browser, device.os, language)
  return language === 'id'
    ? `Ada yang masuk ke akun Vision+ TV kamu dari ${label} pada ${time} WIB. Bukan kamu? Ubah kata sandimu di ${siteUrl}/id/account/change-password.`
    : `New login to your Vision+ TV account on ${label} at ${time} WIB. Not you? Change your password at ${siteUrl}/account/change-password.`
}

export function createSignIn(
  deps: Pick<Deps, 'db' | 'sessions' | 'sms' | 'limits' | 'counters' | 'clientIp' | 'config' | 'now' | 'log'>,
) {
  const { db, sessions, config, log } = deps
  const perAccount = deps.limits.counter('new-device-sms-account', {
    max: NOTICES_PER_ACCOUNT_HOUR,
    windowSeconds: 3600,
  })

  async function notify(user: Customer, language: Language, device: SignInSource) {
    const perDevice = [deps.counters.newDeviceSms, `${user.id}:${device.deviceId}`] as const
    if ((await deps.limits.hit(perDevice, [perAccount, String(user.id)])) > 0) return
    const at = new Date(deps.now())
    const text = newLoginText(language, device, at, config.siteUrl)
    try {
      await deps.sms.send({ phone: user.phone, code: '', text, sentAt: at.toISOString() })
      log.info(
        { event: 'new-device-notice', userId: user.id, phone: maskPhone(user.phone) },
        'new device notice sent',
      )
    } catch (err) {
      // the login itself stands: a notice that could not go out is logged for the operator
      log.warn({ event: 'new-device-notice', userId: user.id, err: String(err) }, 'new device notice failed')
    }
  }

  /**
   * Opens a sign-in of `user` lasting `ttl` seconds and returns its id. `notice`: a login (not a
   * sign-up, whose device is the account's first) from a new device sends the SMS.
   */
  return async function signIn(
    c: Context<AppEnv>,
    user: Customer,
    options: { ttl: number; notice: boolean },
  ): Promise<string> {
    const language = languageOf(c.req.header('accept-language'))
    if (language !== user.language) await db.update(users).set({ language }).where(eq(users.id, user.id))
    const deviceId = deviceIdOf(c, isHttps(c, config.siteUrl))
    const source = signInSource(c.req.header('user-agent'), deps.clientIp(c), deviceId)
    const { sid, seen } = await sessions.open(user.id, source, options.ttl)
    if (!seen && options.notice) await notify(user, language, source)
    return sid
  }
}
export type SignIn = ReturnType<typeof createSignIn>
