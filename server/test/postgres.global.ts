/**
 * Global set-up of the `postgres` test project (vite.config.ts): one throw-away PostgreSQL server
 * for the whole run, with a database migrated and seeded once as the template every test file
 * copies (server/test/database.ts). The server is stopped at the end, failures included.
 */
import type { TestProject } from 'vitest/node'
import { sql } from 'drizzle-orm'
import { openPostgres } from '../db/client'
import { seed } from '../db/seed/index'
import { setPasswordCostForTests } from '../lib/password'
import { startCluster } from './postgres-cluster'
import { SEEDED_AT, TEMPLATE_DATABASE } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test server's URL, without a database; only in the `postgres` project */
    postgresServer: string
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster()
  try {
    const admin = await openPostgres(cluster.url(), { migrate: false })
    await admin.db.execute(sql.raw(`CREATE DATABASE ${TEMPLATE_DATABASE}`))
    await admin.close()
    setPasswordCostForTests(10) // as the PGlite harness seeds: logins in tests stay cheap
    const template = await openPostgres(cluster.url(TEMPLATE_DATABASE))
    await seed(template.db, SEEDED_AT)
    await template.close()
  } catch (err) {
    await cluster.stop()
    throw err
  }
  project.provide('postgresServer', cluster.url(''))
  return () => cluster.stop()
}
