/**
 * One-time codes (DESIGN §5): 4 digits from a CSPRNG, valid 300 s, single use, dead after 5 wrong
 * tries. Four digits are few, so budgets an attacker cannot multiply compensate (counted in the
 * database: server/lib/rate-limit.ts, shared by every instance):
 * - a try is counted before its comparison, in one conditional UPDATE, so concurrent guesses at
 *   one code get 5 tries in all, not 5 each;
 * - wrong codes per phone across codes, over a day; when spent, codes for that phone pause (no
 *   sends, no verifications) on every device the phone's account has not signed in from, and the
 *   owner is told by SMS once; a device it has signed in from counts its own wrong codes and
 *   sends instead, so a stranger's failures never pause the owner's own device;
 * - wrong codes per client address, counted per distinct phone (carrier NAT: many customers
 *   behind one IPv4 address each count once), IPv6 per /64;
 * - sends per phone, per address (distinct phones) and for all phones together (a circuit breaker
 *   against SMS pumping), the same counters whichever channel (SMS, WhatsApp) carries the code.
 * A verification is spent once, and only by the client it was handed to (its ticket); a new code
 * supersedes only codes not yet verified, so a stranger's send never voids the owner's verified code.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { otpCodes } from '../db/schema'
import { addressKey } from '../lib/client-ip'
import type { Deps } from '../lib/deps'
import type { Language } from '../lib/language'
import type { OtpChannel } from '../../contract/user'
import { newTicket, ticketHash, TICKET_TTL_MS } from '../lib/otp-ticket'
import type { Count } from '../lib/rate-limit'
import type { Asker } from './code-asker'
import { createOwnerNotices } from './owner-notices'

export const OTP_TTL_MS = 300_000
export const OTP_MAX_TRIES = 5

export const TOO_MANY_MESSAGE = 'Sorry, too many requests, try again later'

/**
 * The code's SMS, in the language of the page that asked for it. Its last line, on its own, is
 * the origin-bound form (`@<site host> #<code>`, WICG sms-one-time-codes): Chrome's WebOTP and
 * Safari's keyboard offer the code only to the site it names, so phones fill it in and a
 * look-alike site gets nothing.
 */
export function codeText(code: string, language: Language, siteUrl: string): string {
  const text =
    language === 'id'
      ? `Kode Vision+ TV kamu: ${code}. Berlaku 5 menit. Jangan berikan kode ini ke siapa pun, termasuk pihak Vision+.`
      : `Vision+ TV: your code is ${code}. It is valid for 5 minutes. Never share it.`
  return `${text}\n\n@${new URL(siteUrl).hostname} #${code}`
}

export type SendResult = { ok: true } | { ok: false; reason: 'tooMany' }
export type VerifyResult = 'ok' | 'invalid' | 'expired' | 'dead' | 'tooMany'
/** a verification, with the ticket that alone may spend it (server/lib/otp-ticket.ts), or why not */
export type VerifyOutcome =
  | { result: 'ok'; ticket: string }
  | { result: Exclude<VerifyResult, 'ok'>; ticket?: undefined }

type OtpDeps = Pick<
  Deps,
  'db' | 'now' | 'sms' | 'whatsapp' | 'limits' | 'counters' | 'metrics' | 'config' | 'log'
>

/** the open codes of a phone not yet verified: the ones a new code supersedes and a guess may try */
const unverified = (scope: string, phone: string) =>
  and(
    eq(otpCodes.scope, scope),
    eq(otpCodes.phone, phone),
    isNull(otpCodes.consumedAt),
    isNull(otpCodes.verifiedAt),
  )

