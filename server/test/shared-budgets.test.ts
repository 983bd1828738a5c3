/**
 * Budgets every customer shares, which a few addresses must not spend for everyone (issue #48
 * item 6, review M-2, M-5): the TV codes of the minute count only requests the per-address limit
 * let through; the password-hash pool keeps a share for known devices, so a flood of strangers
 * sheds strangers first; each budget has a metric and a log line to alert on. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { createLog } from '../lib/log'
import { createMetrics } from '../lib/metrics'
import { hashPassword, verifyPassword } from '../lib/password'
import { Busy, createPasswordPool } from '../lib/password-pool'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ tvCodesPerIp: 3, tvCodesPerMinute: 10 })
})
afterAll(() => h.close())

/** an app of the harness whose metrics and log lines the test reads */
function watched(parts: Parameters<Harness['appWith']>[0] = {}) {
  const lines: Array<Record<string, unknown>> = []
  const log = createLog({
    level: 'info',
    destination: { write: (line: string) => void lines.push(JSON.parse(line)) },
  })
  const metrics = createMetrics()
  return { ...h.appWith({ ...parts, log, metrics }), lines, metrics }
}

const askCode = (call: Harness['call'], ip: string) =>
  call('POST', '/oauth/device_authorization', { form: new URLSearchParams({ client_id: 'vplus-tv' }), ip })

describe('TV codes of the minute', () => {
  it('a flood of refused requests from one address leaves another address served', async () => {
    for (let i = 0; i < 3; i++) expect((await askCode(h.call, '198.51.100.1')).status).toBe(200)
    for (let i = 0; i < 40; i++) expect((await askCode(h.call, '198.51.100.1')).status).toBe(429)
    const other = await askCode(h.call, '203.0.113.7')
    expect(other.status).toBe(200)
    expect(other.json.user_code).toBeTruthy()
    h.advance(600_000)
  })

  it('once spent by many addresses, is counted by a metric and told by one log line', async () => {
    const { call, lines, metrics } = watched()
    for (let i = 0; i < 10; i++) expect((await askCode(call, `192.0.2.${i + 1}`)).status).toBe(200)
    expect((await askCode(call, '192.0.2.200')).status).toBe(429)
    expect((await askCode(call, '192.0.2.201')).status).toBe(429)
    const text = await metrics.text()
    expect(text).toContain('vplus_shared_budget_refused_total{budget="tv-codes"} 2')
    const spent = lines.filter((l) => l.event === 'shared-budget-spent')
    expect(spent).toHaveLength(1)
    expect(spent[0]).toMatchObject({ budget: 'tv-codes-all' })
    h.advance(600_000)
  })
})

describe('the password-hash pool', () => {
  it('keeps its last share for known devices: strangers are refused first', async () => {
    const pool = createPasswordPool({ size: 1, queue: 3 })
    try {
      const salt = new Uint8Array(16)
      const slow = (lane: 'known' | 'stranger') =>
        pool.derive('a-password1', salt, 1 << 15, 8, 1, 32, 64 * 1024 * 1024, lane)
      const strangers = [slow('stranger'), slow('stranger'), slow('stranger')]
      expect(pool.busy('stranger')).toBeGreaterThan(0)
      expect(pool.busy('known')).toBe(0)
      await expect(slow('stranger')).rejects.toBeInstanceOf(Busy)
      const known = slow('known')
      // the pool itself is full now: a known device waits like everyone else
      expect(pool.busy('known')).toBeGreaterThan(0)
      expect((await known).length).toBe(32)
      await Promise.all(strangers)
    } finally {
      await pool.close()
    }
  })

  it('an unknown-phone flood that fills the strangers’ share leaves a known device logging in', async () => {
    const phone = '+6281394600001'
    await h.db.insert(users).values({ phone, name: 'Lina', passwordHash: await hashPassword('lanepass123') })
    const body = { phone: '081394600001', password: 'lanepass123' }
    const first = await h.call('POST', '/api/v1/user/login', { body, ip: '10.60.0.1' })
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    // the strangers' share is full, the known devices' is not
    const { call, metrics, lines } = watched({
      passwords: {
        hash: hashPassword,
        verify: (password, stored) => verifyPassword(password, stored),
        busy: (lane) => (lane === 'stranger' ? 2 : 0),
      },
    })
    const stranger = await call('POST', '/api/v1/user/login', {
      body: { phone: '081394699999', password: 'spray-pass1' },
      ip: '10.60.9.9',
    })
    expect(stranger.status).toBe(503)
    // the owner from a browser the account has not seen is a stranger too
    expect((await call('POST', '/api/v1/user/login', { body, ip: '10.60.0.2' })).status).toBe(503)
    const known = await call('POST', '/api/v1/user/login', { body, ip: '10.60.0.1', headers: { cookie } })
    expect(known.json.status.code).toBe(0)
    expect(await metrics.text()).toContain('vplus_shared_budget_refused_total{budget="hash-pool-stranger"} 2')
    // one line for the storm, not one per shed login
    expect(
      lines.filter((l) => l.event === 'shared-budget-spent' && l.budget === 'hash-pool-stranger'),
    ).toHaveLength(1)
  })
})
