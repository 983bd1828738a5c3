/**
 * Fixed-window limits counted in the database (table rate_limits), so every server instance sees
 * the same counts and a restart forgets none (DESIGN §1, §5). Counting is one atomic statement:
 * an INSERT … ON CONFLICT DO UPDATE … RETURNING that starts a new window when the old one has
 * ended, for one key or several at once (a login counts its phone and its address together). A
 * key has its own row, so no key can reset another's count; ended windows are swept.
 *
 * Chosen over rate-limiter-flexible's PostgreSQL store, which needs a `pg` pool (PGlite, the
 * default database, has none) and runs the same upsert per key. A login costs two statements (count
 * before the password check; forget or take back after it), next to a password hash of ~250 ms.
 */
import { inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'

export type Limit = {
  /** counts more than this within a window are refused; 0 turns the limit off */
  max: number
  windowSeconds: number
}

/** One limit, e.g. failed logins per phone; its keys are stored as `<name>:<key>`. */
export type Counter = { name: string; limit: Limit }
/** A count of one key against one limit. */
export type Count = readonly [Counter, string]

/** how often one instance deletes ended windows, milliseconds */
export const SWEEP_EVERY_MS = 60_000

/** Told once per window, when a key's count first passes its limit (the log's lockout line). */
export type OnLock = (name: string, key: string, retryAfter: number) => void

export function createLimits(db: Db, now: () => number, onLock: OnLock = () => undefined) {
  let lastSweep = now()
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`
  const rowKey = ([counter, key]: Count) => `${counter.name}:${key}`
  const live = (counts: Count[]) => counts.filter(([counter]) => counter.limit.max > 0)

  async function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = t
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(t)))
  }

  return {
    counter: (name: string, limit: Limit): Counter => ({ name, limit }),

    /**
     * Counts one more for each key: 0 when every count is within its limit, else the seconds until
     * the last refusing window ends. A refused call counts too, but never extends the window.
     */
    async hit(...all: Count[]): Promise<number> {
      const counts = live(all)
      if (counts.length === 0) return 0
      const t = now()
      await sweep(t)
      const rows = await db
        .insert(rateLimits)
        .values(
          counts.map(([counter, key]) => ({
            key: rowKey([counter, key]),
            count: 1,
            resetAt: new Date(t + counter.limit.windowSeconds * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
      let wait = 0
      for (const [counter, key] of counts) {
        const row = rows.find((r) => r.key === rowKey([counter, key]))
        if (!row || row.count <= counter.limit.max) continue
        const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - t) / 1000))
        if (row.count === counter.limit.max + 1) onLock(counter.name, key, retryAfter)
        wait = Math.max(wait, retryAfter)
      }
      return wait
    },

    /**
     * After an attempt: forgets the `clear` keys' counts (a correct password forgets the phone's
     * failures) and takes one count back from the `undo` keys (it was not a failure), in one
     * statement.
     */
    async settle({ clear = [], undo = [] }: { clear?: Count[]; undo?: Count[] }): Promise<void> {
      const cleared = live(clear).map(rowKey)
      const undone = live(undo).map(rowKey)
      if (cleared.length === 0 && undone.length === 0) return
      if (undone.length === 0) {
        await db.delete(rateLimits).where(inArray(rateLimits.key, cleared))
        return
      }
      const decrement = sql`UPDATE ${rateLimits} SET count = GREATEST(count - 1, 0) WHERE key IN ${undone}`
      await db.execute(
        cleared.length === 0
          ? decrement
          : sql`WITH cleared AS (DELETE FROM ${rateLimits} WHERE key IN ${cleared}) ${decrement}`,
      )
    },
  }
}
export type Limits = ReturnType<typeof createLimits>
