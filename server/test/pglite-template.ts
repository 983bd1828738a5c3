/**
 * One PGlite per test run, copied into each server test file that needs a database: starting
 * PGlite from a dump of a data folder skips creating the cluster (initdb), the migrations and the
 * seed, which each file otherwise repeats (about three quarters of a file's database start; a
 * cluster created from nothing is seconds of CPU). The first file to ask makes the dumps in the
 * run's folder (server/test/pglite.global.ts), holding a lock file so the other worker waits for
 * them instead of making them again; each file then starts its own PGlite from a dump, so files
 * share no data. Three stages of one database: `bare` (a new cluster, nothing migrated), `migrated`
 * (the schema, no rows: a first start's database) and `seeded` (what every harness starts on).
 */
import { existsSync, openSync, closeSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPglite } from '../db/client'
import { seed } from '../db/seed/index'
import { setPasswordCostForTests } from '../lib/password'

const WAIT_MS = 180_000

export type PgliteStage = 'bare' | 'migrated' | 'seeded'

// a worker that runs several files (the `unit` project shares its modules) reads each dump once
const loaded = new Map<string, Blob>()

/** A PGlite data-folder dump of the test database at `stage`, made once per run in `dir`. */
export async function pgliteDump(dir: string, stage: PgliteStage, seededAt: number): Promise<Blob> {
  const file = join(dir, `${stage}.tar`)
  const known = loaded.get(file)
  if (known) return known
  // the seeded dump is written last: once it is there, so are the others
  if (!existsSync(join(dir, 'seeded.tar'))) {
    let mine = false
    try {
      closeSync(openSync(join(dir, 'dumps.lock'), 'wx'))
      mine = true
    } catch {
      // another file is making them
    }
    if (mine) await makeDumps(dir, seededAt)
    else {
      const until = Date.now() + WAIT_MS
      while (!existsSync(join(dir, 'seeded.tar'))) {
        if (Date.now() > until) throw new Error(`no PGlite dumps in ${dir} after ${WAIT_MS} ms`)
        await sleep(100)
      }
    }
  }
  const blob = new Blob([readFileSync(file)])
  loaded.set(file, blob)
  return blob
}

/** The seeded database as a PGlite data-folder dump, made once per run in `dir`. */
export function seededPgliteDump(dir: string, seededAt: number): Promise<Blob> {
  return pgliteDump(dir, 'seeded', seededAt)
}

/**
 * The three stages, dumped after each: a new cluster; then that cluster opened as every PGlite is
 * (`openPglite` migrates it); then seeded.
 */
async function makeDumps(dir: string, seededAt: number): Promise<void> {
  const write = async (stage: PgliteStage, dump: Blob) => {
    const file = join(dir, `${stage}.tar`)
    writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()))
    renameSync(`${file}.part`, file)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const cluster = new PGlite()
  let bare: Blob
  try {
    await cluster.waitReady
    bare = await cluster.dumpDataDir('none')
    await write('bare', bare)
  } finally {
    await cluster.close()
  }
  setPasswordCostForTests(10) // as the harness seeds: logins in tests stay cheap
  const database = await openPglite(undefined, bare)
  try {
    await database.dump().then((dump) => write('migrated', dump))
    await seed(database.db, seededAt)
    // written last: once it is there, so are the others
    await database.dump().then((dump) => write('seeded', dump))
  } finally {
    await database.close()
  }
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
