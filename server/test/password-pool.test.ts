import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { createPasswords, hashPassword, setPasswordCostForTests, verifyPassword } from '../lib/password'
import { Busy, createPasswordPool, type PasswordPool } from '../lib/password-pool'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
let pool: PasswordPool
beforeAll(async () => {
  h = await createHarness()
  pool = createPasswordPool({ size: 1, queue: 1 })
})
afterAll(async () => {
  await pool.close()
  await h.close()
})

// The production cost, with no database: it runs once, here, not again in the `postgres` project
// (vite.config.ts), where its four full-cost scrypt runs (128 MiB each) would prove nothing new.
describe('passwords', () => {
  it('hash at N=2^17, r=8, p=1 with a random salt when nothing lowers the cost', async () => {
    setPasswordCostForTests(null)
    try {
      const [a, b] = await Promise.all([hashPassword('visionplus123'), hashPassword('visionplus123')])
      expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
      expect(a).not.toBe(b)
      expect(await verifyPassword('visionplus123', a)).toBe(true)
      expect(await verifyPassword('visionplus124', a)).toBe(false)
    } finally {
      setPasswordCostForTests(10)
    }
  })
})

describe('password hashing on its own worker pool', () => {
  it('fails the job of a worker that dies and replaces the worker, so logins neither hang nor run out of workers', async () => {
    const dying = createPasswordPool({
      size: 1,
      queue: 3,
      worker: new URL('./fixtures/dying-scrypt-worker.mjs', import.meta.url),
    })
    try {
      const salt = new Uint8Array(16)
      const derive = (password: string) => dying.derive(password, salt, 1024, 8, 1, 32, 32 * 1024 * 1024)
      // one pool of one worker: the jobs queued behind a dying one still run, on its replacement
      const settled = await Promise.allSettled([
        derive('exit'),
        derive('fine-1'),
        derive('throw'),
        derive('fine-2'),
      ])
      expect(settled.map((s) => s.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled'])
      expect(String((settled[0] as PromiseRejectedResult).reason)).toContain('exit code 3')
      expect(String((settled[2] as PromiseRejectedResult).reason)).toContain('the worker failed')
      expect((await derive('fine-3')).length).toBe(32)
      expect(dying.stats()).toEqual({ busy: 0, queued: 0 })
    } finally {
      await dying.close()
    }
  })
  it('makes and checks the same hashes as before, so existing ones keep working', async () => {
    const pooled = createPasswords(pool.derive)
    const made = await pooled.hash('sandi-rahasia1')
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await verifyPassword('sandi-rahasia1', made)).toBe(true)
    const old = await hashPassword('sandi-lama1')
    expect(await pooled.verify('sandi-lama1', old)).toBe(true)
    expect(await pooled.verify('sandi-salah1', old)).toBe(false)
  })

  it('runs at most its size at once, queues a few, and refuses the rest at once with Busy', async () => {
    setPasswordCostForTests(15)
    try {
      const pooled = createPasswords(pool.derive)
      const started = Date.now()
      const jobs = [pooled.hash('a-password1'), pooled.hash('a-password2')]
      expect(pool.busy()).toBeGreaterThanOrEqual(1)
      jobs.push(pooled.hash('a-password3'))
      const settled = await Promise.allSettled(jobs)
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
      const refused = (settled[2] as PromiseRejectedResult).reason
      expect(refused).toBeInstanceOf(Busy)
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1)
      expect(Date.now() - started).toBeGreaterThan(0)
      expect(pool.stats()).toEqual({ busy: 0, queued: 0 })
      expect(pool.busy()).toBe(0)
    } finally {
      setPasswordCostForTests(10)
    }
  })

  it('answers a shed login at once with 503, Retry-After and the envelope', async () => {
    const full = {
      hash: () => Promise.reject(new Busy(2)),
      verify: () => Promise.reject(new Busy(2)),
    }
    const app = createApp({ db: h.db, config: h.config, passwords: full })
    const res = await app.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('2')
    expect(await res.json()).toEqual({
      status: { code: 9, message: 'Sorry, too many logins at once, try again in a few seconds' },
    })
    const popup = await app.request('/sandbox/partner/vplus/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }).toString(),
    })
    expect(popup.status).toBe(503)
    expect(await popup.text()).toContain('Sorry, too many logins at once')
  })

  it("a fresh app's first login is answered: its password checks share one warm-up hash, not one per route", async () => {
    // this machine's default pool (two workers, two waiting); the warm-up hashes go in at createApp
    const fresh = createPasswordPool({ size: 2, queue: 2 })
    try {
      let hashes = 0
      const pooled = createPasswords(fresh.derive, fresh.busy)
      const counting = { ...pooled, hash: (password: string) => ((hashes += 1), pooled.hash(password)) }
      const app = createApp({ db: h.db, config: h.config, passwords: counting })
      expect(hashes).toBe(1)
      const res = await app.request('/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
      })
      expect(res.status).toBe(200)
    } finally {
      await fresh.close()
    }
  })

  it('sheds a login before any database work while the pool says it is full', async () => {
    let verified = 0
    const full = {
      hash: hashPassword,
      verify: (password: string, stored: string) => {
        verified += 1
        return verifyPassword(password, stored)
      },
      busy: () => 3,
    }
    const down = new Proxy({}, { get: () => () => Promise.reject(new Error('database touched')) })
    const app = createApp({ db: down as never, config: h.config, passwords: full })
    const res = await app.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('3')
    expect(verified).toBe(0)
  })
})
