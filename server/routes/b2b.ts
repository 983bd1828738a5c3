/**
 * Device service: /b2b/getprofile, verifyphone, resendotp, verifyotp (success = status.code 200).
 * Every call reaches only the box of its device session (X-Device-Session, from a verified
 * /stb-profile link) or, with a customer's login token, that customer's own boxes.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import { getProfileBody, PHONE_TAKEN_MESSAGE, verifyOtpBody, verifyPhoneBody } from '../../contract/b2b'
import { normalizePhone, PHONE_PATTERN } from '../../contract/common'
import { otpCodes, stbs } from '../db/schema'
import type { AppEnv, Deps } from '../lib/deps'
import { languageOf } from '../lib/language'
import { bearerOf } from '../lib/auth'
import { b2bProfile, b2bResult as result } from '../lib/reply'
import { sqlState } from '../lib/rate-limit'
import { json } from '../lib/validate'
import { askerOf } from '../services/code-asker'
import { createOtpService, TOO_MANY_MESSAGE, VERIFY_MESSAGES } from '../services/otp'
import { DEVICE_SESSION_HEADER } from './stb'

/** PostgreSQL's SQLSTATE for a unique index refusing a row */
const UNIQUE_VIOLATION = '23505'

export const LOOKUP_NOT_FOUND = 'This Serial Number/Customer ID/Phone Number is unavailable.'

export const DEVICE_SESSION_REQUIRED = 'Unauthorized: open this page from the signed link on the box'

export function b2bRoutes(deps: Deps) {
  const { db } = deps
  const otp = createOtpService(deps)
  const app = new Hono<AppEnv>()

  const reach: MiddlewareHandler<AppEnv> = async (c, next) => {
    const session = c.req.header(DEVICE_SESSION_HEADER)
    const bearer = bearerOf(c.req.header('authorization'))
    const device = session ? await deps.sessions.verify(session, ['device']) : null
    const customer = !device && bearer ? await deps.sessions.verify(bearer, ['user']) : null
    if (device?.sn) c.set('boxes', eq(stbs.sn, device.sn))
    else if (customer) c.set('boxes', eq(stbs.userId, Number(customer.sub)))
    else return result(c, 401, false, DEVICE_SESSION_REQUIRED, 401)
    await next()
  }
  app.use('*', reach)
  /** the box with this customer ID, if the caller may reach it */
  const reachable = async (c: Context<AppEnv>, customerid: string) =>
    (
      await db
        .select()
        .from(stbs)
        .where(and(eq(stbs.customerId, customerid), c.get('boxes')))
        .limit(1)
    )[0]

  app.post('/getprofile', json(getProfileBody), async (c) => {
    const { sn } = c.req.valid('json')
    // the purchase page looks a device up by serial number, customer ID or phone number
    const phone = PHONE_PATTERN.test(sn) ? normalizePhone(sn) : null
    const [stb] = await db
      .select()
      .from(stbs)
      .where(
        and(
          c.get('boxes'),
          or(eq(stbs.sn, sn), eq(stbs.customerId, sn), phone ? eq(stbs.phone, phone) : undefined),
        ),
      )
      .limit(1)
    const profile = stb && {
      nama: stb.ownerName,
      customerid: stb.customerId,
      tlp: stb.phone,
      telp_valid: stb.phoneVerified,
      email: stb.email,
      stbsn: stb.sn,
      stbmacaddress: stb.macAddress,
    }
    return b2bProfile(c, profile ?? null, LOOKUP_NOT_FOUND)
  })

  /** Checks the box exists and the phone is not verified on another box, then sends a code. */
  async function sendFor(c: Context<AppEnv>, customerid: string, phonenumber: string) {
    if (!(await reachable(c, customerid))) return result(c, 404, false, 'Device not found')
    const [other] = await db
      .select({ id: stbs.id })
      .from(stbs)
      .where(and(eq(stbs.phone, phonenumber), eq(stbs.phoneVerified, true), ne(stbs.customerId, customerid)))
      .limit(1)
    if (other) return result(c, 200, false, PHONE_TAKEN_MESSAGE)
    const sent = await otp.send(
      `b2b:${customerid}`,
      phonenumber,
      await askerOf(c, deps, phonenumber),
      languageOf(c.req.header('accept-language')),
    )
    if (!sent.ok) return result(c, 429, false, TOO_MANY_MESSAGE, 429)
    return result(c, 200, true, 'Code sent')
  }

  app.post('/verifyphone', json(verifyPhoneBody), async (c) => {
    const { customerid, phonenumber } = c.req.valid('json')
    return sendFor(c, customerid, phonenumber)
  })

  app.post('/resendotp', json(verifyPhoneBody), async (c) => {
    const { customerid, phonenumber } = c.req.valid('json')
    return sendFor(c, customerid, phonenumber)
  })

  /**
   * Spends this call's own verification (its ticket) and gives the box the phone in one
   * statement, which also checks that no other box has the phone verified (review L-8); two boxes
   * verifying one phone at once meet the unique index on verified phones, and the loser's whole
   * statement, the spend included, is undone.
   */
  async function bindPhone(scope: string, customerid: string, phone: string, ticket: string) {
    const t = new Date(deps.now())
    try {
      const bound = await db.execute(sql`
        WITH spent AS (
          UPDATE ${otpCodes} SET consumed_at = ${t.toISOString()}::timestamptz
          WHERE ${otp.ticketed(scope, phone, ticket, t.getTime())} RETURNING id
        )
        UPDATE ${stbs} SET phone = ${phone}, phone_verified = true
        WHERE customer_id = ${customerid} AND EXISTS (SELECT 1 FROM spent) AND NOT EXISTS (
          SELECT 1 FROM ${stbs} AS other
          WHERE other.phone = ${phone} AND other.phone_verified AND other.customer_id <> ${customerid}
        )
        RETURNING id`)
      if ((bound as unknown as { rows: unknown[] }).rows.length > 0) return 'bound'
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION) throw err
      return 'taken'
    }
    const [other] = await db
      .select({ id: stbs.id })
      .from(stbs)
      .where(and(eq(stbs.phone, phone), eq(stbs.phoneVerified, true), ne(stbs.customerId, customerid)))
      .limit(1)
    return other ? 'taken' : 'unspent'
  }

  app.post('/verifyotp', json(verifyOtpBody), async (c) => {
    const { customerid, phonenumber, otp: code } = c.req.valid('json')
    if (!(await reachable(c, customerid))) return result(c, 404, false, 'Device not found')
    const scope = `b2b:${customerid}`
    const outcome = await otp.verify(
      scope,
      phonenumber,
      code,
      await askerOf(c, deps, phonenumber),
      languageOf(c.req.header('accept-language')),
    )
    if (outcome.result === 'tooMany') return result(c, 429, false, TOO_MANY_MESSAGE, 429)
    if (outcome.result !== 'ok') return result(c, 200, false, VERIFY_MESSAGES[outcome.result])
    const bound = await bindPhone(scope, customerid, phonenumber, outcome.ticket)
    if (bound === 'taken') return result(c, 200, false, PHONE_TAKEN_MESSAGE)
    if (bound === 'unspent') return result(c, 200, false, VERIFY_MESSAGES.invalid)
    return result(c, 200, true, 'Phone number verified')
  })

  return app
}
