/**
 * Servers a test starts for itself, beside the e2e web server (which serves the production
 * build): `npm start` in start.spec, `npm run dev` in flow-viewer.spec.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { emptyCluster } from '../scripts/e2e-pglite.mjs'

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** Waits until the server at `origin` answers its home page with 200. */
export async function answers(origin: string, timeout: number, message?: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status, { message, timeout })
    .toBe(200)
}

/**
 * Ends a server a test started and removes its database. With SIGINT (Ctrl-C) rather than SIGTERM:
 * the server then drains without SIGTERM's 5-second wait for a proxy to notice (server/main.ts),
 * which no test has in front of it; the draining itself is server/test/drain.test.ts's.
 */
export async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGINT')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
}

export interface DevServer {
  origin: string
  log: string[]
  stop(): Promise<void>
}

/**
 * `npm run dev` (scripts/dev.mjs: Vite with HMR and the API) on two free ports with a fresh
 * database (from the empty cluster of scripts/e2e-pglite.mjs), ready once the API has seeded and
 * Vite answers.
 */
export async function startDevServer(): Promise<DevServer> {
  const [vitePort, apiPort] = [await freePort(), await freePort()]
  const origin = `http://127.0.0.1:${vitePort}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-dev-'))
  await emptyCluster(join(dataDir, 'pglite'))
  const log: string[] = []
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/dev.mjs', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'],
    {
      env: { ...process.env, API_PORT: String(apiPort), DATA_DIR: dataDir, VITE_INSPECT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)))
  await expect
    .poll(() => log.some((line) => line.includes(`Vision+ TV on http://127.0.0.1:${apiPort}`)), {
      timeout: 90_000,
    })
    .toBe(true)
  await answers(origin, 60_000)
  return {
    origin,
    log,
    stop: () => stopServer(child, dataDir),
  }
}
