/**
 * One migrated and seeded PGlite per test run, copied into each server test file: starting PGlite
 * from a dump of the seeded database skips the migrations and the seed, which each file otherwise
 * repeats (about three quarters of a file's database start). The first file to ask makes the dump
 * in the run's folder (server/test/pglite.global.ts), holding a lock file so the other worker
 * waits for it instead of making a second; each file then starts its own PGlite from the dump, so
 * files share no data.
 */
import { existsSync, openSync, closeSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPglite } from '../db/client'
import { seed } from '../db/seed/index'
import { setPasswordCostForTests } from '../lib/password'

const WAIT_MS = 180_000

/** The seeded database as a PGlite data-folder dump, made once per run in `dir`. */
export async function seededPgliteDump(dir: string, seededAt: number): Promise<Blob> {
  const file = join(dir, 'seeded.tar')
  if (!existsSync(file)) {
    let mine = false
    try {
      closeSync(openSync(join(dir, 'seeded.lock'), 'wx'))
      mine = true
    } catch {
      // another file is making it
    }
    if (mine) {
      setPasswordCostForTests(10) // as the harness seeds: logins in tests stay cheap
      const database = await openPglite()
      try {
        await seed(database.db, seededAt)
        const dump = await database.dump()
        writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()))
        renameSync(`${file}.part`, file)
      } finally {
        await database.close()
      }
    } else {
      const until = Date.now() + WAIT_MS
      while (!existsSync(file)) {
        if (Date.now() > until) throw new Error(`no seeded PGlite dump in ${dir} after ${WAIT_MS} ms`)
        await sleep(100)
      }
    }
  }
  return new Blob([readFileSync(file)])
}

/**
 * Lays the run's seeded database into `dir` as an on-disk PGlite, for a server process a test
 * starts on a data folder (server/main.ts opens `DATA_DIR/pglite`): it then starts on a seeded
 * database, as on any start after the first, instead of creating, migrating and seeding its own.
 */
export async function laySeededPglite(dir: string, template: string, seededAt: number): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(dir, { loadDataDir: await seededPgliteDump(template, seededAt) })
  await db.waitReady
  await db.close()
}