export function createOtpService(deps: OtpDeps) {
  const { db, now, sms, whatsapp, limits, counters, metrics, config } = deps
  const failWindow = config.otpFailWindow
  const budgets = {
    failPhone: limits.counter('otp-fail-phone', { max: config.otpFailsPerPhone, windowSeconds: failWindow }),
    /** wrong codes of a device the phone's account signed in from: its own budget, the phone's size */
    failDevice: limits.counter('otp-fail-device', {
      max: config.otpFailsPerPhone,
      windowSeconds: failWindow,
    }),
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

  const notices = createOwnerNotices(deps)
  /** Tells the owner once per pause that codes for the phone are paused. */
  const tellOwner = (phone: string, language: Language) => notices.codesPaused(phone, language)

  async function send(
    scope: string,
    phone: string,
    asker: Asker,
    language: Language = 'en',
    channel: OtpChannel = 'sms',
  ): Promise<SendResult> {
    const tooMany = { ok: false, reason: 'tooMany' } as const
    const { address, device } = asker
    // a phone whose wrong-code budget is spent gets no codes, they could not be verified; a device
    // the account signed in from counts its own sends and failures, so no stranger pauses it
    if (!device && (await limits.peek(failPhone(phone))) > 0) return tooMany
    if (device && (await limits.peek([budgets.failDevice, device])) > 0) return tooMany
    // the phone's limit first: a phone already refused does not use up the address's sends
    if ((await limits.hit([counters.otpPhone, device ? `device:${device}` : phone])) > 0) return tooMany
    // a known device's sends are its own key's alone: neighbours behind its carrier NAT do not
    // spend them
    if (!device && (await limits.hitOnce([counters.otpIp, addressKey(address)], phone)).wait > 0)
      return tooMany
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
    const sentAt = new Date(t).toISOString()
    if (channel === 'whatsapp') await whatsapp.send({ phone, code, language, sentAt })
    else await sms.send({ phone, code, text: codeText(code, language, config.siteUrl), sentAt })
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
    asker: Asker,
    language: Language = 'en',
  ): Promise<VerifyOutcome> {
    const { address, device } = asker
    // a device the account signed in from answers for itself (its own budget, no address's): the
    // phone's budget, which strangers spend, pauses only devices the account has not seen
    const perAddress: Count | undefined = device ? undefined : [budgets.failIp, addressKey(address)]
    const byAddress = perAddress ? await limits.hitOnce(perAddress, phone) : { wait: 0, first: false }
    if (byAddress.wait > 0) return { result: 'tooMany' }
    const budget: Count = device ? [budgets.failDevice, device] : failPhone(phone)
    // the budget is counted before the comparison, as the code's tries are, and taken back when
    // nothing wrong was compared
    const {
      wait,
      counts: [spent = 0],
    } = await limits.count(budget)
    const notWrong = async () => {
      await limits.settle({ undo: [budget] })
      if (perAddress && byAddress.first) await limits.forget(perAddress, phone)
    }
    if (wait > 0) {
      // counted are the wrong codes and the tries still in flight: a refused try is neither
      await limits.settle({ undo: [budget] })
      if (!device && (await limits.peek(budget)) > 0) await tellOwner(phone, language)
      return { result: 'tooMany' }
    }
    const row = await latestUnverified(scope, phone)
    if (!row) {
      await notWrong()
      return { result: 'invalid' } // none sent, or already used once
    }
    const tried = await takeTry(row.id)
    if (typeof tried === 'string') {
      await notWrong()
      return { result: tried }
    }
    const match =
      code.length === tried.code.length && timingSafeEqual(Buffer.from(code), Buffer.from(tried.code))
    if (!match) {
      if (!device && spent >= config.otpFailsPerPhone && config.otpFailsPerPhone > 0)
        await tellOwner(phone, language)
      else if (!device && spent >= config.otpFailsNoticeAt && config.otpFailsNoticeAt > 0)
        await notices.wrongCodes(phone, language)
      return { result: tried.attempts >= OTP_MAX_TRIES ? 'dead' : 'invalid' }
    }
    const ticket = newTicket()
    const [verified] = await db
      .update(otpCodes)
      .set({ verifiedAt: new Date(now()), ticketHash: ticketHash(ticket) })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.verifiedAt)))
      .returning({ id: otpCodes.id })
    await notWrong()
    return verified ? { result: 'ok', ticket } : { result: 'invalid' }
  }

  /** the recent unspent verification of the phone that this ticket was handed for */
  const ticketed = (scope: string, phone: string, ticket: string, t: number) =>
    and(
      eq(otpCodes.scope, scope),
      eq(otpCodes.phone, phone),
      eq(otpCodes.ticketHash, ticketHash(ticket)),
      isNull(otpCodes.consumedAt),
      isNotNull(otpCodes.verifiedAt),
      gt(otpCodes.verifiedAt, new Date(t - TICKET_TTL_MS)),
    )

  /** Whether the ticket may still spend a verification of the phone; spends nothing. */
  async function holdsTicket(scope: string, phone: string, ticket: string): Promise<boolean> {
    if (!ticket) return false
    const rows = await db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(ticketed(scope, phone, ticket, now()))
      .limit(1)
    return rows.length > 0
  }

  /**
   * Spends the verification the ticket was handed for; false when there is none. One conditional
   * statement, so of two concurrent spends of one ticket exactly one wins.
   */
  async function spendTicket(scope: string, phone: string, ticket: string): Promise<boolean> {
    if (!ticket) return false
    const t = now()
    const spent = await db
      .update(otpCodes)
      .set({ consumedAt: new Date(t) })
      .where(ticketed(scope, phone, ticket, t))
      .returning({ id: otpCodes.id })
    return spent.length > 0
  }

  return { send, verify, holdsTicket, spendTicket, ticketed }
}
export type OtpService = ReturnType<typeof createOtpService>

export const VERIFY_MESSAGES: Record<Exclude<VerifyResult, 'ok'>, string> = {
  invalid: 'Invalid code',
  expired: 'The code has expired, request a new one',
  dead: 'This code is no longer valid after 5 wrong tries, request a new one',
  tooMany: TOO_MANY_MESSAGE,
}
