/**
 * Fixed-window limits counted in the database (table rate_limits), so every server instance sees
 * the same counts and a restart forgets none (DESIGN §1, §5). Each count is one atomic statement:
 * an INSERT … ON CONFLICT DO UPDATE … RETURNING that starts a new window when the old one has
 * ended. A key has its own row, so no key can reset another's count; ended windows are swept.
 *
 * Measured before choosing this over rate-limiter-flexible's PostgreSQL store: that store needs a
 * `pg` pool (PGlite, the default database, has none) and does the same upsert. A login pays one
 * such statement per counter, well under a millisecond next to the password hash (see the note
 * of the production back end's issue for the figures).
 */
import { eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export type Limit = {
  /** counts more than this within a window are refused; 0 turns the limit off */
  max: number
  windowSeconds: number
}

export type Counter = {
  /**
   * Counts one more for `key`: 0 when that count is within the limit, else the seconds until the
   * window ends (a refused call counts too, but never extends the window).
   */
  hit: (key: string) => Promise<number>
  /** Takes one count back (an attempt that turned out not to count, a correct password). */
  undo: (key: string) => Promise<void>
  /** Forgets `key`'s count (a successful login forgets the phone's failures). */
  clear: (key: string) => Promise<void>
}

/** how often one instance deletes ended windows, milliseconds */
export const SWEEP_EVERY_MS = 60_000

/** Told once per window, when a key's count first passes its limit (the log's lockout line). */
export type OnLock = (name: string, key: string, retryAfter: number) => void

export function createLimits(db: Db, now: () => number, onLock: OnLock = () => undefined) {
  let lastSweep = now()
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`

  async function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = t
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(t)))
  }

  return function counter(name: string, limit: Limit): Counter {
    const off = limit.max <= 0
    const full = `${name}:`
    const secondsUntil = (resetAt: Date, t: number) => Math.max(1, Math.ceil((resetAt.getTime() - t) / 1000))

    return {
      async hit(key) {
        if (off) return 0
        const t = now()
        await sweep(t)
        const [row] = await db
          .insert(rateLimits)
          .values({ key: full + key, count: 1, resetAt: new Date(t + limit.windowSeconds * 1000) })
          .onConflictDoUpdate({
            target: rateLimits.key,
            set: {
              count: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN 1 ELSE ${rateLimits.count} + 1 END`,
              resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
            },
          })
          .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        if (!row || row.count <= limit.max) return 0
        const retryAfter = secondsUntil(row.resetAt, t)
        if (row.count === limit.max + 1) onLock(name, key, retryAfter)
        return retryAfter
      },
      async undo(key) {
        if (off) return
        await db
          .update(rateLimits)
          .set({ count: sql`GREATEST(${rateLimits.count} - 1, 0)` })
          .where(eq(rateLimits.key, full + key))
      },
      async clear(key) {
        if (off) return
        await db.delete(rateLimits).where(eq(rateLimits.key, full + key))
      },
    }
  }
}
