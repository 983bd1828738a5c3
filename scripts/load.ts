/**
 * `npm run load`: drives GET /api/v1/user/check and GET /api/v1/package/starter with autocannon
 * at 200 concurrent connections on 127.0.0.1 for 20 s (LOAD_SECONDS overrides) and prints
 * requests/s, p99 latency and the error count.
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
const seconds = Number(process.env.LOAD_SECONDS ?? 20)
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
      NO_STATIC: '1',
      NODE_ENV: 'production',
      USER_CHECK_PER_MINUTE: '0',
    },
  })
  await waitFor(`${base}/api/v1/package/starter`, child)
}

try {
  console.info(`autocannon: ${connections} connections, ${seconds} s, ${base} (user/check + package/starter)`)
  const result = await autocannon({
    url: base,
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
  process.exitCode = errors === 0 ? 0 : 1
} finally {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM')
    await new Promise((r) => child?.once('exit', r))
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
