/**
 * Phone + password checks for /api login and the partner sign-in popup (DESIGN §5): failed logins
 * are limited per phone and per client address, and an unknown phone costs one hash like a known
 * one, so neither the reply nor its timing tells which phones have accounts.
 */
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { Context } from 'hono'
import type { AppEnv, Deps } from '../lib/deps'
import { maskPhone } from '../lib/log'
import { Busy } from '../lib/password-pool'

export type LoginOutcome =
  | { ok: true; user: typeof users.$inferSelect }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; retryAfter: number }

export const WRONG_LOGIN_MESSAGE = 'Wrong phone number or password'
export const lockedMessage = (retryAfter: number) => {
  const minutes = Math.ceil(retryAfter / 60)
  return `Sorry, too many failed logins, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
}

export function createCredentials(
  deps: Pick<Deps, 'db' | 'passwords' | 'limits' | 'counters' | 'clientIp' | 'log' | 'metrics'>,
) {
  const { db, passwords, limits, counters, log, metrics } = deps
  // made at the cost new hashes get, ahead of the first unknown phone, which then waits as long
  // as a known one; a failed attempt (a full pool) is tried again next time
  let dummy: Promise<string> | undefined
  const dummyHash = () => {
    dummy ??= passwords.hash(crypto.randomUUID()).catch((err: unknown) => {
      dummy = undefined
      throw err
    })
    return dummy
  }
  dummyHash().catch(() => undefined)

  async function check(phone: string, password: string, ip: string): Promise<LoginOutcome> {
    // in a storm, shed before touching the database: the answer would be the same a moment later
    const wait = passwords.busy?.() ?? 0
    if (wait > 0) throw new Busy(wait)
    // Every attempt is counted before the password is checked, so attempts made at the same time
    // on several instances cannot slip past the limit; a correct one is then taken back.
    const byPhone = [counters.loginPhone, phone] as const
    const byIp = [counters.loginIp, ip] as const
    const retryAfter = await limits.hit(byPhone, byIp)
    if (retryAfter > 0) return { ok: false, reason: 'locked', retryAfter }
    const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
    let matches: boolean
    try {
      matches = await passwords.verify(password, user?.passwordHash ?? (await dummyHash()))
    } catch (err) {
      // shed after all (the pool filled meanwhile): this attempt checked nothing
      await limits.settle({ undo: [byPhone, byIp] })
      throw err
    }
    if (user && matches) {
      await limits.settle({ clear: [byPhone], undo: [byIp] })
      return { ok: true, user }
    }
    return { ok: false, reason: 'wrong' }
  }

  /** Checks a login and logs the attempt (OWASP ASVS 16.3.1) with the phone masked. */
  return async function checkLogin(
    c: Context<AppEnv>,
    phone: string,
    password: string,
  ): Promise<LoginOutcome> {
    const ip = deps.clientIp(c)
    const attempt = { event: 'login', reqId: c.get('requestId'), phone: maskPhone(phone), ip }
    try {
      const outcome = await check(phone, password, ip)
      const result = outcome.ok ? 'ok' : outcome.reason
      metrics.logins.inc({ result })
      log.info({ ...attempt, result, ...(outcome.ok ? { userId: outcome.user.id } : {}) }, `login ${result}`)
      return outcome
    } catch (err) {
      if (err instanceof Busy) {
        metrics.logins.inc({ result: 'shed' })
        log.info({ ...attempt, result: 'shed' }, 'login shed')
      }
      throw err
    }
  }
}
