/**
 * The clock specs' own server: scripts/e2e-server.mjs as the e2e web server runs it (the same
 * settings, e2e/server-env.ts), on a free port with a fresh database of its own. A clock spec moves
 * the server's clock days ahead and changes the demo customer's renewals and payment methods; on a
 * server of their own they run beside the other specs, whose logins, dates and demo customer stay
 * where they are, instead of after all of them. One server per worker (the 'clock' project has
 * one), shared by its specs one after the other; every page and request of a test goes to it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base } from '@playwright/test'
import { answers, freePort, stopServer } from './dev-server'
import { E2E_SERVER_ENV } from './server-env'

export const test = base.extend<object, { clockServer: string }>({
  clockServer: [
    // Playwright reads what a fixture needs from its first argument's pattern: this one, nothing
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const port = await freePort()
      const origin = `http://127.0.0.1:${port}`
      const dataDir = mkdtempSync(join(tmpdir(), 'vp-clock-'))
      // its output goes where the e2e web server's errors go: the run's own
      const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
        env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      await answers(origin, 120_000, "the clock specs' server answers")
      await provide(origin)
      await stopServer(child, dataDir)
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ clockServer }, provide) => provide(clockServer),
})

export { expect }
