/**
 * What an operator relies on (docs/deploy.md): the client's address behind a trusted proxy only,
 * request ids, health endpoints, JSON logs with nothing secret in them, and the metrics.
 */
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { like } from 'drizzle-orm'
import { createApp } from '../app'
import { rateLimits } from '../db/schema'
import { configProblems } from '../env'
import { clientAddress, parseTrustedProxies } from '../lib/client-ip'
import { createLog, maskPhone } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import type { SmsAdapter, SmsMessage } from '../lib/sms'
import { signNotification } from '../services/orders'
import { openBarePglite } from './database'
import { browser, caller, createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'
import { providerBooks, SETTLEMENT } from './provider'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('the client address behind a proxy', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.5, fd00::/8').proxies

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9')
    expect(clientAddress('203.0.113.9', '1.2.3.4', parseTrustedProxies('').proxies)).toBe('203.0.113.9')
  })

  it('takes the right-most address that is not a trusted proxy, so a spoofed left part changes nothing', () => {
    expect(clientAddress('10.1.2.3', '198.51.100.7', trusted)).toBe('198.51.100.7')
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7', trusted)).toBe('198.51.100.7')
    expect(clientAddress('10.1.2.3', '6.6.6.6, 198.51.100.7, 192.168.1.5', trusted)).toBe('198.51.100.7')
    expect(clientAddress('::ffff:10.1.2.3', '198.51.100.7', trusted)).toBe('198.51.100.7')
    expect(clientAddress('fd00::1', '2001:db8::5', trusted)).toBe('2001:db8::5')
  })

  it('counts the proxy itself when it could not name the client', () => {
    expect(clientAddress('10.1.2.3', 'unknown', trusted)).toBe('10.1.2.3')
    expect(clientAddress('10.1.2.3', '10.9.9.9', trusted)).toBe('10.9.9.9')
  })

  it('refuses to start on a TRUST_PROXY entry that is not an address or a network', () => {
    // DEMO=1: demo mode behind a proxy is refused otherwise (server/test/low-findings.test.ts)
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/8,proxy.internal', DEMO: '1' })).toEqual([
      "TRUST_PROXY: 'proxy.internal' is not an IP address or a CIDR network like 10.0.0.0/8.",
    ])
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/33', DEMO: '1' })).toHaveLength(1)
    expect(configProblems({ TRUST_PROXY: '10.0.0.0/8, ::1', DEMO: '1' })).toEqual([])
  })

  describe('on a real socket', () => {
    let server: Server
    let origin = ''
    const listen = (trustProxy: string) =>
      new Promise<void>((resolve) => {
        const app = createApp({ db: h.db, clock: h.now, config: { ...h.config, trustProxy } })
        server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
          origin = `http://127.0.0.1:${info.port}`
          resolve()
        }) as Server
      })
    const stop = () => new Promise((r) => server.close(r))
    const counted = async () =>
      (
        await h.db
          .select({ key: rateLimits.key })
          .from(rateLimits)
          .where(like(rateLimits.key, 'user-check-ip:%'))
      )
        .map((r) => r.key)
        .sort()
    const check = (headers: Record<string, string>) =>
      fetch(`${origin}/api/v1/user/check?phone=${DEMO_PHONE}`, { headers })

    it('counts a limit against the forwarded client only when the proxy is trusted', async () => {
      await h.db.delete(rateLimits)
      await listen('')
      const untrusted = await check({ 'x-forwarded-for': '198.51.100.7', 'x-request-id': 'proxy-id-1' })
      expect(await counted()).toEqual(['user-check-ip:127.0.0.1'])
      // nor is an untrusted peer's request id taken
      expect(untrusted.headers.get('x-request-id')).not.toBe('proxy-id-1')
      await stop()

      await listen('127.0.0.1')
      const forwarded = await check({
        'x-forwarded-for': '6.6.6.6, 198.51.100.7',
        'x-request-id': 'proxy-id-2',
      })
      expect(await counted()).toEqual(['user-check-ip:127.0.0.1', 'user-check-ip:198.51.100.7'])
      expect(forwarded.headers.get('x-request-id')).toBe('proxy-id-2')
      await stop()
    })
  })
})

