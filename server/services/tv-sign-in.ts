/**
 * Signing a TV in with a code (OAuth 2.0 Device Authorization Grant, RFC 8628). The TV asks for a
 * pair of codes: the device code it keeps (stored only as its SHA-256, so the table cannot be
 * replayed from a backup) and the user code the customer types on the site's /tv page. The
 * customer approves or denies it there; the TV polls meanwhile and, once approved, gets tokens —
 * exactly once: the poll that issues them moves the row from approved to issued in the same
 * statement that reads it, with the row locked, so two polls at once cannot both see it approved.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { tvSignIns } from '../db/schema'
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '../../contract/tv'

export { normalizeUserCode, shownUserCode, USER_CODE_ALPHABET, USER_CODE_LENGTH } from '../../contract/tv'
/** the first polling interval (RFC 8628 §3.2); a code's lifetime is the operator's (TV_CODE_TTL_SECONDS) */
export const POLL_INTERVAL = 5
/** RFC 8628 §3.5: each slow_down adds 5 seconds to the interval */
export const SLOW_DOWN_STEP = 5

function newUserCode(): string {
  let code = ''
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)]
  return code
}

const hashOf = (deviceCode: string) => createHash('sha256').update(deviceCode).digest('hex')

/** What a poll of the token endpoint comes to (RFC 8628 §3.5). */
export type Poll =
  | { kind: 'unknown' | 'used' | 'expired' | 'pending' | 'denied' }
  | { kind: 'slow'; interval: number }
  | { kind: 'issued'; userId: number; clientId: string }

/** A user code as the site sees it. */
export type Looked = { clientId: string; state: 'pending' | 'expired' | 'used' }

/** The answer to approving or denying a user code. */
export type Decision = 'done' | 'unknown' | 'expired' | 'used'

export function createTvSignIn(deps: { db: Db; now: () => number; config: { tvCodeTtl: number } }) {
  const { db, now } = deps
  const codeTtl = deps.config.tvCodeTtl
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`

  /** A new pair of codes for a registered client. */
  async function start(clientId: string) {
    const t = now()
    const deviceCode = randomBytes(32).toString('base64url')
    // a user code is unique among the rows kept: on the rare clash another one is drawn
    for (let attempt = 0; attempt < 5; attempt++) {
      const userCode = newUserCode()
      const [row] = await db
        .insert(tvSignIns)
        .values({
          deviceCodeHash: hashOf(deviceCode),
          userCode,
          clientId,
          status: 'pending',
          pollInterval: POLL_INTERVAL,
          createdAt: new Date(t),
          expiresAt: new Date(t + codeTtl * 1000),
        })
        .onConflictDoNothing()
        .returning({ userCode: tvSignIns.userCode })
      if (row) return { deviceCode, userCode, expiresIn: codeTtl, interval: POLL_INTERVAL }
    }
    throw new Error('could not draw a free user code')
  }

  /**
   * One poll of the TV. In one statement, with the row locked: a poll sooner than the interval
   * after the last one is too fast (the interval grows by SLOW_DOWN_STEP), and a poll of an
   * approved, live code that is not too fast moves it to issued — the one poll that gets tokens.
   * A device code is only ever the client's that asked for it.
   */
  async function poll(deviceCode: string, clientId: string): Promise<Poll> {
    const t = now()
    const result = await db.execute(sql`
      WITH prev AS (
        SELECT device_code_hash, status, poll_interval, expires_at,
          (last_polled_at IS NOT NULL AND last_polled_at > ${ts(t)} - make_interval(secs => poll_interval)) AS fast
        FROM ${tvSignIns}
        WHERE device_code_hash = ${hashOf(deviceCode)} AND client_id = ${clientId} FOR UPDATE
      )
      UPDATE ${tvSignIns} AS d SET
        last_polled_at = ${ts(t)},
        poll_interval = CASE WHEN prev.fast THEN prev.poll_interval + ${SLOW_DOWN_STEP} ELSE prev.poll_interval END,
        status = CASE WHEN prev.status = 'approved' AND NOT prev.fast AND prev.expires_at > ${ts(t)}
          THEN 'issued' ELSE prev.status END
      FROM prev WHERE d.device_code_hash = prev.device_code_hash
      RETURNING prev.status AS was, d.status AS status, prev.fast AS fast,
        (prev.expires_at <= ${ts(t)}) AS expired, d.poll_interval AS "interval", d.user_id AS "userId",
        d.client_id AS "clientId"`)
    const [row] = (result as unknown as { rows: PollRow[] }).rows
    if (!row) return { kind: 'unknown' }
    // a used code is told as such before anything else: its tokens went to the first poll
    if (row.was === 'issued') return { kind: 'used' }
    if (row.expired) return { kind: 'expired' }
    if (row.fast) return { kind: 'slow', interval: Number(row.interval) }
    if (row.was === 'approved' && row.status === 'issued')
      return { kind: 'issued', userId: Number(row.userId), clientId: row.clientId }
    if (row.was === 'denied') return { kind: 'denied' }
    return { kind: 'pending' }
  }

  /** A user code typed on the site: its client and state, or null when there is none. */
  async function lookUp(userCode: string): Promise<Looked | null> {
    const [row] = await db
      .select({ clientId: tvSignIns.clientId, status: tvSignIns.status, expiresAt: tvSignIns.expiresAt })
      .from(tvSignIns)
      .where(eq(tvSignIns.userCode, userCode))
    if (!row) return null
    const state = row.status !== 'pending' ? 'used' : row.expiresAt.getTime() <= now() ? 'expired' : 'pending'
    return { clientId: row.clientId, state }
  }

  /**
   * The customer approves (the TV is signed in to their account at its next poll) or denies a
   * pending, live code: one conditional statement, so a code is decided once.
   */
  async function decide(userCode: string, userId: number, approve: boolean): Promise<Decision> {
    const [row] = await db
      .update(tvSignIns)
      .set({ status: approve ? 'approved' : 'denied', userId })
      .where(
        and(
          eq(tvSignIns.userCode, userCode),
          eq(tvSignIns.status, 'pending'),
          gt(tvSignIns.expiresAt, new Date(now())),
        ),
      )
      .returning({ clientId: tvSignIns.clientId })
    if (row) return 'done'
    const looked = await lookUp(userCode)
    return looked ? (looked.state === 'pending' ? 'used' : looked.state) : 'unknown'
  }

  return { start, poll, lookUp, decide }
}
type PollRow = {
  was: string
  status: string
  fast: boolean
  expired: boolean
  interval: number
  userId: number | null
  clientId: string
}
export type TvSignIn = ReturnType<typeof createTvSignIn>
