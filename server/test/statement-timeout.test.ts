/**
 * A statement stuck on a lock or a bad plan fails its request instead of holding it and its
 * connection until the proxy gives up (review L-10): the requests' pool runs with
 * DATABASE_STATEMENT_TIMEOUT (10 s unless set; server/db/client.ts). PostgreSQL only (the
 * `postgres` project): PGlite runs one statement at a time in the process and has no such limit.
 */
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openPostgres } from '../db/client'
import { testPostgres } from './database'

const before = process.env.DATABASE_STATEMENT_TIMEOUT
afterEach(() => {
  if (before === undefined) delete process.env.DATABASE_STATEMENT_TIMEOUT
  else process.env.DATABASE_STATEMENT_TIMEOUT = before
})

/** the requests' pool on the test cluster's own database, with the timeout as set now */
const requestsPool = () => openPostgres(`${testPostgres()}postgres`, { migrate: false, max: 1 })

describe('the statement timeout of the requests’ pool', () => {
  it('cancels a statement that outruns it, and the pool goes on serving', async () => {
    process.env.DATABASE_STATEMENT_TIMEOUT = '300'
    const database = await requestsPool()
    try {
      const started = Date.now()
      // drizzle names the query; PostgreSQL's own refusal is its cause
      await expect(database.db.execute(sql`SELECT pg_sleep(5)`)).rejects.toMatchObject({
        cause: expect.objectContaining({
          message: expect.stringMatching(/canceling statement due to statement timeout/),
        }),
      })
      expect(Date.now() - started).toBeLessThan(4_000)
      const { rows } = (await database.db.execute(sql`SELECT 1 AS one`)) as unknown as {
        rows: Array<{ one: number }>
      }
      const [row] = rows
      expect(row?.one).toBe(1)
    } finally {
      await database.close()
    }
  })

  it('is 10 s unless set, as docs/api.md says', async () => {
    delete process.env.DATABASE_STATEMENT_TIMEOUT
    const database = await requestsPool()
    try {
      const { rows } = (await database.db.execute(sql`SHOW statement_timeout`)) as unknown as {
        rows: Array<{ statement_timeout: string }>
      }
      const [row] = rows
      expect(row?.statement_timeout).toBe('10s')
    } finally {
      await database.close()
    }
  })
})
