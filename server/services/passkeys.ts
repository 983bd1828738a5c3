/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: registration of a customer's passkey and
 * login with one, usernameless (a discoverable credential names its own account, so the login
 * dialog's conditional prompt needs no phone first). Each challenge is stored and spent by the
 * one statement that deletes it (`DELETE … WHERE … AND expires_at > now RETURNING`), inside the
 * library's check, so a challenge signs one answer at most, within CHALLENGE_TTL. The signature
 * counter is checked by the library and again by the update that stores the new one (it must
 * grow, unless the authenticator keeps none: always 0), so two answers verified at once cannot
 * both pass a cloned authenticator.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { createHmac } from 'node:crypto'
import type { Db } from '../db/client'
import { passkeyChallenges, passkeys, users } from '../db/schema'
import type { ServerConfig } from '../env'
import { passkeySettings } from '../lib/passkey-settings'

/** seconds a challenge may be answered in (the browser's prompt gets as long) */
export const CHALLENGE_TTL = 300

type Customer = typeof users.$inferSelect
export type PasskeyRow = typeof passkeys.$inferSelect

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

export function createPasskeys(deps: { db: Db; now: () => number; config: ServerConfig }) {
  const { db, now, config } = deps
  const { rpId, origins } = passkeySettings(config)

  /**
   * The customer's WebAuthn user handle: stable, and nothing of the account readable from it
   * (the spec asks for no personal data in it).
   */
  const userHandle = (userId: number) =>
    new Uint8Array(createHmac('sha256', config.jwtSecret).update(`passkey-user:${userId}`).digest())

  async function keepChallenge(challenge: string, purpose: 'register' | 'login', userId: number | null) {
    await db
      .insert(passkeyChallenges)
      .values({ challenge, purpose, userId, expiresAt: new Date(now() + CHALLENGE_TTL * 1000) })
  }

  /** spends a challenge: true once, for the purpose (and customer) it was handed out for */
  async function spend(challenge: string, purpose: 'register' | 'login', userId: number | null) {
    const spent = await db
      .delete(passkeyChallenges)
      .where(
        and(
          eq(passkeyChallenges.challenge, challenge),
          eq(passkeyChallenges.purpose, purpose),
          userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
          gt(passkeyChallenges.expiresAt, new Date(now())),
        ),
      )
      .returning({ challenge: passkeyChallenges.challenge })
    return spent.length > 0
  }

  const list = (userId: number) =>
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt)

  async function registrationOptions(user: Customer) {
    const existing = await list(user.id)
    const options = await generateRegistrationOptions({
      rpName: config.passkeyRpName,
      rpID: rpId,
      userName: user.phone,
      userDisplayName: user.name,
      userID: userHandle(user.id),
      timeout: CHALLENGE_TTL * 1000,
      attestationType: 'none',
      // one passkey per authenticator and account
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      // a passkey is the whole login: the authenticator checks its owner (PIN, biometrics), so a
      // security key found on a desk is not enough on its own
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await keepChallenge(options.challenge, 'register', user.id)
    return options
  }

  /** Checks the browser's answer and keeps the passkey: the new row, or null when it does not hold. */
  async function register(
    user: Customer,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<PasskeyRow | null> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => spend(challenge, 'register', user.id),
      expectedOrigin: origins,
      expectedRPID: rpId,
      requireUserVerification: true,
    }).catch(() => null)
    if (!verified?.verified) return null
    const { credential, credentialBackedUp } = verified.registrationInfo
    const [row] = await db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        publicKey: b64(credential.publicKey),
        counter: credential.counter,
        transports: response.response.transports ?? credential.transports ?? [],
        name,
        backedUp: credentialBackedUp,
        createdAt: new Date(now()),
      })
      .onConflictDoNothing()
      .returning()
    return row ?? null
  }

  async function loginOptions() {
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      // none listed: the authenticator offers the passkeys it holds for this site (discoverable)
      allowCredentials: [],
      userVerification: 'required',
      timeout: CHALLENGE_TTL * 1000,
    })
    await keepChallenge(options.challenge, 'login', null)
    return options
  }

  /** The customer a passkey's answer logs in, or null when it does not hold. */
  async function authenticate(response: AuthenticationResponseJSON): Promise<Customer | null> {
    const [stored] = await db.select().from(passkeys).where(eq(passkeys.id, response.id))
    if (!stored) return null
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => spend(challenge, 'login', null),
      expectedOrigin: origins,
      expectedRPID: rpId,
      credential: {
        id: stored.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    }).catch(() => null)
    if (!verified?.verified) return null
    const next = verified.authenticationInfo.newCounter
    const [moved] = await db
      .update(passkeys)
      .set({
        counter: next,
        lastUsedAt: new Date(now()),
        backedUp: verified.authenticationInfo.credentialBackedUp,
      })
      .where(
        and(
          eq(passkeys.id, stored.id),
          or(sql`${passkeys.counter} < ${next}`, and(eq(passkeys.counter, 0), sql`${next} = 0`)),
        ),
      )
      .returning({ userId: passkeys.userId })
    if (!moved) return null
    const [user] = await db.select().from(users).where(eq(users.id, moved.userId))
    return user ?? null
  }

  async function rename(userId: number, id: string, name: string): Promise<PasskeyRow | null> {
    const [row] = await db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning()
    return row ?? null
  }

  async function remove(userId: number, id: string): Promise<boolean> {
    const gone = await db
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .returning({ id: passkeys.id })
    return gone.length > 0
  }

  return { registrationOptions, register, loginOptions, authenticate, list, rename, remove }
}
export type Passkeys = ReturnType<typeof createPasskeys>
