/**
 * A customer token as the service issues them, without paying scrypt's cost: a sign-in row of
 * its own (login_sessions) and the token carrying its id, since a customer token without one is
 * refused (server/services/sessions.ts).
 */
import type { Db } from '../db/client'
import { loginSessions } from '../db/schema'
import type { Claims, NewClaims, Tokens } from '../lib/tokens'

export async function signInToken(
  db: Db,
  tokens: Tokens,
  claims: NewClaims & { typ: Claims['typ'] },
  ttl: number,
  now = Date.now(),
): Promise<string> {
  const sid = crypto.randomUUID()
  await db.insert(loginSessions).values({
    id: sid,
    userId: Number(claims.sub),
    browser: '',
    os: '',
    place: '',
    createdAt: new Date(now),
    lastActiveAt: new Date(now),
    expiresAt: new Date(now + ttl * 1000),
  })
  return tokens.sign({ ...claims, sid }, ttl)
}
