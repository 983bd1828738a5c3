/**
 * The graceful stop: /readyz 503 at once while requests are still served for the delay, then the
 * listener closes, requests in flight finish (or are cut after the grace), and what the server
 * holds is closed. First on a real socket in process, then the real server process on SIGTERM.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createDrain } from '../lib/drain'
import { silentLog } from '../lib/log'
import { openTestDatabase, SEEDED_AT, testPostgres, type TestDatabase } from './database'
import { laySeededPglite } from './pglite-template'
import { freePort } from './postgres-cluster'

function listen(app: Hono): Promise<{ server: Server; origin: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
      resolve({ server, origin: `http://127.0.0.1:${info.port}` }),
    ) as Server
  })
}

describe('the drain, in process', () => {
  it('serves during the delay, then closes the listener and lets the request in flight finish', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const steps: string[] = []
    const app = new Hono()
      .get('/slow', async (c) => {
        await gate
        return c.text('finished')
      })
      .get('/quick', (c) => c.text('quick'))
    const { server, origin } = await listen(app)
    const drain = createDrain({
      servers: [server],
      delayMs: 300,
      graceMs: 5_000,
      log: silentLog(),
      release: async () => void steps.push('released'),
    })
    const inFlight = fetch(`${origin}/slow`).then(async (r) => [r.status, await r.text()])
    await new Promise((r) => setTimeout(r, 50))
    const stopped = drain.stop('SIGTERM').then(() => steps.push('stopped'))
    expect(drain.draining()).toBe(true)
    // during the delay a new request is still answered
    expect(await (await fetch(`${origin}/quick`)).text()).toBe('quick')
    await new Promise((r) => setTimeout(r, 450))
    // after it, nobody new gets in, while the slow one is still running
    await expect(fetch(`${origin}/quick`, { headers: { connection: 'close' } })).rejects.toThrow(
      'fetch failed',
    )
    expect(steps).toEqual([])
    release()
    expect(await inFlight).toEqual([200, 'finished'])
    await stopped
    expect(steps).toEqual(['released', 'stopped'])
  })

  it('cuts a request still open after the grace period and stops anyway', async () => {
    const app = new Hono().get('/never', () => new Promise<Response>(() => undefined))
    const { server, origin } = await listen(app)
    let released = false
    const drain = createDrain({
      servers: [server],
      delayMs: 0,
      graceMs: 200,
      log: silentLog(),
      release: async () => void (released = true),
    })
    const hanging = fetch(`${origin}/never`).then(
      () => 'answered',
      () => 'cut',
    )
    await new Promise((r) => setTimeout(r, 50))
    await drain.stop('SIGTERM')
    expect(await hanging).toBe('cut')
    expect(released).toBe(true)
  })
})

describe('the server process', () => {
  let child: ChildProcess | undefined
  let database: TestDatabase | undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-drain-'))
  afterAll(async () => {
    child?.kill('SIGKILL')
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('on SIGTERM answers /readyz 503 while it still serves, then exits 0; metrics only on METRICS_PORT', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()]
    const origin = `http://127.0.0.1:${port}`
    // in the postgres project a database of its own on the test server; else PGlite in dataDir,
    // laid there seeded: a first start (create, migrate and seed a PGlite) is not what this test
    // is about, and took the server process 6 s of CPU of its 10
    const template = testPostgres() ? undefined : inject('pgliteTemplateDir')
    if (template) await laySeededPglite(join(dataDir, 'pglite'), template, SEEDED_AT)
    else database = await openTestDatabase()
    const databaseUrl = database?.url
    const lines: string[] = []
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
        NO_STATIC: '1',
        LOG_FORMAT: 'json',
        SHUTDOWN_DELAY: '2',
        SHUTDOWN_GRACE: '5',
        // demo mode on PostgreSQL must be asked for (server/lib/demo-mode.ts)
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO: '1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (d: Buffer) => lines.push(...d.toString().split('\n').filter(Boolean)))
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)))
    const get = (url: string) => fetch(url, { headers: { connection: 'close' } })
    await expect
      .poll(async () => (await get(`${origin}/readyz`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200)

    expect((await get(`${origin}/metrics`)).status).toBe(404)
    const scraped = await (await get(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(scraped).toContain('http_requests_total{method="GET",route="/readyz",status="200",ok="true"}')
    expect(scraped).toContain('process_cpu_user_seconds_total')

    child.kill('SIGTERM')
    await expect.poll(async () => (await get(`${origin}/readyz`)).status, { timeout: 1_000 }).toBe(503)
    expect((await get(`${origin}/livez`)).status).toBe(200)
    const served = await get(`${origin}/api/v1/package/starter`)
    expect(served.status).toBe(200)
    expect(await exited).toBe(0)

    // the log is JSON lines; the reply's request id is in its line
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const id = served.headers.get('x-request-id')
    expect(parsed.find((l) => l.reqId === id)).toMatchObject({
      route: '/api/v1/package/starter',
      status: 200,
    })
    expect(parsed.some((l) => l.msg === 'SIGTERM: draining')).toBe(true)
    expect(parsed.at(-1)).toMatchObject({ msg: 'stopped' })
  }, 90_000)
})
