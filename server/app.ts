/**
 * The reference API as a Hono app. createApp wires every service of SPEC §7 under the prefixes of
 * DESIGN §1; main.ts adds the built site. Tests call app.request() on it directly.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import { compress } from 'hono/compress'
import { getConnInfo } from '@hono/node-server/conninfo'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { CODE, normalizePhone } from '../contract/common'
import type { Db } from './db/client'
import { isDemo, loadConfig, type ServerConfig } from './env'
import type { AppEnv, Deps, Passwords } from './lib/deps'
import { securityHeadersFor } from './lib/headers'
import { createPasswords } from './lib/password'
import { Busy, BUSY_MESSAGE } from './lib/password-pool'
import { createLimits } from './lib/rate-limit'
import { ephemeralSecrets } from './lib/secrets'
import { errorReply, tooLarge } from './lib/reply'
import { BadInput } from './lib/validate'
import { clientAddress, parseTrustedProxies } from './lib/client-ip'
import { maskKey, silentLog, type Log } from './lib/log'
import { createMetrics, type Metrics } from './lib/metrics'
import { databaseReady } from './db/client'
import { createSms, type SmsAdapter } from './lib/sms'
import { createWhatsApp, type WhatsAppAdapter } from './lib/whatsapp'
import { createTokens } from './lib/tokens'
import { b2bRoutes } from './routes/b2b'
import { bssRoutes } from './routes/bss'
import { cmsRoutes } from './routes/cms'
import { deviceRoutes } from './routes/devices'
import { goRoutes } from './routes/go'
import { mplayRoutes } from './routes/mplay'
import { goPackageRoutes, packageRoutes } from './routes/package'
import { regionRoutes } from './routes/region'
import { purchaseRoutes } from './routes/purchase'
import { stbRoutes } from './routes/stb'
import { userRoutes } from './routes/user'
import { oauthRoutes } from './routes/oauth'
import { passkeyRoutes } from './routes/passkeys'
import { tvRoutes } from './routes/tv'
import { sandboxTvRoutes } from './sandbox/tv'
import { createTvSignIn } from './services/tv-sign-in'
import { partnerRoutes } from './sandbox/partner'
import { createSessions } from './services/sessions'
import { send, staticFiles } from './site'
import { snapRoutes } from './sandbox/snap'
import { coreRoutes } from './sandbox/core'
import { paymentsFor } from './services/payments'
import { createOrderService } from './services/orders'
import { createTransactionApi } from './services/payment-transactions'
import { createChargeApi } from './services/payment-charge'
import { createReconciler } from './services/reconcile'
import { createRenewer } from './services/renewals'
import { subscriptionRoutes } from './routes/subscriptions'
import { paymentMethodRoutes } from './routes/payment-methods'
import { createLinkingApi } from './services/payment-linking'
import { createPaymentMethods } from './services/payment-methods'
import { createClock, type Clock } from './lib/clock'
import { json } from './lib/validate'
import { devClockBody } from '../contract/dev-clock'

export type AppOptions = {
  db: Db
  /** the server's clock (main.ts: the machine's, moved in demo mode), or a test's time source */
  clock?: Clock | (() => number)
  sms?: SmsAdapter
  whatsapp?: WhatsAppAdapter
  /** password hashing (main.ts: the worker pool); default: in this thread */
  passwords?: Passwords
  config?: Partial<ServerConfig>
  clientIp?: (c: Context) => string
  /** gzip/deflate text replies (main.ts); tests leave it off */
  compress?: boolean
  /** answers GETs no API route took (the built SPA); without it they get a 404 */
  site?: MiddlewareHandler
  /** where the JSON log lines go (main.ts); default: nowhere */
  log?: Log
  /** the counters /metrics shows (main.ts serves them on METRICS_PORT) */
  metrics?: Metrics
  /** true once the process is draining (SIGTERM): /readyz answers 503 */
  draining?: () => boolean
  /**
   * where calls to the provider's status API go; default: the network, or this app itself when
   * PAYMENT_STATUS_API is a path (the sandbox). Tests without a sandbox point it at one.
   */
  providerRequest?: (url: string, init: RequestInit) => Response | Promise<Response>
  /**
   * where calls to the provider's transaction API go (it makes each order's payment); default:
   * the network, or this app itself when PAYMENT_SNAP_API is a path (the sandbox)
   */
  transactionRequest?: (url: string, init: RequestInit) => Response | Promise<Response>
}

