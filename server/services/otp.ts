/**
 * One-time codes (DESIGN §5): 4 digits from a CSPRNG, valid 300 s, single use, dead after 5 wrong
 * tries. Four digits are few, so budgets an attacker cannot multiply compensate (counted in the
 * database: server/lib/rate-limit.ts, shared by every instance):
 * - a try is counted before its comparison, in one conditional UPDATE, so concurrent guesses at
 *   one code get 5 tries in all, not 5 each;
 * - wrong codes per phone across codes, over a day; when spent, codes for that phone pause (no
 *   sends, no verifications) and the owner is told by SMS once;
 * - wrong codes per client address, counted per distinct phone (carrier NAT: many customers
 *   behind one IPv4 address each count once), IPv6 per /64;
 * - sends per phone, per address (distinct phones) and for all phones together (a circuit breaker
 *   against SMS pumping).
 * A verification is spent once; a new code supersedes only codes not yet verified, so a stranger's
 * send never voids the owner's verified code.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { otpCodes } from '../db/schema'
import { addressKey } from '../lib/client-ip'
import type { Deps } from '../lib/deps'
import type { Language } from '../lib/language'
import type { Count } from '../lib/rate-limit'

export const OTP_TTL_MS = 300_000
export const OTP_MAX_TRIES = 5
/** how long a verified code may be spent on register / forgetpassword / device binding */
export const VERIFIED_WINDOW_MS = 15 * 60_000

export const TOO_MANY_MESSAGE = 'Sorry, too many requests, try again later'

/**
 * The notice that codes for a phone are paused, in the language of the page the wrong codes came
 * from (the language its codes were sent in).
 */
export function pausedNotice(language: Language): string {
  return language === 'id'
    ? `Vision+ TV: terlalu banyak kode salah dimasukkan untuk nomor ini, jadi kode baru untuknya dihentikan sementara selama sehari. Kata sandimu tetap berlaku. Kalau bukan kamu, kamu tidak perlu melakukan apa pun.`
    : `Vision+ TV: too many wrong codes were entered for this number, so new codes for it are paused for a day. Your password still works. If this was not you, there is nothing you need to do.`
}

/** The code's SMS, in the language of the page that asked for it. */
export function codeText(code: string, language: Language): string {
  return language === 'id'
    ? `Kode Vision+ TV kamu: ${code}. Berlaku 5 menit. Jangan berikan kode ini ke siapa pun, termasuk pihak Vision+.`
    : `Vision+ TV: your code is ${code}. It is valid for 5 minutes. Never share it.`
}

export type SendResult = { ok: true } | { ok: false; reason: 'tooMany' }
export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'dead' | 'tooMany'

type OtpDeps = Pick<Deps, 'db' | 'now' | 'sms' | 'limits' | 'counters' | 'metrics' | 'config'>

/** the open codes of a phone not yet verified: the ones a new code supersedes and a guess may try */
const unverified = (scope: string, phone: string) =>
  and(
    eq(otpCodes.scope, scope),
    eq(otpCodes.phone, phone),
    isNull(otpCodes.consumedAt),
    isNull(otpCodes.verifiedAt),
  )

