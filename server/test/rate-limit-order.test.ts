/**
 * Rate-limit rows under concurrency (server/lib/rate-limit.ts): `hit` and `settle` take their rows
 * in one order, so counting and taking back at once never deadlock on PostgreSQL, and a deadlock
 * or serialization failure from elsewhere is retried.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { like } from 'drizzle-orm'
import { rateLimits } from '../db/schema'
import { createLimits, retrying, type Count } from '../lib/rate-limit'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('locking order', () => {
  it('counts and takes back the same keys from many requests at once without a deadlock', async () => {
    const limits = createLimits(h.db, h.now)
    const counter = limits.counter('order-test', { max: 1_000_000, windowSeconds: 600 })
    const keys: Count[] = Array.from({ length: 12 }, (_, i) => [counter, `k${String(i).padStart(2, '0')}`])
    const reversed = [...keys].reverse()
    for (let round = 0; round < 15; round++) {
      const work: Promise<unknown>[] = []
      for (let i = 0; i < 8; i++) {
        // the keys given in opposite orders: the rows must still be taken in one
        work.push(limits.hit(...(i % 2 ? keys : reversed)))
        work.push(limits.settle({ undo: i % 2 ? reversed : keys, clear: [] }))
        work.push(limits.settle({ clear: [keys[i]!], undo: i % 2 ? keys : reversed }))
      }
      await Promise.all(work)
    }
    const rows = await h.db.select().from(rateLimits).where(like(rateLimits.key, 'order-test:%'))
    expect(rows.every((row) => row.count >= 0)).toBe(true)
  })
})

describe('retrying', () => {
  it('runs a statement again after a deadlock or a serialization failure, a few times', async () => {
    let calls = 0
    const failing = (codes: string[]) => async () => {
      const code = codes[calls++]
      if (code)
        throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) })
      return 'done'
    }
    expect(await retrying(failing(['40P01', '40001']))).toBe('done')
    expect(calls).toBe(3)
    calls = 0
    await expect(retrying(failing(['23505']))).rejects.toThrow('Failed query')
    expect(calls).toBe(1)
    calls = 0
    await expect(retrying(failing(Array(10).fill('40P01')))).rejects.toThrow('Failed query')
    expect(calls).toBe(5)
  })
})
