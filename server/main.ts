/**
 * `npm start` (via scripts/start.mjs) and `npm run dev` (via scripts/dev.mjs, NO_STATIC=1) entry:
 * opens the database (migrate; seed on first start: the catalogue, and the demo customers in demo
 * mode only) and serves the API and, unless NO_STATIC=1, the built SPA on one origin at
 * http://HOST:PORT (127.0.0.1:3000 by default); Prometheus metrics on METRICS_HOST:METRICS_PORT
 * when METRICS_PORT is set (server/lib/listen.ts). Demo mode refuses a host other than loopback
 * or a DATABASE_URL unless DEMO=1 (server/lib/demo-mode.ts). SIGTERM drains (server/lib/drain.ts).
 * docs/deploy.md is the operator's page.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import type { Server } from 'node:http'
import { createApp } from './app'
import { clockFromEnv } from './lib/clock'
import { openDatabase } from './db/client'
import { seedFirstStart } from './db/seed/index'
import { configProblems, isDemo, loadConfig } from './env'
import { createDrain } from './lib/drain'
import { listenSettings, originOf } from './lib/listen'
import { createLog, logOptionsFromEnv } from './lib/log'
import { createMetrics } from './lib/metrics'
import { createPasswords } from './lib/password'
import { createPasswordPool } from './lib/password-pool'
import { persistedSecrets } from './lib/secrets'
import { createSweeper } from './services/sweeper'
import { defaultDistDir, siteHandler } from './site'

const env = process.env
const log = createLog(logOptionsFromEnv(env.SMS_PROVIDER !== 'webhook'))
const problems = configProblems()
if (problems.length > 0) {
  log.fatal({ problems }, `not starting:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/deploy.md.`)
  process.exit(1)
}
const { host, port, metricsHost, metricsPort } = listenSettings(env)
const seconds = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback) * 1000

// the machine's clock, or a demo run's moved one (server/lib/clock.ts)
const clock = clockFromEnv(env)
const now = clock.now
const loaded = loadConfig()
const config = { ...loaded, ...persistedSecrets(loaded.dataDir, loaded) }
const database = await openDatabase()
const seeded = await seedFirstStart(database.db, isDemo(config), now())
if (seeded === 'demo') log.info('seeded the catalogue and the demo customers')
else if (seeded === 'catalogue') log.info('seeded the catalogue (no demo customers outside demo mode)')

// HASH_WORKERS=0 hashes on Node's own thread pool with no shedding: only for comparing load runs
const workers = env.HASH_WORKERS
const pool =
  workers === '0'
    ? null
    : createPasswordPool({
        ...(workers ? { size: Number(workers) } : {}),
        ...(env.HASH_QUEUE ? { queue: Number(env.HASH_QUEUE) } : {}),
      })
const metrics = createMetrics({ processMetrics: true })
// ended rows (codes, refresh families, logged-out tokens, limits, old sign-ins) go once a minute
const sweeper = createSweeper({ db: database.db, now, log })
sweeper.start()
const servers: Server[] = []
const drain = createDrain({
  servers,
  delayMs: seconds('SHUTDOWN_DELAY', 5),
  graceMs: seconds('SHUTDOWN_GRACE', 25),
  log,
  async release() {
    sweeper.stop()
    await app.jobs.reconciler.stop()
    await app.jobs.renewer.stop()
    await pool?.close()
    // PGlite must flush to disk before the process ends
    await database.close().catch((err: unknown) => log.error({ err }, 'closing the database failed'))
  },
})
const app = createApp({
  db: database.db,
  config,
  clock,
  passwords: pool ? createPasswords(pool.derive, pool.busy) : createPasswords(),
  compress: true,
  log,
  metrics,
  draining: drain.draining,
  ...(env.NO_STATIC === '1' ? {} : { site: siteHandler(defaultDistDir()) }),
})

// open orders whose notification never came are asked about at the provider, and due renewals
// charged (every instance shares the work through the database)
app.jobs.reconciler.start()
app.jobs.renewer.start()

const origin = originOf(host, port)
const server = serve({ fetch: app.fetch, hostname: host, port }, () => {
  log.info(`Vision+ TV on ${origin}`)
  // WhatsApp's codes go to the same outbox unless a WhatsApp sender is configured
  const whatsappToo = config.otpChannels.includes('whatsapp') && config.whatsappProvider !== 'webhook'
  if (isDemo(config))
    log.info(
      `Demo mode: one-time codes are not sent by SMS${whatsappToo ? ' or WhatsApp' : ''}. Each is printed below ("[sms] code …"${whatsappToo ? ' or "[whatsapp] code …"' : ''}) and the latest per phone is at ${origin}/__dev/sms?phone=<phone>. Set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL to send real SMS.`,
    )
  if (isDemo(config) && env.DEMO === '1')
    log.warn(
      'DEMO=1: demo mode as asked, wherever it is reachable; anyone who can reach it reads every code.',
    )
}) as Server
servers.push(server)
// Node closes idle keep-alive sockets after 5 s; a client (or proxy) reusing one at that moment
// loses its request. Outlive common proxy timeouts instead.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000

if (metricsPort !== null) {
  const scrape = new Hono().get('/metrics', async (c) =>
    c.text(await metrics.text(), 200, { 'content-type': metrics.registry.contentType }),
  )
  servers.push(
    serve({ fetch: scrape.fetch, hostname: metricsHost, port: metricsPort }, () =>
      log.info(`metrics on ${originOf(metricsHost, metricsPort)}/metrics`),
    ) as Server,
  )
}

async function stop(signal: string, delayMs?: number) {
  try {
    await drain.stop(signal, delayMs)
    log.flush()
    process.exit(0)
  } catch (err) {
    log.error({ err }, 'stopping failed')
    log.flush()
    process.exit(1)
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'))
// Ctrl-C in a terminal: no proxy to tell, so no delay; the requests in flight still finish
process.on('SIGINT', () => void stop('SIGINT', 0))
