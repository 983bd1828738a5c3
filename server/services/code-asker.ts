/**
 * Who asks for a one-time code, or types one (issue #48 item 5, review M-4): the client address,
 * and — when the browser signed in to the phone's account before (its device id, the same
 * known-device rule as the password checks: server/services/credentials.ts) — that device. A known
 * device answers for itself: a stranger's wrong codes pause the phone's codes on every other
 * device, never on the owner's own (OWASP's device cookies).
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { deviceIdOf, isHttps } from '../lib/device'

export type Asker = {
  address: string
  /**
   * `<user id>:<digest of the device id>` for a device the phone's account signed in from, else
   * undefined; a digest, so no limit's key or log line holds a cookie's value
   */
  device?: string | undefined
}

export async function askerOf(
  c: Context<AppEnv>,
  deps: Pick<Deps, 'db' | 'sessions' | 'clientIp' | 'config'>,
  phone: string,
): Promise<Asker> {
  const address = deps.clientIp(c)
  const [account] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1)
  if (!account) return { address }
  const deviceId = deviceIdOf(c, isHttps(c, deps.config.siteUrl))
  if (!(await deps.sessions.knownDevice(account.id, deviceId))) return { address }
  const digest = createHash('sha256').update(deviceId).digest('base64url').slice(0, 16)
  return { address, device: `${account.id}:${digest}` }
}
