/**
 * One sweeper for the tables that grow with every call and whose rows end: each is one atomic
 * `DELETE … WHERE <end> < now - keep`, so several instances sweeping at once delete each row once
 * and never a live one. main.ts runs it once a minute (SWEEP_EVERY_MS). A table added later (a
 * limit's or a throttle's rows) is one more entry in SWEPT.
 */
import { lt } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import {
  loginSessions,
  loginThrottle,
  otpCodes,
  passkeyChallenges,
  rateLimits,
  revokedTokens,
  tokenFamilies,
  tvSignIns,
} from '../db/schema'
import type { Log } from '../lib/log'
import { SEEN_FOR_MS } from './sessions'

const DAY_MS = 24 * 3600 * 1000
export const SWEEP_EVERY_MS = 60_000

export type Swept = {
  table: PgTable
  /** when a row ends */
  end: PgColumn
  /** how long a row is kept after its end, milliseconds (default 0) */
  keepMs?: number
}

export const SWEPT: Swept[] = [
  // a code lives minutes; its row is kept a day for the per-phone counts that look back that far
  { table: otpCodes, end: otpCodes.expiresAt, keepMs: DAY_MS },
  // a family ends with its latest refresh token (spending one moves the end)
  { table: tokenFamilies, end: tokenFamilies.expiresAt },
  // a logged-out token needs no entry once it has expired anyway
  { table: revokedTokens, end: revokedTokens.expiresAt },
  { table: rateLimits, end: rateLimits.resetAt },
  // password-check delays (server/lib/login-throttle.ts sweeps them too, when logins come)
  { table: loginThrottle, end: loginThrottle.forgetAt },
  // the new-device notice looks back SEEN_FOR_MS over a customer's sign-ins
  { table: loginSessions, end: loginSessions.lastActiveAt, keepMs: SEEN_FOR_MS },
  // a TV's code lives 10 minutes; kept an hour more so the site can still say it expired
  { table: tvSignIns, end: tvSignIns.expiresAt, keepMs: 3600 * 1000 },
  // a passkey challenge never used (a prompt the customer cancelled)
  { table: passkeyChallenges, end: passkeyChallenges.expiresAt },
]

export function createSweeper(deps: { db: Db; now: () => number; log?: Log; tables?: Swept[] }) {
  const tables = deps.tables ?? SWEPT
  /** deletes every ended row of every table; a table that fails does not stop the others */
  async function sweep(): Promise<void> {
    const t = deps.now()
    for (const { table, end, keepMs = 0 } of tables) {
      try {
        await deps.db.delete(table).where(lt(end, new Date(t - keepMs)))
      } catch (err) {
        deps.log?.error({ err }, 'sweeping ended rows failed')
      }
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined
  return {
    sweep,
    /** sweeps now and then every SWEEP_EVERY_MS until stop() */
    start() {
      void sweep()
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
    },
  }
}