const API_PREFIXES = [
  '/api/',
  '/go/',
  '/region/',
  '/b2b/',
  '/bss/',
  '/cms/',
  '/mplay/',
  '/sandbox/',
  '/__dev/',
  '/media/',
  '/oauth/',
]
/** bytes; the largest call (an address) is about 1 kB */
export const BODY_LIMIT = 16 * 1024
const AVATAR_ROUTE = '/api/v1/user/edit'

const MEDIA_CACHE = 'public, max-age=3600'
const PUBLIC_MEDIA = fileURLToPath(new URL('../public/media', import.meta.url))

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

/** an id a proxy may hand on: short, and nothing a log line could be forged with */
const REQUEST_ID = /^[\w.:=-]{1,128}$/

export function createApp(options: AppOptions) {
  const clock =
    typeof options.clock === 'function' ? createClock(0, options.clock) : (options.clock ?? createClock())
  const now = clock.now
  const loaded = loadConfig(options.config)
  // main.ts passes the secrets it keeps in the data directory; anything else gets random ones
  const config = { ...loaded, ...ephemeralSecrets(loaded) }
  const sms = options.sms ?? createSms(config, (line) => options.log?.info(line))
  const whatsapp = options.whatsapp ?? createWhatsApp(config, sms)
  const tokens = createTokens(config.jwtSecret, now)
  const log = options.log ?? silentLog()
  const metrics = options.metrics ?? createMetrics()
  const trusted = parseTrustedProxies(config.trustProxy).proxies
  const clientIp =
    options.clientIp ??
    ((c: Context) => clientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trusted))
  const limits = createLimits(options.db, now, (name, key, retryAfter) => {
    // a budget every customer shares is spent: nobody gets what it counts until the window ends
    if (key === 'all')
      return log.error(
        { event: 'shared-budget-spent', budget: name, retryAfter },
        `shared budget spent: ${name}, every customer refused for ${retryAfter} s`,
      )
    log.warn({ event: 'lockout', limit: name, key: maskKey(key), retryAfter }, `locked out: ${name}`)
  })
  // the pool's sheds come in storms: one line per lane every 10 s says it is on
  const shedLogged = { known: 0, stranger: 0 }
  const loginWindow = config.loginFailWindow
  const deps: Deps = {
    db: options.db,
    now,
    sms,
    whatsapp,
    config,
    tokens,
    sessions: createSessions({ db: options.db, tokens, now, config }),
    clientIp,
    log,
    metrics,
    limits,
    counters: {
      otpPhone: limits.counter('otp-phone', {
        max: config.otpSendPerPhone,
        windowSeconds: config.otpSendWindow,
      }),
      otpIp: limits.counter('otp-ip', { max: config.otpSendPerIp, windowSeconds: config.otpSendWindow }),
      userCheck: limits.counter('user-check-ip', { max: config.userCheckPerMinute, windowSeconds: 60 }),
      deviceIp: limits.counter('device-ip', { max: config.deviceFailsPerIp, windowSeconds: loginWindow }),
      purchaseIp: limits.counter('purchase-ip', {
        max: config.purchaseLookupsPerIp,
        windowSeconds: config.purchaseLookupWindow,
      }),
      // lookups of one box (or one value) from every address together: no one enumerates or
      // harvests a box's owner by spreading the lookups over addresses
      purchaseTarget: limits.counter('purchase-target', {
        max: config.purchaseLookupsPerTarget,
        windowSeconds: config.purchaseLookupWindow,
      }),
      // the new-login notice: one SMS per device per hour at most (services/sign-in.ts)
      newDeviceSms: limits.counter('new-device-sms', { max: 1, windowSeconds: 3600 }),
    },
    passwords: options.passwords ?? createPasswords(),
  }

  const app = new Hono<AppEnv>({ strict: false })
  // a request id on every reply and log line; a trusted proxy's own id is kept
  app.use('*', async (c, next) => {
    const given = trusted.has(peerAddress(c)) ? c.req.header('x-request-id') : undefined
    const id = given && REQUEST_ID.test(given) ? given : crypto.randomUUID()
    c.set('requestId', id)
    c.header('X-Request-Id', id)
    const started = performance.now()
    await next()
    const line = {
      reqId: id,
      method: c.req.method,
      route: c.req.routePath,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    // the probes come every few seconds: only when asked for
    if (c.req.path === '/livez' || c.req.path === '/readyz') log.debug(line, 'request')
    else log.info(line, 'request')
  })
  app.use('*', metrics.requests)
  // while draining, every reply closes its connection: a proxy reusing a kept-alive one just as
  // the listener closes it would lose its request
  if (options.draining)
    app.use('*', async (c, next) => {
      await next()
      if (options.draining?.()) c.header('Connection', 'close')
    })
  app.use('*', securityHeadersFor(config))
  if (options.compress) app.use('*', compress())
  // every body is capped before it is read; the profile edit carries the avatar and has its own
  app.use(
    '*',
    except(
      AVATAR_ROUTE,
      bodyLimit({
        maxSize: BODY_LIMIT,
        onError: tooLarge(`Request body too large (at most ${BODY_LIMIT / 1024} KB)`),
      }),
    ),
  )

  // tokens and personal data must not stay in a browser's or a proxy's cache; a reply that may be
  // cached (the sandboxes' scripts) says so itself
  app.use('*', async (c, next) => {
    await next()
    if (
      API_PREFIXES.some((p) => c.req.path.startsWith(p)) &&
      !c.req.path.startsWith('/media/') &&
      !c.res.headers.has('Cache-Control')
    )
      c.res.headers.set('Cache-Control', 'no-store')
  })

  // health for the proxy and the orchestrator (docs/deploy.md): alive, and ready for traffic
  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.text('ok')
  })
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (options.draining?.()) return c.text('draining', 503)
    const problem = await databaseReady(options.db)
    return problem ? c.text(problem, 503) : c.text('ready')
  })

  const orderService = createOrderService(
    deps.db,
    deps.now,
    config.paymentExpiry,
    createTransactionApi(
      config.paymentSnapApi,
      config.snapServerKey,
      options.transactionRequest ?? ((url, init) => app.request(url, init)),
      (reason) => {
        deps.metrics.transactionsFailed.inc()
        deps.log.warn({ reason }, 'the payment provider made no payment for an order')
      },
    ),
  )
  const tvSignIn = createTvSignIn(deps)
  app.route('/oauth', oauthRoutes(deps, tvSignIn))
  app.route('/api/v1/user/tv', tvRoutes(deps, tvSignIn))
  app.route('/api/v1/user/passkeys', passkeyRoutes(deps))
  app.route('/api/v1/user/sn', deviceRoutes(deps))
  app.route('/api/v1/user', userRoutes(deps))
  app.route('/api/v1/package', packageRoutes(deps))
  app.route('/api/v1/stb', stbRoutes(deps))
  app.route('/api/v1/purchase', purchaseRoutes(deps, orderService))
  app.route('/go/vplustv/v1', goPackageRoutes(deps))
  app.route('/go/vplustv/v1', goRoutes(deps, orderService))
  app.route('/region', regionRoutes(deps))
  app.route('/b2b', b2bRoutes(deps))
  app.route('/bss', bssRoutes(deps))
  app.route('/mplay', mplayRoutes(deps))
  app.route('/cms', cmsRoutes(deps))
  // the provider's status and charge APIs: the network, or this app itself when the base is a path
  const providerRequest =
    options.providerRequest ?? ((url: string, init: RequestInit) => app.request(url, init))
  const payments = paymentsFor(deps, providerRequest)
  // the background jobs every instance runs (main.ts starts them; /__dev/clock runs a round of each)
  const jobs = {
    reconciler: createReconciler({
      ...deps,
      payments,
      statusApi: payments.statusApi,
      after: config.reconcileAfter,
      every: config.reconcileEvery,
    }),
    renewer: createRenewer({
      ...deps,
      payments,
      statusApi: payments.statusApi,
      chargeApi: createChargeApi(config.paymentStatusApi, config.snapServerKey, providerRequest),
      paymentExpiry: config.paymentExpiry,
      leadDays: config.renewalLeadDays,
      retryDays: config.renewalRetryDays,
      graceDays: config.renewalGraceDays,
      every: config.renewalEvery,
      noticeDays: config.renewalNoticeDays,
      siteUrl: config.siteUrl,
    }),
  }
  const methods = createPaymentMethods({
    ...deps,
    linking: createLinkingApi(config.paymentStatusApi, config.snapServerKey, providerRequest),
    returnBase: config.paymentReturnBase,
  })
  app.route('/bss/payduct/v1/payment-methods', paymentMethodRoutes(deps, methods))
  app.route('/bss/payduct/v1/subscriptions', subscriptionRoutes(deps, methods, jobs.renewer))
  // the sandbox's notifications reach our webhook in process, as the provider's would over HTTP
  const deliver = (n: Record<string, string>) =>
    Promise.resolve(
      app.request('/sandbox/snap/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(n),
      }),
    )
  app.route('/sandbox/snap', snapRoutes(deps, isDemo(config), deliver, payments))
  // with a real SMS sender this is production: the stand-ins for the provider and partner go away
  if (isDemo(config)) {
    app.route('/sandbox/snap', coreRoutes(deps, deliver))
    app.route('/sandbox/partner', partnerRoutes(deps, orderService))
    app.route('/sandbox/tv', sandboxTvRoutes(deps))
  }

  app.get('/__dev/sms', (c) => {
    if (!sms.latest) return c.json({ message: 'Not found' }, 404)
    const phone = normalizePhone(c.req.query('phone') ?? '')
    const message = sms.latest(phone)
    const notices = (sms.notices?.(phone) ?? []).map(({ text, sentAt }) => ({ text, sentAt }))
    if (!message && notices.length === 0) return c.json({ message: 'No code sent to this phone' }, 404)
    return c.json({
      phone,
      code: message?.code ?? '',
      channel: message?.channel ?? '',
      text: message?.text ?? '',
      sentAt: message?.sentAt ?? '',
      notices,
    })
  })

  // the demo's clock: moved forward, every rule that reads the time sees it at once (a renewal
  // round and a reconciliation round run straight after, so their effect shows)
  const clockReply = () => ({ now: new Date(now()).toISOString(), offset_ms: clock.offset() })
  app.get('/__dev/clock', (c) => {
    if (!isDemo(config)) return errorReply(c, 404, CODE.notFound, `No route for GET ${c.req.path}`)
    return c.json(clockReply())
  })
  app.post(
    '/__dev/clock',
    async (c, next) => {
      if (!isDemo(config)) return errorReply(c, 404, CODE.notFound, `No route for POST ${c.req.path}`)
      await next()
    },
    json(devClockBody),
    async (c) => {
      clock.advance(c.req.valid('json').advance)
      const renewals = await jobs.renewer.run()
      const reconciled = await jobs.reconciler.run()
      log.info({ event: 'clock', offsetMs: clock.offset(), renewals, reconciled }, 'demo clock moved')
      return c.json({ ...clockReply(), renewals, reconciled })
    },
  )

  // avatars from the data directory first, then the seeded images under public/media
  const uploaded = staticFiles(join(config.dataDir, 'media'), { strip: '/media' })
  const seeded = staticFiles(PUBLIC_MEDIA, { strip: '/media' })
  app.get('/media/*', async (c) => {
    const file = (await send(c, uploaded, MEDIA_CACHE)) ?? (await send(c, seeded, MEDIA_CACHE))
    return file ?? errorReply(c, 404, CODE.notFound, 'Not found')
  })

  if (options.site) {
    const site = options.site
    app.get('*', async (c, next) => {
      if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) return next()
      return site(c, next)
    })
  }

  app.notFound((c) => errorReply(c, 404, CODE.notFound, `No route for ${c.req.method} ${c.req.path}`))

  app.onError((err, c) => {
    if (err instanceof BadInput) return errorReply(c, err.http, CODE.invalidInput, err.message)
    if (err instanceof Busy) {
      metrics.hashSheds.inc()
      metrics.budgetRefusals.inc({ budget: `hash-pool-${err.lane}` })
      if (now() - shedLogged[err.lane] >= 10_000) {
        shedLogged[err.lane] = now()
        log.error(
          { event: 'shared-budget-spent', budget: `hash-pool-${err.lane}`, retryAfter: err.retryAfter },
          `shared budget spent: hash-pool-${err.lane}, logins shed`,
        )
      }
      c.header('Retry-After', String(err.retryAfter))
      return errorReply(c, 503, CODE.tooMany, BUSY_MESSAGE)
    }
    if (err instanceof HTTPException && err.status < 500) {
      const http = err.status === 401 || err.status === 404 || err.status === 413 ? err.status : 400
      return errorReply(c, http, CODE.invalidInput, err.message || 'Bad request')
    }
    log.error(
      { reqId: c.get('requestId'), method: c.req.method, route: c.req.routePath, err },
      'unhandled error',
    )
    return errorReply(c, 500, CODE.internal, 'internal server error')
  })

  return Object.assign(app, { jobs })
}
export type App = ReturnType<typeof createApp>
