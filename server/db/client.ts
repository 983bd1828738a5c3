/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL through `pg` when
 * DATABASE_URL is set. Both run the same schema and the same committed migrations.
 */
import { fileURLToPath } from 'node:url'
import { mkdirSync } from 'node:fs'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' }

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

/** `dir` undefined → in-memory PGlite (tests). */
export async function openPglite(dir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (dir) mkdirSync(dir, { recursive: true })
  // relaxedDurability: flush to disk in the background instead of after every query (5-10x faster
  // reads under load); main.ts closes the database on SIGINT/SIGTERM so a clean stop loses nothing
  const client = dir ? new PGlite(dir, { relaxedDurability: true }) : new PGlite()
  const db = drizzle({ client, schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  return { db: db as unknown as Db, close: () => client.close(), kind: 'pglite' }
}

export async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  const db = drizzle({ client: pool, schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  return { db: db as unknown as Db, close: () => pool.end(), kind: 'postgres' }
}

export function dataDir(): string {
  return process.env.DATA_DIR ?? '.data'
}

export async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  if (url) return openPostgres(url)
  return openPglite(`${dataDir()}/pglite`)
}
