/**
 * Which tokens are live (DESIGN §5): a token is good when its signature and expiry are, its jti
 * was not logged out, its refresh family was not revoked, and — for a customer's token — it
 * carries the customer's current token version (a password change or reset raises it).
 * Refresh tokens are single-use: spending one that a newer one replaced revokes the whole family.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { revokedTokens, tokenFamilies, users } from '../db/schema'
import type { Db } from '../db/client'
import type { ServerConfig } from '../env'
import type { Claims, TokenKind, Tokens } from '../lib/tokens'

/** Kinds issued to a customer, which die with a password change. */
const CUSTOMER_KINDS: readonly TokenKind[] = ['user', 'bss', 'bss-refresh']

/** The family a new refresh token belongs to and its id. */
export type Rotation = { fam: string; jti: string }

type Customer = { id: number; name: string; phone: string; tokenVersion: number }

export function createSessions(deps: { db: Db; tokens: Tokens; now: () => number; config: ServerConfig }) {
  const { db, tokens, now, config } = deps
  const at = (seconds: number) => new Date(seconds * 1000)

  async function live(claims: Claims): Promise<boolean> {
    const [revoked, family, user] = await Promise.all([
      db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, claims.jti))
        .limit(1),
      claims.fam
        ? db
            .select({ revokedAt: tokenFamilies.revokedAt })
            .from(tokenFamilies)
            .where(eq(tokenFamilies.id, claims.fam))
        : Promise.resolve(null),
      CUSTOMER_KINDS.includes(claims.typ)
        ? db
            .select({ v: users.tokenVersion })
            .from(users)
            .where(eq(users.id, Number(claims.sub)))
        : Promise.resolve(null),
    ])
    if (revoked.length > 0) return false
    if (family && (family.length === 0 || family[0]!.revokedAt)) return false
    if (user && (user.length === 0 || user[0]!.v !== (claims.ver ?? 0))) return false
    return true
  }

  /** A live token's claims, or null. */
  async function verify(raw: string, kinds: readonly TokenKind[]): Promise<Claims | null> {
    const claims = await tokens.verify(raw, kinds)
    return claims && (await live(claims)) ? claims : null
  }

  const customerClaims = (u: Customer) => ({
    sub: String(u.id),
    name: u.name,
    phone: u.phone,
    ver: u.tokenVersion,
  })

  /** The main API's login token. */
  const userToken = (u: Customer) => tokens.sign({ ...customerClaims(u), typ: 'user' }, config.tokenTtl)

  /** A billing access + refresh pair: a new family at sign-in, or the next pair of a spent one. */
  async function bssPair(u: Customer, next?: Rotation) {
    const { fam, jti } = next ?? { fam: crypto.randomUUID(), jti: crypto.randomUUID() }
    if (!next) await startFamily(fam, u.id, jti, config.bssRefreshTtl)
    const claims = { ...customerClaims(u), fam }
    return {
      access_token: await tokens.sign({ ...claims, typ: 'bss' }, config.bssAccessTtl),
      refresh_token: await tokens.sign({ ...claims, typ: 'bss-refresh', jti }, config.bssRefreshTtl),
      token_type: 'Bearer',
      expires_in: config.bssAccessTtl,
    }
  }

  async function startFamily(id: string, userId: number | null, jti: string, ttl: number) {
    await db.insert(tokenFamilies).values({ id, userId, currentJti: jti, expiresAt: at(now() / 1000 + ttl) })
  }

  /**
   * Spends a refresh token: the family's new refresh jti when it was the latest one, else null —
   * and a spent (replayed) one revokes the family. A refresh token from before families existed
   * starts its own family on first use.
   */
  async function spend(claims: Claims, userId: number | null): Promise<Rotation | null> {
    const fam = claims.fam ?? claims.jti
    const nextJti = crypto.randomUUID()
    if (!claims.fam)
      await db
        .insert(tokenFamilies)
        .values({ id: fam, userId, currentJti: claims.jti, expiresAt: at(claims.exp) })
        .onConflictDoNothing()
    const [moved] = await db
      .update(tokenFamilies)
      .set({ currentJti: nextJti })
      .where(
        and(
          eq(tokenFamilies.id, fam),
          eq(tokenFamilies.currentJti, claims.jti),
          isNull(tokenFamilies.revokedAt),
        ),
      )
      .returning({ id: tokenFamilies.id })
    if (moved) return { fam, jti: nextJti }
    await revokeFamily(fam)
    return null
  }

  async function revokeFamily(fam: string) {
    await db
      .update(tokenFamilies)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(tokenFamilies.id, fam), isNull(tokenFamilies.revokedAt)))
  }

  /** Logout: ends this token, and its whole family when it belongs to one. */
  async function end(claims: Claims) {
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now())))
    await db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expiresAt: at(claims.exp) })
      .onConflictDoNothing()
    if (claims.fam || claims.typ.endsWith('-refresh')) await revokeFamily(claims.fam ?? claims.jti)
  }

  /** Password change or reset: every token issued to the customer before now stops working. */
  async function endAll(userId: number): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning({ v: users.tokenVersion })
    await db
      .update(tokenFamilies)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
    return row?.v ?? 0
  }

  return { verify, userToken, bssPair, startFamily, spend, end, endAll }
}
export type Sessions = ReturnType<typeof createSessions>