describe('health', () => {
  it('answers /livez and /readyz when the database is migrated', async () => {
    const live = await h.call('GET', '/livez')
    expect([live.status, live.text]).toEqual([200, 'ok'])
    const ready = await h.call('GET', '/readyz')
    expect([ready.status, ready.text]).toEqual([200, 'ready'])
    expect(ready.headers.get('cache-control')).toBe('no-store')
  })

  it('answers /readyz 503 while draining, while /livez stays 200', async () => {
    const app = createApp({ db: h.db, config: h.config, draining: () => true })
    const [ready, live] = await Promise.all([app.request('/readyz'), app.request('/livez')])
    expect([ready.status, await ready.text()]).toEqual([503, 'draining'])
    expect(live.status).toBe(200)
  })

  it('answers /readyz 503 when migrations are pending or the database is gone', async () => {
    const { drizzle } = await import('drizzle-orm/pglite')
    // a cluster with nothing migrated, started before /readyz asks: a PGlite still starting takes
    // longer than /readyz waits for an answer, which would then say 'unreachable'
    const client = await openBarePglite()
    const bare = createApp({ db: drizzle({ client }) as never, config: h.config })
    const pending = await bare.request('/readyz')
    expect([pending.status, await pending.text()]).toEqual([503, 'migrations pending'])
    await client.close()
    const gone = await bare.request('/readyz')
    expect([gone.status, await gone.text()]).toEqual([503, 'database unreachable'])
  })
})

/** an app whose log lines land in `lines`, parsed */
function logged(options: { demo: boolean }) {
  const lines: Array<Record<string, unknown>> = []
  const raw: string[] = []
  const log = createLog({
    level: 'debug',
    destination: {
      write(line: string) {
        raw.push(line)
        lines.push(JSON.parse(line) as Record<string, unknown>)
      },
    },
  })
  const sent: SmsMessage[] = []
  const webhook: SmsAdapter = { send: async (m) => void sent.push(m) }
  const metrics = createMetrics()
  const app = createApp({
    db: h.db,
    clock: h.now,
    config: { ...h.config, smsProvider: options.demo ? 'outbox' : 'webhook' },
    // the provider's status and transaction APIs: the harness's sandbox (this app serves none
    // outside demo mode)
    providerRequest: (url, init) => h.app.request(url, init),
    transactionRequest: (url, init) => h.app.request(url, init),
    log,
    metrics,
    ...(options.demo ? {} : { sms: webhook }),
    clientIp: (c) => c.req.header('x-test-ip') ?? '10.50.0.1',
  })
  return { app, call: caller(app), lines, text: () => raw.join(''), sent, metrics }
}

