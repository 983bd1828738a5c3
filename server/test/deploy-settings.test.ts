/**
 * Deployment settings with safe defaults: HSTS only when configured, metrics on loopback; and what
 * a proxy needs from a draining instance or a database that stops answering.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app'
import { configProblems, loadConfig } from '../env'
import { clockFromEnv } from '../lib/clock'
import { listenSettings } from '../lib/listen'
import { databaseReady, type Database, type Db } from '../db/client'
import { openMigratedPglite } from './database'

// one empty PGlite for the apps below, which answer from their headers and read no data: each
// PGlite start (the WASM and the migrations) is seconds on a busy machine; a copy of the run's
// migrated database skips creating the cluster and migrating it
let database: Database
beforeAll(async () => {
  database = await openMigratedPglite()
})
afterAll(() => database.close())

describe('Strict-Transport-Security', () => {
  it('is sent with the configured max-age, and not at all by default (plain http demo)', async () => {
    const plain = createApp({ db: database.db })
    expect((await plain.request('/livez')).headers.get('strict-transport-security')).toBeNull()
    const tls = createApp({ db: database.db, config: { hstsMaxAge: 31_536_000 } })
    for (const path of ['/livez', '/api/v1/nothing-here'])
      expect((await tls.request(path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      )
  })

  it('refuses an HSTS_MAX_AGE that is not a whole number', () => {
    expect(configProblems({ HSTS_MAX_AGE: '1y' })).toContain("HSTS_MAX_AGE must be a whole number, not '1y'.")
  })
})

describe("a demo run's moved clock (npm run test:dates)", () => {
  it('runs CLOCK_OFFSET_MS ahead of or behind the machine, and is the machine clock without it', () => {
    const day = 86_400_000
    expect(
      Math.abs(clockFromEnv({ CLOCK_OFFSET_MS: String(-30 * day) }).now() - (Date.now() - 30 * day)),
    ).toBeLessThan(1_000)
    expect(Math.abs(clockFromEnv({ CLOCK_OFFSET_MS: String(day) }).now() - (Date.now() + day))).toBeLessThan(
      1_000,
    )
    expect(Math.abs(clockFromEnv({}).now() - Date.now())).toBeLessThan(1_000)
    expect(clockFromEnv({}).offset()).toBe(0)
    // the starting offset is where /__dev/clock moves on from
    const moved = clockFromEnv({ CLOCK_OFFSET_MS: String(day) })
    moved.advance(2 * day)
    expect(moved.offset()).toBe(3 * day)
  })

  it('is refused outside demo mode and when it is not a whole number', () => {
    expect(configProblems({ CLOCK_OFFSET_MS: '-86400000' })).toEqual([])
    const real = {
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'https://sms.example.com',
      SITE_URL: 'https://vp.example.com',
    }
    expect(configProblems({ ...real, CLOCK_OFFSET_MS: '60000' })).toContain(
      'CLOCK_OFFSET_MS moves the clock of a demo run only; a server with real customers keeps the machine clock.',
    )
    expect(configProblems({ CLOCK_OFFSET_MS: '1 day' })).toContain(
      "CLOCK_OFFSET_MS must be a whole number of milliseconds, not '1 day'.",
    )
  })
})

describe('the seller receipts name', () => {
  const real = {
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://sms.example.com',
    SITE_URL: 'https://vp.example.com',
  }
  const needed =
    'SMS_PROVIDER=webhook means real customers: set SELLER_NAME and SELLER_ADDRESS, the seller every receipt names.'

  it('is the demo seller in demo mode, and must be set where customers are real', () => {
    expect(configProblems({})).not.toContain(needed)
    expect(configProblems(real)).toContain(needed)
    expect(configProblems({ ...real, SELLER_NAME: 'PT Contoh' })).toContain(needed)
    expect(
      configProblems({ ...real, SELLER_NAME: 'PT Contoh', SELLER_ADDRESS: 'Jl. Sudirman 1' }),
    ).not.toContain(needed)
  })

  it('takes VAT_PERCENT as a whole percentage', () => {
    expect(configProblems({ VAT_PERCENT: '12' })).toEqual([])
    expect(configProblems({ VAT_PERCENT: '11.5' })).toContain(
      "VAT_PERCENT must be a whole percentage like 11, not '11.5'.",
    )
    expect(configProblems({ VAT_PERCENT: '90' })).toContain(
      "VAT_PERCENT must be a whole percentage like 11, not '90'.",
    )
  })
})

describe("the provider's GoPay and card pages' return address", () => {
  const needs = (api: string) =>
    `PAYMENT_STATUS_API names a real provider (${api}), so it needs SITE_URL: the address its GoPay and card pages send customers back to.`

  it('is SITE_URL, which a real provider needs; the sandbox sends customers back to a path here', () => {
    const midtrans = 'https://api.midtrans.com'
    expect(configProblems({ PAYMENT_STATUS_API: midtrans })).toContain(needs(midtrans))
    expect(configProblems({ PAYMENT_STATUS_API: midtrans, SITE_URL: 'https://vp.example.com' })).toEqual([])
    expect(configProblems({ PAYMENT_STATUS_API: '/sandbox/snap' })).toEqual([])
    expect(configProblems({})).toEqual([])
    try {
      vi.stubEnv('SITE_URL', 'https://vp.example.com/')
      expect(loadConfig().paymentReturnBase).toBe('https://vp.example.com')
      vi.stubEnv('SITE_URL', '')
      expect(loadConfig().paymentReturnBase).toBe('')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})

describe('the renewal settings', () => {
  it('take the defaults unset, and refuse what would renew too early, retry out of order or after the grace, or give no notice', () => {
    expect(configProblems({})).toEqual([])
    expect(
      configProblems({
        RENEWAL_LEAD_DAYS: '3',
        RENEWAL_RETRY_DAYS: ' 1, 2 ,4',
        RENEWAL_GRACE_DAYS: '5',
        RENEWAL_EVERY: '60',
        RENEWAL_NOTICE_DAYS: '7',
      }),
    ).toEqual([])
    expect(configProblems({ RENEWAL_LEAD_DAYS: '15' })).toEqual([
      "RENEWAL_LEAD_DAYS must be a whole number of days from 0 to 14, not '15'.",
    ])
    expect(configProblems({ RENEWAL_EVERY: '5' })).toEqual([
      "RENEWAL_EVERY must be a whole number of seconds from 10 to 86400, not '5'.",
    ])
    expect(configProblems({ RENEWAL_GRACE_DAYS: 'a week' })).toEqual([
      "RENEWAL_GRACE_DAYS must be a whole number of days from 0 to 30, not 'a week'.",
    ])
    for (const days of ['3,1', '1,1', '0,2', '1,2,3,4,5,6', 'x'])
      expect(configProblems({ RENEWAL_RETRY_DAYS: days })).toEqual([
        `RENEWAL_RETRY_DAYS must be up to five whole days after a period's end, rising and comma-separated like 1,3,5, not '${days}'.`,
      ])
    // the notice before a charge: at least a day ahead, at most two weeks
    for (const days of ['0', '15', 'three', '2.5', '-1'])
      expect(configProblems({ RENEWAL_NOTICE_DAYS: days })).toEqual([
        `RENEWAL_NOTICE_DAYS must be a whole number of days from 1 to 14, not '${days}'.`,
      ])
    expect(configProblems({ RENEWAL_RETRY_DAYS: '1,3,7' })).toEqual([
      'RENEWAL_RETRY_DAYS must retry before the grace ends (RENEWAL_GRACE_DAYS=7): a retry on day 7 would come after access ended.',
    ])
  })
})

describe('where the server listens', () => {
  it('puts /metrics on 127.0.0.1 by default, even when the site is on 0.0.0.0', () => {
    expect(listenSettings({ HOST: '0.0.0.0', METRICS_PORT: '9464' })).toEqual({
      host: '0.0.0.0',
      port: 3000,
      metricsHost: '127.0.0.1',
      metricsPort: 9464,
    })
    expect(listenSettings({ METRICS_HOST: '10.0.0.5', METRICS_PORT: '9464' }).metricsHost).toBe('10.0.0.5')
    expect(listenSettings({}).metricsPort).toBeNull()
  })
})

describe('the drain and the readiness probe', () => {
  it('closes each connection after its reply while draining, and only then', async () => {
    let draining = false
    const app = createApp({ db: database.db, draining: () => draining })
    expect((await app.request('/livez')).headers.get('connection')).toBeNull()
    draining = true
    for (const path of ['/livez', '/api/v1/nothing-here'])
      expect((await app.request(path)).headers.get('connection')).toBe('close')
  })

  it('calls a database that does not answer unreachable instead of waiting for it', async () => {
    const silent = { execute: () => new Promise(() => undefined) } as unknown as Db
    const started = Date.now()
    expect(await databaseReady(silent, 100)).toBe('database unreachable')
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
