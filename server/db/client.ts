/**
 * Opens the database: PGlite under DATA_DIR by default, PostgreSQL through `pg` when
 * DATABASE_URL is set. Both run the same schema and the same committed migrations.
 */
import { fileURLToPath } from 'node:url'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' }

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url))

/**
 * `dir` undefined → in-memory PGlite (tests); `from`, a dump of another PGlite's data folder
 * (`dumpDataDir`), starts it as a copy of that database (the server tests' seeded template).
 */
export async function openPglite(
  dir?: string,
  from?: Blob,
): Promise<Database & { dump: () => Promise<Blob> }> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (dir) mkdirSync(dir, { recursive: true })
  // relaxedDurability: flush to disk in the background instead of after every query (5-10x faster
  // reads under load); main.ts closes the database on SIGINT/SIGTERM so a clean stop loses nothing
  const client = dir
    ? new PGlite(dir, { relaxedDurability: true })
    : new PGlite(from ? { loadDataDir: from } : {})
  const db = drizzle({ client, schema })
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR })
  return {
    db: db as unknown as Db,
    close: () => client.close(),
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
  }
}

export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number } = {},
): Promise<Database> {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const base = {
    connectionString: url,
    // a database that stops answering (a failover, dropped packets) fails a new connection in
    // seconds instead of hanging the request, and TCP keep-alive notices a dead one in use
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  }
  // several instances starting at once: drizzle's migrator takes no lock, so take one around it.
  // On connections of their own, without the requests' statement timeout: a migration (and the
  // wait for another instance's) may take longer than any request should.
  if (options.migrate !== false) {
    const admin = new pg.Pool({ ...base, max: 2 })
    admin.on('error', () => undefined)
    try {
      await migrateLocked(admin, () =>
        migrate(drizzle({ client: admin, schema }), { migrationsFolder: MIGRATIONS_DIR }),
      )
    } finally {
      await admin.end()
    }
  }
  const pool = new pg.Pool({
    ...base,
    max: options.max ?? Number(process.env.DATABASE_POOL ?? 10),
    // a statement stuck on a lock (or a plan gone wrong) fails its request instead of holding it,
    // and its connection, until the proxy gives up
    statement_timeout: statementTimeout(),
  })
  // an idle client that loses its server (a restart, a failover) must not crash the process
  pool.on('error', () => undefined)
  const db = drizzle({ client: pool, schema })
  return { db: db as unknown as Db, close: () => pool.end(), kind: 'postgres' }
}

/** how long a new PostgreSQL connection may take before the request that needs it fails */
const CONNECT_TIMEOUT_MS = 5_000

/** DATABASE_STATEMENT_TIMEOUT: the longest a request's statement may run, ms (10 s; 0: none) */
function statementTimeout(): number {
  const raw = Number(process.env.DATABASE_STATEMENT_TIMEOUT ?? 10_000)
  return Number.isInteger(raw) && raw >= 0 ? raw : 10_000
}

/** An arbitrary but fixed key for PostgreSQL's advisory lock around the migrations. */
const MIGRATION_LOCK = 7_413_007

async function migrateLocked(pool: import('pg').Pool, run: () => Promise<void>) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await run()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}

export function dataDir(): string {
  return process.env.DATA_DIR ?? '.data'
}

export async function openDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  if (url) return openPostgres(url)
  return openPglite(`${dataDir()}/pglite`)
}

/** How many migrations the code expects (drizzle/meta/_journal.json). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}

/**
 * Why the database cannot serve this code yet ('database unreachable', 'migrations pending'),
 * or null when it can: /readyz's question. A database that does not answer within `timeoutMs`
 * is unreachable: a probe that hangs would keep a dead instance in the proxy's pool.
 */
export async function databaseReady(db: Db, timeoutMs = 3_000): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs)
  })
  try {
    if ((await Promise.race([db.execute(sql`select 1`), late])) === 'late') return 'database unreachable'
  } catch {
    return 'database unreachable'
  } finally {
    clearTimeout(timer)
  }
  try {
    const result = (await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: Array<{ n: number }> }
    return (result.rows[0]?.n ?? 0) >= expectedMigrations() ? null : 'migrations pending'
  } catch {
    return 'migrations pending' // not even the migrations' own table
  }
}
