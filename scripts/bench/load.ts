/**
 * `npm run load`: drives GET /api/v1/user/check and GET /api/v1/package/starter with autocannon
 * at 200 concurrent connections on 127.0.0.1 for 20 s (LOAD_SECONDS overrides) and prints
 * requests/s, p99 latency and the error count.
 *
 * `npm run load:login` (`--login`): a login storm instead — 200 clients log the demo customer in
 * back to back for 10 s (LOAD_SECONDS overrides) while one more client keeps loading GET / (the
 * built site; run `npm run build` first) — and prints logins/s, their p50/p99, how many the server
 * shed (503), and the p50/p99 of GET / during the storm.
 *
 * By default it starts its own server process on a fresh temporary database (PGlite) with the
 * user/check rate limit disabled (USER_CHECK_PER_MINUTE=0) and the login limits set out of reach
 * (still counted) — 200 connections from one address would otherwise be, correctly, limited. LOAD_URL=http://127.0.0.1:PORT targets a running server
 * instead (start that one with USER_CHECK_PER_MINUTE=0 too).
 *
 * `--instances N` (`npm run load -- --instances 2`, `npm run load:login -- --instances 2`) runs
 * production's shape instead: a throw-away PostgreSQL server (server/test/postgres-cluster.ts)
 * and N server processes on it, the connections spread over them round-robin as a layer-4
 * proxy would (autocannon's list of URLs; the login storm's clients in turn). Everything shares
 * this machine's cores with the load generator, so the figures compare set-ups, not hardware.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { openPostgres } from '../../server/db/client'
import { startCluster, type Cluster } from '../../server/test/postgres-cluster'

type Result = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
}
type Autocannon = (opts: {
  url: string | string[]
  connections: number
  duration: number
  timeout: number
  requests: { method: 'GET'; path: string }[]
}) => Promise<Result>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const login = process.argv.includes('--login')
const seconds = Number(process.env.LOAD_SECONDS ?? (login ? 10 : 20))
const connections = 200
const instancesAt = process.argv.indexOf('--instances')
const instances = instancesAt > 0 ? Number(process.argv[instancesAt + 1]) : 0
if (instancesAt > 0 && !(Number.isInteger(instances) && instances >= 1)) {
  console.error('--instances takes a whole number of server processes, e.g. --instances 2')
  process.exit(2)
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`)
}

const children: ChildProcess[] = []
let dataDir: string | undefined
let cluster: Cluster | undefined
let bases = process.env.LOAD_URL ? [process.env.LOAD_URL] : []

function startServer(port: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      ...(login ? {} : { NO_STATIC: '1' }),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      USER_CHECK_PER_MINUTE: '0',
      // one customer from one address 200 times at once: the login limits still count every
      // attempt in the database (what a login costs) but never refuse one
      LOGIN_FAILS_PER_PHONE: '1000000',
      LOGIN_FAILS_PER_IP: '1000000',
      // and the account's hash budget (which also holds it to one check at a time) is off
      LOGIN_HASHES_PER_ACCOUNT: '0',
      ...env,
    },
  })
  children.push(child)
  return child
}

try {
  if (bases.length === 0) {
    const first = 3900 + Math.floor(Math.random() * 80)
    dataDir = mkdtempSync(join(tmpdir(), 'vp-load-'))
    const env: Record<string, string> = { DATA_DIR: dataDir }
    if (instances > 0) {
      cluster = await startCluster()
      const admin = await openPostgres(cluster.url(), { migrate: false, max: 1 })
      await admin.db.execute(sql.raw('CREATE DATABASE vplus_load'))
      await admin.close()
      env.DATABASE_URL = cluster.url('vplus_load')
      // demo mode (its seeded customers log in) on PostgreSQL must be asked for
      env.DEMO = '1'
    }
    const count = Math.max(1, instances)
    for (let i = 0; i < count; i += 1) {
      const port = String(first + i)
      const child = startServer(port, env)
      // the first one migrates and seeds; the others start on what it made
      await waitFor(`http://127.0.0.1:${port}/readyz`, child)
      bases.push(`http://127.0.0.1:${port}`)
    }
  }
  console.info(
    instances > 0
      ? `set-up: ${instances} server process${instances === 1 ? '' : 'es'} on one PostgreSQL (${cluster ? 'embedded' : 'given'})`
      : 'set-up: 1 server process on PGlite',
  )
  process.exitCode = login ? await loginStorm(bases) : await readStorm(bases)
} finally {
  for (const child of children)
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  await cluster?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

async function readStorm(origins: string[]): Promise<number> {
  console.info(
    `autocannon: ${connections} connections, ${seconds} s, ${origins.join(' + ')} (user/check + package/starter)`,
  )
  const result = await autocannon({
    url: origins.length === 1 ? origins[0]! : origins,
    connections,
    duration: seconds,
    // Opening 200 connections at once against a saturated Node event loop leaves a few of the
    // first requests waiting several seconds (a bare node:http server with 0.6 ms of work per
    // request shows the same on this 2-core box); 30 s keeps those cold-start outliers counted
    // as slow (max latency) rather than as errors.
    timeout: 30,
    requests: [
      { method: 'GET', path: '/api/v1/user/check?phone=081234567890' },
      { method: 'GET', path: '/api/v1/package/starter' },
    ],
  })
  const errors = result.errors + result.timeouts + result.non2xx
  console.info(`requests/s (average): ${result.requests.average.toFixed(0)}`)
  console.info(`requests total:       ${result.requests.total}`)
  console.info(
    `latency p50 / p99 / max: ${result.latency.p50} ms / ${result.latency.p99} ms / ${result.latency.max} ms`,
  )
  console.info(
    `errors:               ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  )
  return errors === 0 ? 0 : 1
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const start = performance.now()
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(90_000) })
    await res.arrayBuffer()
    return { ms: performance.now() - start, status: res.status }
  } catch {
    return { ms: performance.now() - start, status: 0 }
  }
}

async function loginStorm(origins: string[]): Promise<number> {
  const origin = origins[0]!
  const page = await timed(`${origin}/`)
  if (page.status !== 200) {
    console.error(`GET / answered ${page.status}: build the site first (npm run build)`)
    return 1
  }
  console.info(
    `login storm: ${connections} clients, ${seconds} s, ${origins.join(' + ')} (POST /api/v1/user/login + GET /)`,
  )
  const body = JSON.stringify({ phone: '081234567890', password: 'visionplus123' })
  const logins: number[] = []
  const statuses = new Map<number, number>()
  const pages: number[] = []
  const until = performance.now() + seconds * 1000
  const client = async (_: unknown, i: number) => {
    const mine = origins[i % origins.length]!
    while (performance.now() < until) {
      const r = await timed(`${mine}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      if (r.status === 200) logins.push(r.ms)
      // a shed client waits as Retry-After asks (1 s), as a browser user would before retrying
      else await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }
  const reader = async () => {
    for (let i = 0; performance.now() < until; i += 1)
      pages.push((await timed(`${origins[i % origins.length]}/`)).ms)
  }
  const started = performance.now()
  await Promise.all([...Array.from({ length: connections }, client), reader()])
  const elapsed = (performance.now() - started) / 1000
  logins.sort((a, b) => a - b)
  pages.sort((a, b) => a - b)
  const shed = statuses.get(503) ?? 0
  const failed = [...statuses].filter(([s]) => s !== 200 && s !== 503).reduce((n, [, c]) => n + c, 0)
  console.info(
    `logins/s:             ${(logins.length / elapsed).toFixed(1)} (${logins.length} in ${elapsed.toFixed(1)} s)`,
  )
  console.info(
    `login p50 / p99:      ${percentile(logins, 50).toFixed(0)} ms / ${percentile(logins, 99).toFixed(0)} ms`,
  )
  console.info(`shed (503):           ${shed}`)
  console.info(`other failures:       ${failed} ${JSON.stringify(Object.fromEntries(statuses))}`)
  console.info(
    `GET / p50 / p99:      ${percentile(pages, 50).toFixed(0)} ms / ${percentile(pages, 99).toFixed(0)} ms (${pages.length} requests)`,
  )
  return failed === 0 ? 0 : 1
}
