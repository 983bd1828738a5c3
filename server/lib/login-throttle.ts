/**
 * Progressive delay for password checks (DESIGN §5, "under attack"): a key (a phone, a known
 * device of an account, a sign-in, a client address) may fail a few times freely; past that each
 * failure makes the next attempt wait, twice as long each time up to a cap. Nothing is ever shut
 * for good: the wait of a key is at most the cap after its last attempt, and a key is forgotten a
 * window after its last wait. Unlike a hard lockout, an owner whose phone a stranger keeps
 * failing still gets in, later or at once from a device that signed in before (server/services/credentials.ts).
 *
 * Every attempt is counted before the password is checked, in one conditional statement (an
 * UPDATE … WHERE next_at <= now, or an INSERT … ON CONFLICT DO NOTHING for a new key), so
 * attempts made at the same time on several instances cannot slip past the wait; a correct
 * password then forgets the key (or takes its count back).
 */
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { loginFailedPhones, loginThrottle } from '../db/schema'

export type ThrottlePolicy = {
  /** failures without any wait */
  free: number
  /** the wait after the first failure past the free ones, seconds; it doubles with each one */
  baseSeconds: number
  /** the longest wait, seconds */
  capSeconds: number
  /** how long failures are remembered after the last wait ends, seconds */
  forgetSeconds: number
}

/** how often one instance deletes forgotten rows, milliseconds */
const SWEEP_EVERY_MS = 60_000

/** The wait (seconds) that follows failure number `n` under `policy`. */
export function delayAfter(n: number, policy: ThrottlePolicy): number {
  if (n <= policy.free) return 0
  return Math.min(policy.capSeconds, policy.baseSeconds * 2 ** (n - policy.free - 1))
}

/**
 * `pairSeconds`: how long a phone's failure from an address counts towards the address; `onWait`
 * is told once per run of failures, when a key first has to wait (the log's lockout line).
 */
export function createLoginThrottle(
  db: Db,
  now: () => number,
  pairSeconds: number,
  onWait: (key: string, seconds: number) => void = () => undefined,
) {
  let lastSweep = now()
  const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`

  async function sweep(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = t
    await db.delete(loginThrottle).where(lt(loginThrottle.forgetAt, new Date(t)))
    await db.delete(loginFailedPhones).where(lt(loginFailedPhones.at, new Date(t - pairSeconds * 1000)))
  }

  /** next_at for failure number `n` (an SQL expression), as delayAfter computes it */
  const nextAtSql = (n: ReturnType<typeof sql>, p: ThrottlePolicy, t: number) =>
    sql`${ts(t)} + make_interval(secs => CASE WHEN ${n} <= ${p.free} THEN 0 ELSE LEAST(${p.capSeconds}::float8, ${p.baseSeconds}::float8 * power(2::float8, ${n} - ${p.free} - 1)) END)`

  return {
    /** Seconds until every one of `keys` may be tried again; 0 when none has to wait. */
    async waitFor(keys: string[]): Promise<number> {
      if (keys.length === 0) return 0
      const t = now()
      const rows = await db
        .select({ nextAt: loginThrottle.nextAt })
        .from(loginThrottle)
        .where(and(inArray(loginThrottle.key, keys), sql`${loginThrottle.forgetAt} > ${ts(t)}`))
      const latest = Math.max(0, ...rows.map((r) => r.nextAt.getTime()))
      return latest > t ? Math.ceil((latest - t) / 1000) : 0
    },

    /**
     * Counts an attempt of `key` as a failure unless it has to wait: 0 when counted (a correct
     * password then calls `forgive` or `takeBack`), else the seconds still to wait.
     */
    async count(key: string, policy: ThrottlePolicy): Promise<number> {
      const t = now()
      await sweep(t)
      const n = sql`(CASE WHEN ${loginThrottle.forgetAt} <= ${ts(t)} THEN 1 ELSE ${loginThrottle.failures} + 1 END)`
      const next = nextAtSql(n, policy, t)
      const first = new Date(t + delayAfter(1, policy) * 1000)
      // a key another attempt adds at the same moment is there for the second update
      for (let round = 0; round < 2; round += 1) {
        const [moved] = await db
          .update(loginThrottle)
          .set({
            failures: sql`${n}`,
            nextAt: sql`${next}`,
            forgetAt: sql`${next} + make_interval(secs => ${policy.forgetSeconds})`,
          })
          .where(and(eq(loginThrottle.key, key), lte(loginThrottle.nextAt, new Date(t))))
          .returning({ failures: loginThrottle.failures })
        if (moved) {
          if (moved.failures === policy.free + 1) onWait(key, delayAfter(moved.failures, policy))
          return 0
        }
        if (round > 0) break
        const [added] = await db
          .insert(loginThrottle)
          .values({
            key,
            failures: 1,
            nextAt: first,
            forgetAt: new Date(first.getTime() + policy.forgetSeconds * 1000),
          })
          .onConflictDoNothing()
          .returning({ key: loginThrottle.key })
        if (added) {
          if (policy.free === 0) onWait(key, delayAfter(1, policy))
          return 0
        }
      }
      // the row is there and its wait has not ended (or another attempt counted just now)
      const [row] = await db
        .select({ nextAt: loginThrottle.nextAt })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, key))
      return Math.max(1, Math.ceil(((row?.nextAt.getTime() ?? t) - t) / 1000))
    },

    /** A correct password: the key's failures are forgotten. */
    async forgive(...keys: string[]): Promise<void> {
      if (keys.length > 0) await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys))
    },

    /** The attempt counted was no failure (correct, or nothing was checked): one count back. */
    async takeBack(key: string): Promise<void> {
      await db
        .update(loginThrottle)
        .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
        .where(eq(loginThrottle.key, key))
    },

    /**
     * Notes that `phone` is tried from `address`: true when it is the first time within the
     * window (the address's count of distinct phones then goes up by one).
     */
    async firstTry(address: string, phone: string): Promise<boolean> {
      const t = now()
      const stale = new Date(t - pairSeconds * 1000)
      const rows = await db
        .insert(loginFailedPhones)
        .values({ address, phone, at: new Date(t) })
        .onConflictDoUpdate({
          target: [loginFailedPhones.address, loginFailedPhones.phone],
          set: { at: new Date(t) },
          setWhere: lte(loginFailedPhones.at, stale),
        })
        .returning({ at: loginFailedPhones.at })
      return rows.length > 0
    },

    /** The phone's try from the address was correct: it is no longer among the address's failures. */
    async forgetTry(address: string, phone: string): Promise<void> {
      await db
        .delete(loginFailedPhones)
        .where(and(eq(loginFailedPhones.address, address), eq(loginFailedPhones.phone, phone)))
    },
  }
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>
