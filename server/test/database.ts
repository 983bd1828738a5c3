/**
 * The database a server test file runs on: an in-memory PGlite seeded at SEEDED_AT (the `unit`
 * project: a copy of the run's seeded template, server/test/pglite-template.ts), or, in the `postgres` project, a fresh PostgreSQL database copied from the seeded
 * template (server/test/postgres.global.ts). `instance()` opens another connection pool to the
 * same database, as a second server process would.
 */
import { sql } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { openPglite, openPostgres, type Database } from '../db/client'
import { seed } from '../db/seed/index'
import { pgliteDump, seededPgliteDump } from './pglite-template'

export const SEEDED_AT = Date.parse('2026-11-01T03:00:00Z')
export const TEMPLATE_DATABASE = 'vp_seeded'

export type TestDatabase = Database & {
  /** PostgreSQL only: where another process finds this database */
  url?: string
  /** another server process's view of the same data (PGlite: the same single connection) */
  instance: () => Promise<Database>
}

/**
 * A PGlite of the test's own with the schema and no rows, a first start's database: a copy of the
 * run's dump when the project made a folder for them (server/test/pglite.global.ts), else created.
 */
export async function openMigratedPglite(): Promise<Database> {
  const template = inject('pgliteTemplateDir')
  return template ? openPglite(undefined, await pgliteDump(template, 'migrated', SEEDED_AT)) : openPglite()
}

/** A new PGlite cluster of the test's own with nothing migrated, as `new PGlite()` starts one. */
export async function openBarePglite(): Promise<import('@electric-sql/pglite').PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const template = inject('pgliteTemplateDir')
  const client = template
    ? new PGlite({ loadDataDir: await pgliteDump(template, 'bare', SEEDED_AT) })
    : new PGlite()
  await client.waitReady
  return client
}

export function testPostgres(): string | undefined {
  return inject('postgresServer') || undefined
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const server = testPostgres()
  if (!server) {
    const template = inject('pgliteTemplateDir')
    const database = template
      ? await openPglite(undefined, await seededPgliteDump(template, SEEDED_AT))
      : await openPglite()
    if (!template) await seed(database.db, SEEDED_AT)
    return { ...database, instance: async () => ({ ...database, close: async () => undefined }) }
  }
  const name = `vp_${randomBytes(6).toString('hex')}`
  const admin = await openPostgres(`${server}postgres`, { migrate: false, max: 1 })
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`))
  const url = `${server}${name}`
  const database = await openPostgres(url)
  return {
    ...database,
    url,
    instance: () => openPostgres(url),
    async close() {
      await database.close()
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      await admin.close()
    },
  }
}
