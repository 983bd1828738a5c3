/**
 * The production server (`npm start`, scripts/start.mjs) started by a test of its own, on a free
 * port with a fresh database, for settings the e2e web server does not have (a TV code's lifetime,
 * another payment provider's origin).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'
import { freePort, stopServer, type DevServer } from './dev-server'

/** Ready once it says it listens; `env` adds the test's settings to a bare environment. */
export async function startOwnSite(env: Record<string, string>): Promise<DevServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-site-'))
  const log: string[] = []
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    // only what a server needs, so the developer's own settings do not leak into the test
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean)))
  await expect
    .poll(() => log.some((line) => line.includes(`Vision+ TV on ${origin}`)), { timeout: 90_000 })
    .toBe(true)
  return {
    origin,
    log,
    stop: () => stopServer(child, dataDir),
  }
}