describe('logs', () => {
  it('writes one JSON line per request with method, route, status, duration and the id the reply carries', async () => {
    const { call, lines } = logged({ demo: false })
    const res = await call('GET', `/api/v1/user/check?phone=${DEMO_PHONE}`, { ip: '10.50.1.1' })
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const line = lines.find((l) => l.msg === 'request' && l.reqId === id)
    expect(line).toMatchObject({ method: 'GET', route: '/api/v1/user/check', status: 200, level: 30 })
    expect(typeof line!.ms).toBe('number')
  })

  it('logs every login attempt and the lockout with the phone masked, and never the password, code or tokens', async () => {
    const { call, lines, text, sent } = logged({ demo: false })
    // the sign-up in a browser of its own (its ticket); the logins below come from anywhere
    const newcomer = browser(call)
    const phone = '081350001234'
    const full = '+6281350001234'
    // a sign-up's code, its verification, a login and a run of wrong passwords into a lockout
    await call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.50.2.1' })
    const code = sent.at(-1)!.code
    await newcomer('POST', '/api/v1/user/otp/verify', { body: { phone, otp: code }, ip: '10.50.2.1' })
    const password = 'sekret-Pa55word'
    const registered = await newcomer('POST', '/api/v1/user/register', {
      body: { phone, password, name: 'Rina', email: '' },
      ip: '10.50.2.1',
    })
    const token = registered.json.data.token as string
    expect(token).toBeTruthy()
    await call('GET', '/api/v1/user/myprofile', { token })
    const wrongOld = `${password}-old`
    await call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: wrongOld, newPassword: 'another-Pa55word' },
      ip: '10.50.2.1',
    })
    expect(lines.filter((l) => l.kind === 'old-password').map((l) => l.result)).toEqual(['wrong'])
    for (let i = 0; i < 7; i += 1)
      await call('POST', '/api/v1/user/login', {
        body: { phone, password: `${password}-${i}` },
        ip: '10.50.2.2',
      })

    // the wrong old password counted against its sign-in: the phone's five free failures, the
    // sixth that starts its wait, then a login told to wait
    const attempts = lines.filter((l) => l.event === 'login' && l.kind === undefined)
    expect(attempts.map((l) => l.result)).toEqual([
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'wrong',
      'locked',
    ])
    expect(attempts.every((l) => l.phone === maskPhone(full) && l.ip === '10.50.2.2')).toBe(true)
    expect(lines.filter((l) => l.event === 'lockout')).toEqual([
      expect.objectContaining({ limit: 'login-phone', key: maskPhone(full), retryAfter: 15, level: 40 }),
    ])
    const all = text()
    for (const secret of [password, wrongOld, code, token, full, 'Bearer']) expect(all).not.toContain(secret)
    expect(all).not.toContain('[sms]')
  })

  it('redacts secrets wherever a logged object carries them', () => {
    const raw: string[] = []
    const log = createLog({ destination: { write: (l: string) => void raw.push(l) } })
    log.info(
      { password: 'p1', body: { oldPassword: 'p2', code: '1234' }, headers: { authorization: 'Bearer t' } },
      'x',
    )
    expect(raw.join('')).not.toMatch(/p1|p2|1234|Bearer/)
    expect(raw.join('')).toContain('[redacted]')
  })

  it('prints the code line only in demo mode, where the README promises it', async () => {
    const { call, text } = logged({ demo: true })
    const phone = '081350005678'
    await call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.50.3.1' })
    expect(text()).toMatch(/"msg":"\[sms\] code \d{4} for \+6281350005678"/)
  })
})

describe('metrics', () => {
  it('counts requests by method, route and status, and logins by result', async () => {
    const { call, metrics } = logged({ demo: false })
    await call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
      ip: '10.50.4.1',
    })
    await call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: 'nope-nope1' },
      ip: '10.50.4.1',
    })
    await call('POST', '/api/v1/user/otp/send', { body: { phone: '081350009999' }, ip: '10.50.4.1' })
    const text = await metrics.text()
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/api\/v1\/user\/login",status="200",ok="true"\} 2/,
    )
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/user\/login",status="200",ok="true"\} 2/,
    )
    expect(text).toContain('vplus_logins_total{result="ok"} 1')
    expect(text).toContain('vplus_logins_total{result="wrong"} 1')
    expect(text).toContain('vplus_otp_codes_sent_total 1')
  })

  it('serves no metrics on the public port', async () => {
    expect((await h.call('GET', '/metrics')).status).toBe(404)
  })

  it('counts settled payments and refused notifications', async () => {
    const { call, metrics } = logged({ demo: false })
    const token = await h.token(1)
    const order = (await call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102 } })).json
      .data as { order_id: string; gross_amount: number }
    const notification = (signature_key: string) => ({
      order_id: order.order_id,
      status_code: '200',
      gross_amount: String(order.gross_amount),
      transaction_status: 'settlement',
      signature_key,
    })
    const signed = signNotification(order.order_id, '200', String(order.gross_amount), h.config.snapServerKey)
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    await call('POST', '/sandbox/snap/notify', { body: notification('0'.repeat(128)) })
    await call('POST', '/sandbox/snap/notify', { body: notification(signed) })
    await call('POST', '/sandbox/snap/notify', { body: notification(signed) }) // a duplicate settles nothing
    const text = await metrics.text()
    expect(text).toContain('vplus_payment_notifications_refused_total{reason="forged"} 1')
    expect(text).toContain('vplus_payments_settled_total 1')
  })
})
