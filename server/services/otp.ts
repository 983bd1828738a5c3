/**
 * One-time codes (DESIGN §5): 4 digits from a CSPRNG, valid 300 s, single use, dead after 5 wrong
 * tries, sends limited per phone and per IP (counted in the database: server/lib/rate-limit.ts).
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { otpCodes } from '../db/schema'
import type { Deps } from '../lib/deps'

export const OTP_TTL_MS = 300_000
export const OTP_MAX_TRIES = 5
/** how long a verified code may be spent on register / forgetpassword / device binding */
export const VERIFIED_WINDOW_MS = 15 * 60_000

export const TOO_MANY_MESSAGE = 'Sorry, too many requests, try again later'

export type SendResult = { ok: true } | { ok: false; reason: 'tooMany' }
export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'dead'

export function createOtpService(deps: Pick<Deps, 'db' | 'now' | 'sms' | 'limits' | 'counters' | 'metrics'>) {
  const { db, now, sms, limits, counters, metrics } = deps

  async function send(scope: string, phone: string, ip: string): Promise<SendResult> {
    // the phone's limit first: a phone already refused does not use up the address's sends
    if ((await limits.hit([counters.otpPhone, phone])) > 0) return { ok: false, reason: 'tooMany' }
    if ((await limits.hit([counters.otpIp, ip])) > 0) return { ok: false, reason: 'tooMany' }
    const t = now()

    const code = String(randomInt(0, 10_000)).padStart(4, '0')
    // a new code supersedes any open one, so only the latest code can ever be verified
    await db
      .update(otpCodes)
      .set({ consumedAt: new Date(t) })
      .where(and(eq(otpCodes.scope, scope), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
    await db.insert(otpCodes).values({
      scope,
      phone,
      code,
      ip,
      createdAt: new Date(t),
      expiresAt: new Date(t + OTP_TTL_MS),
    })
    await sms.send({
      phone,
      code,
      text: `Vision+ TV: your code is ${code}. It is valid for 5 minutes. Never share it.`,
      sentAt: new Date(t).toISOString(),
    })
    metrics.codesSent.inc()
    return { ok: true }
  }

  async function latestOpen(scope: string, phone: string) {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.scope, scope), eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.id))
      .limit(1)
    return row
  }

  async function verify(scope: string, phone: string, code: string): Promise<VerifyResult> {
    const row = await latestOpen(scope, phone)
    if (!row || row.verifiedAt) return 'invalid' // none sent, or already used once
    if (row.attempts >= OTP_MAX_TRIES) return 'dead'
    if (now() > row.expiresAt.getTime()) return 'expired'
    const match = code.length === row.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(row.code))
    if (!match) {
      const attempts = row.attempts + 1
      await db.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id))
      return attempts >= OTP_MAX_TRIES ? 'dead' : 'invalid'
    }
    await db
      .update(otpCodes)
      .set({ verifiedAt: new Date(now()) })
      .where(eq(otpCodes.id, row.id))
    return 'ok'
  }

  /** Spends a recent successful verification; false when there is none. */
  async function consumeVerified(scope: string, phone: string): Promise<boolean> {
    const row = await latestOpen(scope, phone)
    if (!row?.verifiedAt || now() - row.verifiedAt.getTime() > VERIFIED_WINDOW_MS) return false
    await db
      .update(otpCodes)
      .set({ consumedAt: new Date(now()) })
      .where(eq(otpCodes.id, row.id))
    return true
  }

  return { send, verify, consumeVerified }
}
export type OtpService = ReturnType<typeof createOtpService>

export const VERIFY_MESSAGES: Record<Exclude<VerifyResult, 'ok'>, string> = {
  invalid: 'Invalid code',
  expired: 'The code has expired, request a new one',
  dead: 'This code is no longer valid after 5 wrong tries, request a new one',
}
