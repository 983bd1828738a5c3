/**
 * `npm start` (via scripts/start.mjs) and `npm run dev` (via scripts/dev.mjs, NO_STATIC=1) entry:
 * opens the database (migrate, seed on first start) and serves the API and, unless NO_STATIC=1,
 * the built SPA on one origin at http://127.0.0.1:PORT.
 */
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { openDatabase } from './db/client'
import { isSeeded, seed } from './db/seed/index'
import { configProblems, isDemo, loadConfig } from './env'
import { createPasswords } from './lib/password'
import { createPasswordPool } from './lib/password-pool'
import { persistedSecrets } from './lib/secrets'
import { defaultDistDir, siteHandler } from './site'

const port = Number(process.env.PORT ?? 3000)
const problems = configProblems()
if (problems.length > 0) {
  console.error(
    `[api] not starting:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/api.md, "Environment".`,
  )
  process.exit(1)
}
const loaded = loadConfig()
const config = { ...loaded, ...persistedSecrets(loaded.dataDir, loaded) }
const database = await openDatabase()
if (!(await isSeeded(database.db))) {
  console.info('[api] seeding the demo data…')
  await seed(database.db)
}

// HASH_WORKERS=0 hashes on Node's own thread pool with no shedding: only for comparing load runs
const workers = process.env.HASH_WORKERS
const pool =
  workers === '0'
    ? null
    : createPasswordPool({
        ...(workers ? { size: Number(workers) } : {}),
        ...(process.env.HASH_QUEUE ? { queue: Number(process.env.HASH_QUEUE) } : {}),
      })
const app = createApp({
  db: database.db,
  config,
  passwords: pool ? createPasswords(pool.derive, pool.busy) : createPasswords(),
  compress: true,
  ...(process.env.NO_STATIC === '1' ? {} : { site: siteHandler(defaultDistDir()) }),
})

const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => {
  const origin = `http://127.0.0.1:${port}`
  console.info(`Vision+ TV on ${origin}`)
  if (isDemo(config))
    console.info(
      `Demo mode: one-time codes are not sent by SMS. Each is printed below ("[sms] code …") and the latest per phone is at ${origin}/__dev/sms?phone=<phone>. Set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL to send real SMS.`,
    )
})

// Node closes idle keep-alive sockets after 5 s; a client (or proxy) reusing one at that moment
// loses its request. Outlive common proxy timeouts instead.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

let closing = false
async function shutdown() {
  if (closing) return
  closing = true
  server.close()
  await pool?.close()
  // PGlite must flush to disk before the process ends
  await database.close().catch(() => undefined)
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
