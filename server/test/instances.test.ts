/**
 * Several server instances on one database, as production runs them behind a proxy: every limit
 * and every revocation holds whichever instance answers, and after both restart. In the
 * `postgres` project each instance has its own connection pool to one PostgreSQL database; in
 * the `unit` project they share PGlite's single connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, like, sql } from 'drizzle-orm'
import { loginThrottle, rateLimits, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { SWEEP_EVERY_MS } from '../lib/rate-limit'
import { createHarness, type Harness } from './harness'
import { testPostgres } from './database'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

type Instance = Awaited<ReturnType<Harness['instance']>>

let n = 0
async function customer() {
  n += 1
  const phone = `08137000${String(n).padStart(4, '0')}`
  const password = 'firstpass1'
  await h.db
    .insert(users)
    .values({ phone: `+62${phone.slice(1)}`, name: 'Sari', passwordHash: await hashPassword(password) })
  return { phone, password }
}

const login = (on: Instance, phone: string, password: string, ip = '10.40.0.1') =>
  on.call('POST', '/api/v1/user/login', { body: { phone, password }, ip })
const profile = (on: Instance, token: string) => on.call('GET', '/api/v1/user/myprofile', { token })

it('runs on the database of its project', async () => {
  const result = (await h.db.execute(sql`select version() as v`)) as unknown as { rows: Array<{ v: string }> }
  const expected = testPostgres() ? /^PostgreSQL 18\.\d+ on / : /\(PGlite /
  expect(result.rows[0]!.v).toMatch(expected)
})

describe('two instances on one database', () => {
  it('makes the phone wait after its 6th wrong password whichever instance answers, and still after both restart', async () => {
    const c = await customer()
    let [a, b] = [await h.instance(), await h.instance()]
    for (let i = 0; i < 6; i += 1) {
      const res = await login(i % 2 === 0 ? a : b, c.phone, `wrong-${i}`, `10.40.1.${i}`)
      expect(res.json.status.code).toBe(3)
    }
    expect((await login(a, c.phone, c.password, '10.40.1.50')).status).toBe(429)
    expect((await login(b, c.phone, c.password, '10.40.1.51')).status).toBe(429)

    await a.close()
    await b.close()
    ;[a, b] = [await h.instance(), await h.instance()]
    const locked = await login(b, c.phone, c.password, '10.40.1.52')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(a, c.phone, c.password, '10.40.1.53')).status).toBe(429)

    h.advance(15_000)
    expect((await login(a, c.phone, c.password, '10.40.1.54')).json.data.token).toBeTruthy()
    await a.close()
    await b.close()
  })

  it('checks no more than 6 wrong passwords before the wait when they arrive at the same time on both', async () => {
    const c = await customer()
    const [a, b] = [await h.instance(), await h.instance()]
    const checked: unknown[] = []
    for (let round = 0; round < 4; round += 1) {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(i % 2 ? a : b, c.phone, `guess-${i}`, `10.40.2.${i}`)),
      )
      checked.push(...results.filter((r) => r.status === 200 && r.json.status.code === 3))
      expect(results.filter((r) => r.status !== 429)).toEqual(
        results.filter((r) => r.status === 200 && r.json.status.code === 3),
      )
    }
    expect(checked.length).toBeGreaterThan(0)
    expect(checked.length).toBeLessThanOrEqual(6)
    h.advance(60 * 60_000)
    await a.close()
    await b.close()
  })

  it('ends a token logged out on one instance on the other with its next request', async () => {
    const c = await customer()
    const [a, b] = [await h.instance(), await h.instance()]
    const token = (await login(a, c.phone, c.password)).json.data.token as string
    expect((await profile(b, token)).status).toBe(200)
    expect((await a.call('POST', '/api/v1/user/logout', { token })).status).toBe(200)
    expect((await profile(b, token)).status).toBe(401)
    expect((await profile(a, token)).status).toBe(401)
    await a.close()
    await b.close()
  })

  it('ends every earlier token on both after a password change on one', async () => {
    const c = await customer()
    const [a, b] = [await h.instance(), await h.instance()]
    const first = (await login(a, c.phone, c.password)).json.data.token as string
    const second = (await login(b, c.phone, c.password)).json.data.token as string
    const changed = await b.call('PUT', '/api/v1/user/changepassword', {
      token: second,
      body: { oldPassword: c.password, newPassword: 'secondpass2' },
    })
    expect(changed.json.status.code).toBe(0)
    expect((await profile(a, first)).status).toBe(401)
    expect((await profile(a, second)).status).toBe(401)
    expect((await profile(a, changed.json.data.token)).status).toBe(200)
    await a.close()
    await b.close()
  })

  it('revokes a refresh family on both when one instance sees a spent refresh token again', async () => {
    const c = await customer()
    const [a, b] = [await h.instance(), await h.instance()]
    const popup = await a.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: c.phone, password: c.password }),
    })
    const refresh = /data-refresh-token="([^"]+)"/.exec(popup.text)![1]!
    const spend = (on: Instance, token: string) =>
      on.call('POST', '/bss/identity/v1/token', {
        form: new URLSearchParams({ refresh_token: token, grant_type: 'refresh_token' }),
      })
    const next = await spend(a, refresh)
    expect(next.status).toBe(200)
    expect((await spend(b, refresh)).status).toBe(401) // the replay, on the other instance
    expect((await spend(a, next.json.refresh_token as string)).status).toBe(401) // the whole family is gone
    await a.close()
    await b.close()
  })

  it('counts code sends per phone across instances', async () => {
    const [a, b] = [await h.instance(), await h.instance()]
    const phone = '081370009999'
    const send = (on: Instance, i: number) =>
      on.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: `10.40.3.${i}` })
    for (let i = 0; i < 5; i += 1) expect((await send(i % 2 ? a : b, i)).json.status.code).toBe(0)
    expect((await send(a, 9)).status).toBe(429)
    expect((await send(b, 10)).status).toBe(429)
    h.advance(15 * 60_000)
    await a.close()
    await b.close()
  })

  it('honours a device session from one instance on the other, and limits failed link checks per address on both', async () => {
    const [a, b] = [await h.instance(), await h.instance()]
    const session = await h.deviceSession('VPTV2024A0001')
    const profileOf = (on: Instance) =>
      on.call('POST', '/b2b/getprofile', {
        body: { sn: 'VPTV2024A0001' },
        headers: { 'x-device-session': session },
      })
    expect((await profileOf(b)).json.data.stbsn).toBe('VPTV2024A0001')
    expect((await profileOf(a)).json.data.stbsn).toBe('VPTV2024A0001')
    const ts = String(Math.floor(h.now() / 1000))
    const bad = (on: Instance) =>
      on.call('GET', `/api/v1/stb/verify?sn=VPTV2024A0001&token=${'0'.repeat(64)}&timestamp=${ts}`, {
        ip: '10.40.4.1',
      })
    for (let i = 0; i < 20; i += 1) expect((await bad(i % 2 ? a : b)).status).toBe(401)
    expect((await bad(a)).status).toBe(429)
    expect((await bad(b)).status).toBe(429)
    h.advance(15 * 60_000)
    await a.close()
    await b.close()
  })
})

describe('the counts themselves', () => {
  it('keeps a locked phone locked however many other keys are counted', async () => {
    const c = await customer()
    for (let i = 0; i < 6; i += 1)
      await h.call('POST', '/api/v1/user/login', { body: { phone: c.phone, password: `x-${i}` } })
    // 60,000 other addresses at once (the old in-memory map emptied itself past 50,000 keys)
    await h.db.execute(sql`
      INSERT INTO login_throttle (key, failures, next_at, forget_at)
      SELECT 'address:10.' || g, 1, ${new Date(h.now()).toISOString()}::timestamptz,
        ${new Date(h.now() + 600_000).toISOString()}::timestamptz
      FROM generate_series(1, 60000) AS g`)
    const res = await h.call('POST', '/api/v1/user/login', { body: c, ip: '10.40.5.1' })
    expect(res.status).toBe(429)
    await h.db.delete(loginThrottle).where(like(loginThrottle.key, 'address:10.%'))
    h.advance(60 * 60_000)
  })

  it('sweeps windows that have ended', async () => {
    await h.call('GET', '/api/v1/user/check?phone=081234567890', { ip: '10.40.6.1' })
    const rows = async () =>
      (
        await h.db
          .select({ n: count() })
          .from(rateLimits)
          .where(like(rateLimits.key, 'user-check-ip:10.40.6.%'))
      )[0]!.n
    expect(await rows()).toBe(1)
    h.advance(60_000 + SWEEP_EVERY_MS)
    await h.call('GET', '/api/v1/user/check?phone=081234567890', { ip: '10.40.6.2' })
    // the first address's window ended and went; the second one's is new
    expect(await rows()).toBe(1)
  })
})
