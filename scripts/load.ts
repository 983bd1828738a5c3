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
 * By default it starts its own server process on a fresh temporary database with the user/check
 * rate limit disabled (USER_CHECK_PER_MINUTE=0) — 200 connections from one address would
 * otherwise be, correctly, limited. LOAD_URL=http://127.0.0.1:PORT targets a running server
 * instead (start that one with USER_CHECK_PER_MINUTE=0 too).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

type Result = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
}
type Autocannon = (opts: {
  url: string
  connections: number
  duration: number
  timeout: number
  requests: { method: 'GET'; path: string }[]
}) => Promise<Result>

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
const login = process.argv.includes('--login')
const seconds = Number(process.env.LOAD_SECONDS ?? (login ? 10 : 20))
const connections = 200

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

let child: ChildProcess | undefined
let dataDir: string | undefined
let base = process.env.LOAD_URL
if (!base) {
  const port = String(3900 + Math.floor(Math.random() * 90))
  dataDir = mkdtempSync(join(tmpdir(), 'vp-load-'))
  base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      ...(login ? {} : { NO_STATIC: '1' }),
      NODE_ENV: 'production',
      USER_CHECK_PER_MINUTE: '0',
    },
  })
  await waitFor(`${base}/api/v1/package/starter`, child)
}

try {
  process.exitCode = login ? await loginStorm(base) : await readStorm(base)
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((r) => child?.once('exit', r))
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

async function readStorm(origin: string): Promise<number> {
  console.info(
    `autocannon: ${connections} connections, ${seconds} s, ${origin} (user/check + package/starter)`,
  )
  const result = await autocannon({
    url: origin,
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

async function loginStorm(origin: string): Promise<number> {
  const page = await timed(`${origin}/`)
  if (page.status !== 200) {
    console.error(`GET / answered ${page.status}: build the site first (npm run build)`)
    return 1
  }
  console.info(
    `login storm: ${connections} clients, ${seconds} s, ${origin} (POST /api/v1/user/login + GET /)`,
  )
  const body = JSON.stringify({ phone: '081234567890', password: 'visionplus123' })
  const logins: number[] = []
  const statuses = new Map<number, number>()
  const pages: number[] = []
  const until = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < until) {
      const r = await timed(`${origin}/api/v1/user/login`, {
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
    while (performance.now() < until) pages.push((await timed(`${origin}/`)).ms)
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
