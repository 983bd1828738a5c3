import { spawn } from 'node:child_process'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { starterPacks, users } from '../db/schema'
import { seedFirstStart } from '../db/seed/index'
import { configProblems } from '../env'
import { openMigratedPglite } from './database'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('replies that carry tokens or personal data are not stored by caches', () => {
  it('marks the login, profile, refresh and partner sign-in replies no-store', async () => {
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    expect(login.headers.get('cache-control')).toBe('no-store')
    const token = login.json.data.token
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).headers.get('cache-control')).toBe(
      'no-store',
    )
    expect((await h.call('GET', '/go/vplustv/v1/address', { token })).headers.get('cache-control')).toBe(
      'no-store',
    )
    const popup = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    })
    expect(popup.text).toContain('data-refresh-token')
    expect(popup.headers.get('cache-control')).toBe('no-store')
    const refresh = /data-refresh-token="([^"]+)"/.exec(popup.text)![1]!
    const pair = await h.call('POST', '/bss/identity/v1/token', {
      form: new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token' }),
    })
    expect(pair.headers.get('cache-control')).toBe('no-store')
    expect((await h.call('GET', '/__dev/sms?phone=081200000000')).headers.get('cache-control')).toBe(
      'no-store',
    )
    expect((await h.call('GET', '/sandbox/snap/snap.js')).headers.get('cache-control')).toBe('no-cache')
  })
})

describe('the sandboxes exist only in demo mode', () => {
  it('answers 404 for the payment and partner popups once a real SMS sender is configured, keeping the webhook', async () => {
    const real = createApp({
      db: h.db,
      config: { ...h.config, smsProvider: 'webhook', smsWebhookUrl: 'https://sms.example.com/send' },
    })
    for (const path of [
      '/sandbox/snap/snap.js',
      '/sandbox/snap/pay/abc',
      '/sandbox/partner/vplus/auth/login',
      '/sandbox/partner/partner.js',
    ])
      expect({ path, status: (await real.request(path)).status }).toEqual({ path, status: 404 })
    const forged = await real.request('/sandbox/snap/notify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        order_id: 'X1',
        status_code: '200',
        gross_amount: '1',
        transaction_status: 'settlement',
        signature_key: 'a'.repeat(128),
      }),
    })
    expect(forged.status).toBe(401)
    expect((await h.call('GET', '/sandbox/snap/snap.js')).status).toBe(200)
    expect((await h.call('GET', '/sandbox/partner/vplus/auth/login')).status).toBe(200)
  })
})

describe('demo mode runs only where it belongs', () => {
  const demoRefusal = (env: NodeJS.ProcessEnv) => configProblems(env).filter((p) => p.includes('Demo mode'))

  it('refuses a host other than loopback or a DATABASE_URL, naming DEMO=1 and SMS_PROVIDER', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '::' },
      { HOST: '10.1.2.3' },
      { DATABASE_URL: 'postgres://db.example/vplus' },
      { SMS_PROVIDER: 'outbox', HOST: '0.0.0.0' },
    ]) {
      const refusal = demoRefusal(env)
      expect({ env, refusal }).toEqual({ env, refusal: [expect.stringContaining('DEMO=1')] })
      expect(refusal[0]).toContain('SMS_PROVIDER=webhook')
    }
    expect(demoRefusal({ HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y' })[0]).toMatch(
      /HOST=0\.0\.0\.0 .* and DATABASE_URL is set/,
    )
  })

  it('starts on loopback with the embedded database, with DEMO=1, or with a real SMS sender', () => {
    for (const env of [
      {},
      { HOST: '127.0.0.1' },
      { HOST: 'localhost' },
      { HOST: '::1' },
      { HOST: '127.0.0.2' },
      { HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y', DEMO: '1' },
      { HOST: '0.0.0.0', DATABASE_URL: 'postgres://x/y', SMS_PROVIDER: 'webhook' },
    ])
      expect({ env, refusal: demoRefusal(env) }).toEqual({ env, refusal: [] })
    expect(configProblems({ DEMO: 'yes' })).toEqual([expect.stringContaining('DEMO must be 1')])
  })

  it('stops the server before it listens when demo mode is asked to serve 0.0.0.0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH, HOST: '0.0.0.0', PORT: '0', LOG_FORMAT: 'json', NO_STATIC: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(out).toContain('not starting')
    expect(out).toContain('DEMO=1')
  }, 60_000)

  it('seeds no demo customer into an empty database outside demo mode, only the catalogue', async () => {
    const empty = await openMigratedPglite()
    try {
      expect(await seedFirstStart(empty.db, false)).toBe('catalogue')
      expect(await empty.db.select({ n: count() }).from(users)).toEqual([{ n: 0 }])
      expect((await empty.db.select({ n: count() }).from(starterPacks))[0]!.n).toBeGreaterThan(0)
      const real = createApp({
        db: empty.db,
        config: { ...h.config, smsProvider: 'webhook', smsWebhookUrl: 'https://sms.example.com/send' },
      })
      const login = await real.request('/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
      })
      expect(((await login.json()) as { data?: { token?: string } }).data?.token).toBeUndefined()
      // a second start seeds nothing again
      expect(await seedFirstStart(empty.db, false)).toBeNull()
    } finally {
      await empty.close()
    }
  })

  it('seeds the demo customers in demo mode', async () => {
    const empty = await openMigratedPglite()
    try {
      expect(await seedFirstStart(empty.db, true)).toBe('demo')
      expect(await empty.db.select({ n: count() }).from(users)).toEqual([{ n: 2 }])
    } finally {
      await empty.close()
    }
  })
})
