/**
 * Phone + password checks for /api login and the partner sign-in popup (DESIGN §5): failed logins
 * are limited per phone and per client address, and an unknown phone costs one hash like a known
 * one, so neither the reply nor its timing tells which phones have accounts.
 */
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { Deps } from '../lib/deps'
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

export function createCredentials(deps: Pick<Deps, 'db' | 'passwords' | 'limits'>) {
  const { db, passwords, limits } = deps
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

  return async function checkLogin(phone: string, password: string, ip: string): Promise<LoginOutcome> {
    const retryAfter = Math.max(limits.loginPhone.retryAfter(phone), limits.loginIp.retryAfter(ip))
    if (retryAfter > 0) return { ok: false, reason: 'locked', retryAfter }
    // in a storm, shed before touching the database: the answer would be the same a moment later
    const wait = passwords.busy?.() ?? 0
    if (wait > 0) throw new Busy(wait)
    const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1)
    const matches = await passwords.verify(password, user?.passwordHash ?? (await dummyHash()))
    if (user && matches) {
      limits.loginPhone.clear(phone)
      return { ok: true, user }
    }
    limits.loginPhone.fail(phone)
    limits.loginIp.fail(ip)
    return { ok: false, reason: 'wrong' }
  }
}
