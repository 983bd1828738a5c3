/**
 * Which tokens are live (DESIGN §5): a token is good when its signature and expiry are, its jti
 * was not logged out, its refresh family was not revoked, and — for a customer's token — it
 * carries the customer's current token version (a password change or reset raises it) and
 * belongs to a sign-in (`sid`, a row of login_sessions) that is still on the customer's list:
 * not ended, not past its end, used within the idle timeout and younger than the absolute
 * lifetime (OWASP ASVS 5.0 V7.3). A customer's token without a sign-in is refused, so no token
 * lives outside the list that "Log out of all other devices" ends.
 * Refresh tokens are single-use: spending one that a newer one replaced revokes the whole family.
 * Every check reads the database, so an ending takes effect on every instance with the next request.
 */
import { and, desc, eq, gt, isNull, lt, ne, notInArray, sql } from 'drizzle-orm'
import { loginSessions, revokedTokens, tokenFamilies, tvSignIns, users } from '../db/schema'
import type { Db } from '../db/client'
import type { ServerConfig } from '../env'
import type { Claims, TokenKind, Tokens } from '../lib/tokens'

/** Kinds issued to a customer, which die with a password change. */
const CUSTOMER_KINDS: readonly TokenKind[] = ['user', 'bss', 'bss-refresh']

/** The family a new refresh token belongs to and its id (and the sign-in it belongs to). */
export type Rotation = { fam: string; jti: string; sid?: string | undefined }

type Customer = { id: number; name: string; phone: string; tokenVersion: number }

/** The scope of a TV's login token (RFC 8628): its profile and packages, nothing that changes. */
export const TV_SCOPE = 'tv'

/**
 * A well-signed token of the right kind that is still good, or why not: `tvOnly` for a TV's token
 * where the caller did not let TVs in.
 */
export type TokenCheck = { claims: Claims } | { ended: true } | { tvOnly: true } | null

/** Whether a TV's token may do what is asked: only the routes that say so let it in. */
export type ScopeOptions = { tv?: boolean }

/** The device and place of a new sign-in (server/lib/device.ts). */
export type SignInSource = { browser: string; os: string; place: string; deviceId: string }

/** last_active_at is written at most this often per sign-in */
export const ACTIVE_EVERY_MS = 60_000
/** rows are kept this long after their last activity: the new-device notice looks back as far */
export const SEEN_FOR_MS = 90 * 24 * 3600 * 1000

