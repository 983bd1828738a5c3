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
 *
 * `hit` and `settle` lock their rows in one order (sorted by key): two statements taking the same
 * rows in opposite orders deadlock on PostgreSQL. A deadlock or serialization failure that happens
 * all the same (another writer of the table) is retried: each statement is whole or nothing.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm'
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

/** a `hitOnce` member's own row never refuses: it only says the member was counted */
const SEEN_MAX = 1_000_000_000

/** how often one instance deletes ended windows, milliseconds */
export const SWEEP_EVERY_MS = 60_000

/** SQLSTATEs after which the same statement may simply run again */
const RETRYABLE = new Set(['40P01', '40001'])
const RETRIES = 4

/** the SQLSTATE of a failed statement (the driver's error or its cause) */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** Runs one statement again after a deadlock or serialization failure, a few times. */
export async function retrying<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement()
    } catch (err) {
      if (attempt > RETRIES || !RETRYABLE.has(sqlState(err) ?? '')) throw err
      // a short random pause, so the two statements that collided do not collide again
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt))
    }
  }
}

/** Told once per window, when a key's count first passes its limit (the log's lockout line). */
export type OnLock = (name: string, key: string, retryAfter: number) => void

export function createLimits(db: Db, now: () => number, onLock: OnLock = () => undefined) {
  let lastSweep = now()
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`
  const rowKey = ([counter, key]: Count) => `${counter.name}:${key}`
  const live = (counts: Count[]) => counts.filter(([counter]) => counter.limit.max > 0)
  // byte order, as PostgreSQL's COLLATE "C" sorts (keys are ASCII: names, phones, addresses)
  const sorted = (keys: string[]) => [...new Set(keys)].sort()

  async function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = t
    await retrying(() => db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(t))))
  }

  async function countRows(...all: Count[]): Promise<{ wait: number; counts: number[] }> {
    const counts = live(all)
    if (counts.length === 0) return { wait: 0, counts: all.map(() => 0) }
    const t = now()
    await sweep(t)
    const byKey = new Map(counts.map((count) => [rowKey(count), count[0].limit.windowSeconds]))
    const rows = await retrying(() =>
      db
        .insert(rateLimits)
        .values(
          sorted([...byKey.keys()]).map((key) => ({
            key,
            count: 1,
            resetAt: new Date(t + byKey.get(key)! * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${ts(t)} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt }),
    )
    let wait = 0
    for (const [counter, key] of counts) {
      const row = rows.find((r) => r.key === rowKey([counter, key]))
      if (!row || row.count <= counter.limit.max) continue
      const retryAfter = Math.max(1, Math.ceil((row.resetAt.getTime() - t) / 1000))
      if (row.count === counter.limit.max + 1) onLock(counter.name, key, retryAfter)
      wait = Math.max(wait, retryAfter)
    }
    const countOf = (count: Count) =>
      count[0].limit.max > 0 ? (rows.find((r) => r.key === rowKey(count))?.count ?? 0) : 0
    return { wait, counts: all.map(countOf) }
  }

  /** the seconds until the key's window ends when its count is at least `from`, else 0 */
  async function waitFrom(count: Count, from: number): Promise<number> {
    const t = now()
    const [row] = await db
      .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, rowKey(count)), gt(rateLimits.resetAt, new Date(t))))
    if (!row || row.count < from) return 0
    return Math.max(1, Math.ceil((row.resetAt.getTime() - t) / 1000))
  }

  /** the row that says a member was already counted against a key in this window */
  const seenCount = ([counter, key]: Count, member: string): Count => [
    { name: `${counter.name}-seen`, limit: { max: SEEN_MAX, windowSeconds: counter.limit.windowSeconds } },
    `${key}|${member}`,
  ]

  /**
   * After an attempt: forgets the `clear` keys' counts (a correct password forgets the phone's
   * failures) and takes one count back from the `undo` keys (it was not a failure), in one
   * statement.
   */
  async function settle({ clear = [], undo = [] }: { clear?: Count[]; undo?: Count[] }): Promise<void> {
    const cleared = sorted(live(clear).map(rowKey))
    const undone = sorted(live(undo).map(rowKey)).filter((key) => !cleared.includes(key))
    if (cleared.length === 0 && undone.length === 0) return
    const all = sorted([...cleared, ...undone])
    // the rows are locked first, in key order, as hit's upsert takes them; the delete and the
    // decrement then touch only rows this statement already holds
    const locked = sql`SELECT key FROM ${rateLimits} WHERE key IN ${all} ORDER BY key COLLATE "C" FOR UPDATE`
    const del = cleared.length
      ? sql`, cleared AS (DELETE FROM ${rateLimits} WHERE key IN (SELECT key FROM locked WHERE key IN ${cleared}))`
      : sql``
    const dec = undone.length
      ? sql`UPDATE ${rateLimits} SET count = GREATEST(count - 1, 0) WHERE key IN (SELECT key FROM locked WHERE key IN ${undone})`
      : sql`SELECT 1`
    await retrying(() => db.execute(sql`WITH locked AS MATERIALIZED (${locked})${del} ${dec}`))
  }

  return {
    counter: (name: string, limit: Limit): Counter => ({ name, limit }),
    settle,

    /**
     * Counts one more for each key: 0 when every count is within its limit, else the seconds until
     * the last refusing window ends. A refused call counts too, but never extends the window.
     */
    hit: async (...all: Count[]): Promise<number> => (await countRows(...all)).wait,

    /** As `hit`, with each key's count after this one (in the order given; 0 for a limit turned off). */
    count: (...all: Count[]) => countRows(...all),

    /**
     * The seconds until a key's window ends when its next count would be refused (the budget is
     * spent), else 0; counts nothing (a send asks whether the phone's wrong-code budget is spent).
     */
    peek: (count: Count): Promise<number> =>
      count[0].limit.max > 0 ? waitFrom(count, count[0].limit.max) : Promise.resolve(0),

    /**
     * Counts `member` against the key once per window (distinct phones per address: customers
     * behind one carrier NAT are each counted once, however often each of them tries). A member
     * seen before passes while the key is within its limit; a refused member is not counted.
     * `first` is true when this call counted (a success may then take it back with `forget`).
     */
    async hitOnce(count: Count, member: string): Promise<{ wait: number; first: boolean }> {
      if (count[0].limit.max <= 0) return { wait: 0, first: false }
      const seen = seenCount(count, member)
      const { counts } = await countRows(seen)
      if ((counts[0] ?? 0) > 1) return { wait: await waitFrom(count, count[0].limit.max + 1), first: false }
      const wait = (await countRows(count)).wait
      // a refused member is neither remembered nor counted: the key stays at its limit, so the
      // members already counted go on passing
      if (wait > 0) await settle({ clear: [seen], undo: [count] })
      return { wait, first: wait === 0 }
    },

    /** Takes back a `hitOnce` that counted (`first`): the member was not what the limit counts. */
    async forget(count: Count, member: string): Promise<void> {
      await settle({ clear: [seenCount(count, member)], undo: [count] })
    },
  }
}
export type Limits = ReturnType<typeof createLimits>
