/**
 * Test harness: one database per test file (in-memory PGlite, or PostgreSQL in the `postgres`
 * project: server/test/database.ts), migrated and seeded at a fixed time, an app with a movable
 * clock, the outbox SMS adapter and the client IP taken from an x-test-ip header. `instance()`
 * starts a second app on the same database with the same settings, as a second server process.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type AppOptions } from '../app'
import type { Db } from '../db/client'
import { openTestDatabase, SEEDED_AT } from './database'
import { signInToken } from './sign-in-token'
import { loadConfig, type ServerConfig } from '../env'
import { setPasswordCostForTests } from '../lib/password'
import { ephemeralSecrets } from '../lib/secrets'
import { createOutboxSms } from '../lib/sms'
import { createTokens, type TokenKind } from '../lib/tokens'
import { DEVICE_SESSION_HEADER, stbSignature } from '../routes/stb'

export const T0 = SEEDED_AT
export const DEMO_PHONE = '081234567890'
export const DEMO_PASSWORD = 'visionplus123'

/** a delivery address a customer may save (a real place: Braga, Bandung) */
export const ADDRESS = {
  recipient_name: 'Rina Wati',
  phone_number: '081377778888',
  address_details: 'Jl. Braga No. 10',
  province: 'Jawa Barat',
  province_id: '32',
  city: 'Kota Bandung',
  city_id: '32.73',
  district: 'Sumur Bandung',
  district_id: '32.73.10',
  subdistrict: 'Braga',
  subdistrict_id: '32.73.10.1001',
  postal_code: '40111',
}

export type CallOptions = {
  body?: unknown
  form?: FormData | URLSearchParams
  token?: string
  ip?: string
  headers?: Record<string, string>
}

export async function createHarness(overrides: Partial<ServerConfig> = {}) {
  setPasswordCostForTests(10)
  const database = await openTestDatabase()
  let t = T0
  const sms = createOutboxSms(() => undefined)
  const dataDir = mkdtempSync(join(tmpdir(), 'vp-test-'))
  const config = { ...loadConfig(), dataDir, ...ephemeralSecrets({}), ...overrides }
  const appOn = (db: Db, parts: Partial<AppOptions> = {}) =>
    createApp({
      db,
      clock: () => t,
      sms,
      config,
      clientIp: (c) => c.req.header('x-test-ip') ?? '10.0.0.1',
      ...parts,
    })
  const app = appOn(database.db)
  const tokens = createTokens(config.jwtSecret, () => t)
  const call = caller(app)
  const instances: Array<() => Promise<void>> = []

  return {
    app,
    db: database.db,
    sms,
    config,
    call,
    now: () => t,
    advance(ms: number) {
      t += ms
    },
    /** an app on the same database and clock with some of its parts replaced (a password check a test holds) */
    appWith(parts: Partial<AppOptions>) {
      const other = appOn(database.db, parts)
      return { app: other, call: caller(other) }
    },
    /** a second app (a second server process) on the same database, with its own connections */
    async instance() {
      const other = await database.instance()
      instances.push(other.close)
      const otherApp = appOn(other.db)
      return { app: otherApp, call: caller(otherApp), db: other.db, close: other.close }
    },
    /**
     * a token for a seeded user without paying scrypt's cost on every test; a customer's token
     * belongs to a sign-in of its own, as the service issues them; a login token's owner logged in
     * just now (auth_time)
     */
    async token(userId = 1, typ: TokenKind = 'user', ttl = 3600) {
      const claims = {
        sub: String(userId),
        typ,
        name: 'Demo Customer',
        phone: '+6281234567890',
        ...(typ === 'user' ? { auth_time: Math.floor(t / 1000) } : {}),
      }
      if (typ !== 'user' && typ !== 'bss' && typ !== 'bss-refresh') return tokens.sign(claims, ttl)
      return signInToken(database.db, tokens, claims, ttl, t)
    },
    latestCode: (phone: string) => sms.latest?.(phone)?.code ?? '',
    /** the device session a verified /stb-profile link for this box yields */
    async deviceSession(sn: string) {
      const ts = String(Math.floor(t / 1000))
      const token = stbSignature(config.stbClientKey, sn, config.stbClientSecret, ts)
      const res = await app.request(`/api/v1/stb/verify?sn=${sn}&token=${token}&timestamp=${ts}`)
      return res.headers.get(DEVICE_SESSION_HEADER) ?? ''
    },
    async close() {
      for (const close of instances) await close().catch(() => undefined)
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type Harness = Awaited<ReturnType<typeof createHarness>>

type Call = ReturnType<typeof caller>

/**
 * A browser on `call`: it keeps the cookies replies set (the device id, a verification's ticket)
 * and sends them back, as one browser would; paths and expiry aside, which no test here needs.
 */
export function browser(call: Call): Call {
  const jar = new Map<string, string>()
  return async (method, path, opts = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const res = await call(method, path, {
      ...opts,
      headers: { ...(cookie ? { cookie } : {}), ...opts.headers },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      if (attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name)
      else jar.set(name, pair.slice(at + 1).trim())
    }
    return res
  }
}

type CallApp = { request: (path: string, init: RequestInit) => Response | Promise<Response> }

/** `call(method, path, options)` on an app: JSON in and out, the bearer token and test address set. */
export function caller(app: CallApp) {
  return async function call(method: string, path: string, opts: CallOptions = {}) {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    if (opts.ip) headers['x-test-ip'] = opts.ip
    let body: BodyInit | undefined
    if (opts.form) body = opts.form
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
    }
    const res = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) })
    const text = await res.text()
    let json: any = null // tests poke into replies of every shape
    try {
      json = JSON.parse(text)
    } catch {
      json = null
    }
    return { status: res.status, json, text, headers: res.headers }
  }
}