export function createSessions(deps: { db: Db; tokens: Tokens; now: () => number; config: ServerConfig }) {
  const { db, tokens, now, config } = deps
  const at = (seconds: number) => new Date(seconds * 1000)

  async function live(claims: Claims): Promise<boolean | 'ended'> {
    const [revoked, family, user, session] = await Promise.all([
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
      claims.sid
        ? db
            .select({
              endedAt: loginSessions.endedAt,
              lastActiveAt: loginSessions.lastActiveAt,
              createdAt: loginSessions.createdAt,
              expiresAt: loginSessions.expiresAt,
            })
            .from(loginSessions)
            .where(eq(loginSessions.id, claims.sid))
        : Promise.resolve(null),
    ])
    // a customer's token from before sign-ins were kept (drizzle/0003) is on no list: one re-login
    if (user && !claims.sid) return false
    // a sign-in that is gone (its account deleted, swept long after its end) is simply invalid
    if (session && session.length === 0) return false
    if (session?.[0]!.endedAt) return 'ended'
    if (session && !usable(session[0]!, now())) return false
    if (revoked.length > 0) return false
    if (family && (family.length === 0 || family[0]!.revokedAt)) return false
    if (user && (user.length === 0 || user[0]!.v !== (claims.ver ?? 0))) return false
    if (session && session[0]!.lastActiveAt.getTime() < now() - ACTIVE_EVERY_MS) await touch(claims.sid!)
    return true
  }

  /** A sign-in's tokens still work: before its end, used lately enough, and young enough. */
  function usable(row: { lastActiveAt: Date; createdAt: Date; expiresAt: Date }, t: number) {
    return (
      row.expiresAt.getTime() > t &&
      row.lastActiveAt.getTime() > t - config.sessionIdleTimeout * 1000 &&
      row.createdAt.getTime() > t - config.sessionLifetime * 1000
    )
  }

  /** last active = now, unless another request of the sign-in wrote it within the minute */
  async function touch(sid: string) {
    const t = now()
    await db
      .update(loginSessions)
      .set({ lastActiveAt: new Date(t) })
      .where(and(eq(loginSessions.id, sid), lt(loginSessions.lastActiveAt, new Date(t - ACTIVE_EVERY_MS))))
  }

  /**
   * A live token's claims; `ended` when its sign-in was ended; `tvOnly` for a TV's token unless
   * `tv` lets it in (so a route added later refuses TVs until it says otherwise); null for anything else.
   */
  async function check(
    raw: string,
    kinds: readonly TokenKind[],
    { tv = false }: ScopeOptions = {},
  ): Promise<TokenCheck> {
    const claims = await tokens.verify(raw, kinds)
    if (!claims) return null
    const state = await live(claims)
    if (state === 'ended') return { ended: true }
    if (!state) return null
    return claims.scope === TV_SCOPE && !tv ? { tvOnly: true } : { claims }
  }

  /** A live token's claims, or null (a TV's token too, unless `tv`). */
  async function verify(
    raw: string,
    kinds: readonly TokenKind[],
    options: ScopeOptions = {},
  ): Promise<Claims | null> {
    const result = await check(raw, kinds, options)
    return result && 'claims' in result ? result.claims : null
  }

  let lastSweep = 0
  /** true when the device (its id) signed in to the account within 90 days */
  async function knownDevice(userId: number, deviceId: string): Promise<boolean> {
    if (!deviceId) return false
    const [row] = await db
      .select({ id: loginSessions.id })
      .from(loginSessions)
      .where(
        and(
          eq(loginSessions.userId, userId),
          eq(loginSessions.deviceId, deviceId),
          gt(loginSessions.lastActiveAt, new Date(now() - SEEN_FOR_MS)),
        ),
      )
      .limit(1)
    return Boolean(row)
  }

  /**
   * A new sign-in of the customer from this device and place, lasting `ttl` seconds: its id, and
   * whether the device (its id) signed in to the account within 90 days. Past the cap of open
   * sign-ins, the least recently used ones end.
   */
  async function open(
    userId: number,
    from: SignInSource,
    ttl: number,
  ): Promise<{ sid: string; seen: boolean }> {
    const t = now()
    if (t - lastSweep >= ACTIVE_EVERY_MS) {
      lastSweep = t
      await db.delete(loginSessions).where(lt(loginSessions.lastActiveAt, new Date(t - SEEN_FOR_MS)))
    }
    const seen = await knownDevice(userId, from.deviceId)
    const sid = randomId()
    await db.insert(loginSessions).values({
      id: sid,
      userId,
      ...from,
      createdAt: new Date(t),
      lastActiveAt: new Date(t),
      expiresAt: new Date(t + Math.min(ttl, config.sessionLifetime) * 1000),
    })
    await endPastCap(userId, sid)
    return { sid, seen }
  }

  /** Ends the account's open sign-ins past the cap, the least recently used first (never `keep`). */
  async function endPastCap(userId: number, keep: string) {
    const cap = config.signInsPerAccount
    if (cap <= 0) return
    const kept = db
      .select({ id: loginSessions.id })
      .from(loginSessions)
      .where(and(eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)))
      .orderBy(
        sql`${loginSessions.id} = ${keep} DESC`,
        desc(loginSessions.lastActiveAt),
        desc(loginSessions.createdAt),
      )
      .limit(cap)
    await db
      .update(loginSessions)
      .set({ endedAt: new Date(now()) })
      .where(
        and(
          eq(loginSessions.userId, userId),
          isNull(loginSessions.endedAt),
          notInArray(loginSessions.id, kept),
        ),
      )
  }

  /** The customer's sign-ins that can still be used, the latest active first. */
  async function list(userId: number) {
    return db
      .select({
        id: loginSessions.id,
        browser: loginSessions.browser,
        os: loginSessions.os,
        place: loginSessions.place,
        createdAt: loginSessions.createdAt,
        lastActiveAt: loginSessions.lastActiveAt,
      })
      .from(loginSessions)
      .where(
        and(
          eq(loginSessions.userId, userId),
          isNull(loginSessions.endedAt),
          gt(loginSessions.expiresAt, new Date(now())),
          gt(loginSessions.lastActiveAt, new Date(now() - config.sessionIdleTimeout * 1000)),
          gt(loginSessions.createdAt, new Date(now() - config.sessionLifetime * 1000)),
        ),
      )
      .orderBy(desc(loginSessions.lastActiveAt), desc(loginSessions.createdAt))
  }

  /**
   * Voids the account's TV codes approved but not yet collected: an owner who ends sign-ins (or
   * resets the password) after approving a phished code must not see that TV sign in a moment later.
   */
  async function voidTvApprovals(userId: number) {
    await db
      .update(tvSignIns)
      .set({ status: 'denied' })
      .where(and(eq(tvSignIns.userId, userId), eq(tvSignIns.status, 'approved')))
  }

  /**
   * After a password reset no browser is known to the account any more: the device ids of its
   * sign-ins are forgotten (the rows stay on the list), so an intruder's browser is a stranger to
   * the login limits and gets the new-device SMS at its next login.
   */
  async function forgetDevices(userId: number) {
    await db
      .update(loginSessions)
      .set({ deviceId: '' })
      .where(and(eq(loginSessions.userId, userId), ne(loginSessions.deviceId, '')))
  }

  /** Ends one of the customer's sign-ins: false when it is not theirs or already ended. */
  async function endOne(userId: number, sid: string): Promise<boolean> {
    const ended = await db
      .update(loginSessions)
      .set({ endedAt: new Date(now()) })
      .where(and(eq(loginSessions.id, sid), eq(loginSessions.userId, userId), isNull(loginSessions.endedAt)))
      .returning({ id: loginSessions.id })
    // the TV's sign-in ended from the list: a second code it had approved goes with it
    if (ended.length > 0) await voidTvApprovals(userId)
    return ended.length > 0
  }

  /** Ends every sign-in of the customer but `keep` (all of them without it): how many. */
  async function endOthers(userId: number, keep?: string): Promise<number> {
    const ended = await db
      .update(loginSessions)
      .set({ endedAt: new Date(now()) })
      .where(
        and(
          eq(loginSessions.userId, userId),
          isNull(loginSessions.endedAt),
          keep ? ne(loginSessions.id, keep) : undefined,
        ),
      )
      .returning({ id: loginSessions.id })
    await voidTvApprovals(userId)
    return ended.length
  }

  /**
   * A token re-issued to a sign-in (a refresh, a password change) moves its end to the new
   * token's, never earlier than it was and never past the sign-in's absolute lifetime.
   */
  async function extend(sid: string, ttl: number) {
    const until = new Date(now() + ttl * 1000)
    await db
      .update(loginSessions)
      .set({
        expiresAt: sql`LEAST(GREATEST(${loginSessions.expiresAt}, ${until.toISOString()}::timestamptz), ${loginSessions.createdAt} + make_interval(secs => ${config.sessionLifetime}))`,
      })
      .where(eq(loginSessions.id, sid))
  }

  const customerClaims = (u: Customer) => ({
    sub: String(u.id),
    name: u.name,
    phone: u.phone,
    ver: u.tokenVersion,
  })

  /**
   * The main API's login token of a sign-in: `authAt` (ms) when the customer just proved to be
   * the owner (a login, the old password), `scope` for a TV's.
   */
  const userToken = (u: Customer, sid: string, extra: { authAt?: number; scope?: typeof TV_SCOPE } = {}) =>
    tokens.sign(
      {
        ...customerClaims(u),
        typ: 'user',
        sid,
        ...(extra.authAt === undefined ? {} : { auth_time: Math.floor(extra.authAt / 1000) }),
        ...(extra.scope ? { scope: extra.scope } : {}),
      },
      config.tokenTtl,
    )

  /**
   * A billing access + refresh pair: a new family at sign-in (of sign-in `sid`), or the next pair
   * of a spent one, in the same sign-in.
   */
  async function bssPair(u: Customer, next: Rotation | { sid: string }) {
    const rotation = 'fam' in next ? next : undefined
    const { fam, jti } = rotation ?? { fam: crypto.randomUUID(), jti: crypto.randomUUID() }
    if (!rotation) await startFamily(fam, u.id, jti, config.bssRefreshTtl)
    else if (rotation.sid) await extend(rotation.sid, config.bssRefreshTtl)
    const claims = { ...customerClaims(u), fam, ...(next.sid ? { sid: next.sid } : {}) }
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
   * starts its own family on first use. The family then lasts as long as the new refresh token
   * (`ttl` seconds): the sweeper deletes families past their end (server/services/sweeper.ts).
   */
  async function spend(claims: Claims, userId: number | null, ttl: number): Promise<Rotation | null> {
    const fam = claims.fam ?? claims.jti
    const nextJti = crypto.randomUUID()
    if (!claims.fam)
      await db
        .insert(tokenFamilies)
        .values({ id: fam, userId, currentJti: claims.jti, expiresAt: at(claims.exp) })
        .onConflictDoNothing()
    const [moved] = await db
      .update(tokenFamilies)
      .set({ currentJti: nextJti, expiresAt: at(now() / 1000 + ttl) })
      .where(
        and(
          eq(tokenFamilies.id, fam),
          eq(tokenFamilies.currentJti, claims.jti),
          isNull(tokenFamilies.revokedAt),
        ),
      )
      .returning({ id: tokenFamilies.id })
    if (moved) return { fam, jti: nextJti, sid: claims.sid }
    await revokeFamily(fam)
    return null
  }

  async function revokeFamily(fam: string) {
    await db
      .update(tokenFamilies)
      .set({ revokedAt: new Date(now()) })
      .where(and(eq(tokenFamilies.id, fam), isNull(tokenFamilies.revokedAt)))
  }

  /** Logout: ends this token, its whole family when it belongs to one, and its sign-in. */
  async function end(claims: Claims) {
    if (claims.sid)
      await db
        .update(loginSessions)
        .set({ endedAt: new Date(now()) })
        .where(eq(loginSessions.id, claims.sid))
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now())))
    await db
      .insert(revokedTokens)
      .values({ jti: claims.jti, expiresAt: at(claims.exp) })
      .onConflictDoNothing()
    if (claims.fam || claims.typ.endsWith('-refresh')) await revokeFamily(claims.fam ?? claims.jti)
  }

  /**
   * A password change or reset that logs out everywhere else: every token issued to the customer
   * before now stops working and every sign-in but `keep` ends (the caller issues `keep` a new
   * login token).
   */
  async function endAll(userId: number, keep?: string): Promise<number> {
    await endOthers(userId, keep)
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

  return {
    check,
    verify,
    knownDevice,
    open,
    extend,
    list,
    endOne,
    endOthers,
    voidTvApprovals,
    forgetDevices,
    userToken,
    bssPair,
    startFamily,
    spend,
    end,
    endAll,
  }
}

/** An opaque id: 128 random bits, base64url. */
function randomId(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64url')
}
export type Sessions = ReturnType<typeof createSessions>