export function createOtpService(deps: OtpDeps) {
  const { db, now, sms, limits, counters, metrics, config } = deps
  const failWindow = config.otpFailWindow
  const budgets = {
    failPhone: limits.counter('otp-fail-phone', { max: config.otpFailsPerPhone, windowSeconds: failWindow }),
    /** one notice per spent budget: max 1 per the budget's window (named …phone: the log masks its key) */
    pausedNotice: limits.counter('otp-notice-phone', { max: 1, windowSeconds: failWindow }),
    failIp: limits.counter('otp-fail-ip', {
      max: config.otpFailsPerIp,
      windowSeconds: config.otpFailIpWindow,
    }),
    sendsPerMinute: limits.counter('otp-send-all-minute', {
      max: config.otpSendsPerMinute,
      windowSeconds: 60,
    }),
    sendsPerHour: limits.counter('otp-send-all-hour', { max: config.otpSendsPerHour, windowSeconds: 3600 }),
  }
  const failPhone = (phone: string): Count => [budgets.failPhone, phone]

  /** Tells the owner once per window that codes for the phone are paused. */
  async function tellOwner(phone: string, language: Language) {
    if ((await limits.hit([budgets.pausedNotice, phone])) > 0) return
    await sms.send({ phone, code: '', text: pausedNotice(language), sentAt: new Date(now()).toISOString() })
  }

  async function send(
    scope: string,
    phone: string,
    address: string,
    language: Language = 'en',
  ): Promise<SendResult> {
    const tooMany = { ok: false, reason: 'tooMany' } as const
    // a phone whose wrong-code budget is spent gets no codes: they could not be verified
    if ((await limits.peek(failPhone(phone))) > 0) return tooMany
    // the phone's limit first: a phone already refused does not use up the address's sends
    if ((await limits.hit([counters.otpPhone, phone])) > 0) return tooMany
    if ((await limits.hitOnce([counters.otpIp, addressKey(address)], phone)).wait > 0) return tooMany
    // the breaker last, so that sends refused above never count towards everyone's; the hour is
    // counted only when the minute lets the send through, so a minute's refusals do not use it up
    if ((await limits.hit([budgets.sendsPerMinute, 'all'])) > 0) {
      metrics.budgetRefusals.inc({ budget: 'otp-sends-minute' })
      return tooMany
    }
    if ((await limits.hit([budgets.sendsPerHour, 'all'])) > 0) {
      metrics.budgetRefusals.inc({ budget: 'otp-sends-hour' })
      return tooMany
    }
    const t = now()

    const code = String(randomInt(0, 10_000)).padStart(4, '0')
    // a new code supersedes the open ones not yet verified, so only the latest code can be
    // verified; a verified code stays spendable (its owner may be about to reset the password)
    await db
      .update(otpCodes)
      .set({ consumedAt: new Date(t) })
      .where(unverified(scope, phone))
    await db.insert(otpCodes).values({
      scope,
      phone,
      code,
      ip: address,
      createdAt: new Date(t),
      expiresAt: new Date(t + OTP_TTL_MS),
    })
    await sms.send({
      phone,
      code,
      text: codeText(code, language),
      sentAt: new Date(t).toISOString(),
    })
    metrics.codesSent.inc()
    return { ok: true }
  }

  async function latestUnverified(scope: string, phone: string) {
    const [row] = await db
      .select()
      .from(otpCodes)
      .where(unverified(scope, phone))
      .orderBy(desc(otpCodes.id))
      .limit(1)
    return row
  }

  /**
   * Takes one try of the code: counts it and returns the code to compare with, in one statement
   * that matches only while the code is open, unverified, unexpired and has tries left. Otherwise
   * says why not.
   */
  async function takeTry(
    id: number,
  ): Promise<{ code: string; attempts: number } | 'expired' | 'dead' | 'invalid'> {
    const t = new Date(now())
    const [tried] = await db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(
        and(
          eq(otpCodes.id, id),
          lt(otpCodes.attempts, OTP_MAX_TRIES),
          isNull(otpCodes.verifiedAt),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, t),
        ),
      )
      .returning({ code: otpCodes.code, attempts: otpCodes.attempts })
    if (tried) return tried
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, id))
    if (!row || row.verifiedAt || row.consumedAt) return 'invalid'
    if (row.attempts >= OTP_MAX_TRIES) return 'dead'
    return 'expired'
  }

  async function verify(
    scope: string,
    phone: string,
    code: string,
    address: string,
    language: Language = 'en',
  ): Promise<VerifyResult> {
    const perAddress: Count = [budgets.failIp, addressKey(address)]
    const byAddress = await limits.hitOnce(perAddress, phone)
    if (byAddress.wait > 0) return 'tooMany'
    // the phone's budget is counted before the comparison, as the code's tries are, and taken
    // back when nothing wrong was compared
    const {
      wait,
      counts: [spent = 0],
    } = await limits.count(failPhone(phone))
    const notWrong = async () => {
      await limits.settle({ undo: [failPhone(phone)] })
      if (byAddress.first) await limits.forget(perAddress, phone)
    }
    if (wait > 0) {
      // counted are the wrong codes and the tries still in flight: a refused try is neither
      await limits.settle({ undo: [failPhone(phone)] })
      if ((await limits.peek(failPhone(phone))) > 0) await tellOwner(phone, language)
      return 'tooMany'
    }
    const row = await latestUnverified(scope, phone)
    if (!row) {
      await notWrong()
      return 'invalid' // none sent, or already used once
    }
    const tried = await takeTry(row.id)
    if (typeof tried === 'string') {
      await notWrong()
      return tried
    }
    const match =
      code.length === tried.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(tried.code))
    if (!match) {
      if (spent >= config.otpFailsPerPhone && config.otpFailsPerPhone > 0) await tellOwner(phone, language)
      return tried.attempts >= OTP_MAX_TRIES ? 'dead' : 'invalid'
    }
    const [verified] = await db
      .update(otpCodes)
      .set({ verifiedAt: new Date(now()) })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.verifiedAt)))
      .returning({ id: otpCodes.id })
    await notWrong()
    return verified ? 'ok' : 'invalid'
  }

  /** a recent unspent verification for the phone */
  const verifiedRow = (scope: string, phone: string, t: number) =>
    db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.scope, scope),
          eq(otpCodes.phone, phone),
          isNull(otpCodes.consumedAt),
          isNotNull(otpCodes.verifiedAt),
          gt(otpCodes.verifiedAt, new Date(t - VERIFIED_WINDOW_MS)),
        ),
      )
      .orderBy(desc(otpCodes.id))
      .limit(1)

  /** Whether the phone has a recent verification to spend; spends nothing. */
  async function hasVerified(scope: string, phone: string): Promise<boolean> {
    return (await verifiedRow(scope, phone, now())).length > 0
  }

  /**
   * Spends the latest recent verification; false when there is none. One statement that matches
   * only while the code is unspent, so two concurrent spends of one verification: one wins.
   */
  async function consumeVerified(scope: string, phone: string): Promise<boolean> {
    const t = now()
    const latest = verifiedRow(scope, phone, t)
    const spent = await db
      .update(otpCodes)
      .set({ consumedAt: new Date(t) })
      .where(and(eq(otpCodes.id, sql`(${latest})`), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id })
    return spent.length > 0
  }

  return { send, verify, hasVerified, consumeVerified }
}
export type OtpService = ReturnType<typeof createOtpService>

export const VERIFY_MESSAGES: Record<Exclude<VerifyResult, 'ok'>, string> = {
  invalid: 'Invalid code',
  expired: 'The code has expired, request a new one',
  dead: 'This code is no longer valid after 5 wrong tries, request a new one',
  tooMany: TOO_MANY_MESSAGE,
}
