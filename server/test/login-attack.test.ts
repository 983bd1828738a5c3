/**
 * Login limits as an attacker meets them: a stranger's failures never keep the owner out for good
 * (a device that signed in before gets in at once, a reset clears the phone, one address's
 * failures count once per phone), and correct logins in a loop cannot fill the hash pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { hashPassword, verifyPassword } from '../lib/password'
import { browser, createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

let n = 0
/** a fresh customer (phone as typed, password) */
async function customer(password = 'rightpass1') {
  n += 1
  const phone = `08137200${String(n).padStart(4, '0')}`
  await h.db
    .insert(users)
    .values({ phone: `+62${phone.slice(1)}`, name: 'Dewi', passwordHash: await hashPassword(password) })
  return { phone, password }
}

const login = (phone: string, password: string, ip: string, cookie?: string) =>
  h.call('POST', '/api/v1/user/login', {
    body: { phone, password },
    ip,
    ...(cookie ? { headers: { cookie } } : {}),
  })

/** the device cookie a reply set, as the browser sends it back */
const deviceCookie = (res: { headers: Headers }) => {
  const set = res.headers.get('set-cookie') ?? ''
  expect(set).toMatch(/vp_device=[\w-]{22};.*HttpOnly/i)
  expect(set).toMatch(/SameSite=Lax/i)
  return set.split(';')[0]!
}

describe('failures from one address count once per phone', () => {
  it('25 failures against 25 phones from one address do not stop a 26th customer’s correct login there', async () => {
    for (let i = 0; i < 25; i += 1) {
      const res = await login(`0813710000${String(i).padStart(2, '0')}`, 'wrong-pass-1', '100.64.0.1')
      expect(res.status).toBe(200)
      expect(res.json.status.code).toBe(3)
    }
    const c = await customer()
    const res = await login(c.phone, c.password, '100.64.0.1')
    expect(res.status).toBe(200)
    expect(res.json.data.token).toBeTruthy()
    h.advance(60 * 60_000)
  })

  it('past the free phones an address waits longer each time, never a hard lock', async () => {
    const limited = await createHarness({ loginFailsPerIp: 3 })
    try {
      const fail = (i: number) =>
        limited.call('POST', '/api/v1/user/login', {
          body: { phone: `0813720000${String(i).padStart(2, '0')}`, password: 'wrong-pass-1' },
          ip: '100.64.9.1',
        })
      for (let i = 0; i < 4; i += 1) expect((await fail(i)).status).toBe(200)
      const first = await fail(10)
      expect(first.status).toBe(429)
      expect(first.headers.get('retry-after')).toBe('1')
      limited.advance(1_000)
      expect((await fail(11)).status).toBe(200)
      const second = await fail(12)
      expect(second.headers.get('retry-after')).toBe('2')
      // an IPv6 client is its /64: fresh addresses within it are one address
      const fromV6 = (i: number) =>
        limited.call('POST', '/api/v1/user/login', {
          body: { phone: `0813730000${String(i).padStart(2, '0')}`, password: 'wrong-pass-1' },
          ip: `2001:db8:77:1:${i.toString(16)}::1`,
        })
      for (let i = 0; i < 4; i += 1) expect((await fromV6(i)).status).toBe(200)
      expect((await fromV6(10)).status).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('a phone that strangers keep failing', () => {
  it('a device that signed in before logs in at once with the right password; elsewhere the wait grows', async () => {
    const c = await customer()
    const first = await login(c.phone, c.password, '10.30.0.1')
    expect(first.json.status.code).toBe(0)
    const cookie = deviceCookie(first)
    for (let i = 0; i < 5; i += 1)
      expect((await login(c.phone, `wrong-${i}-pass`, `10.30.1.${i}`)).json.status.code).toBe(3)
    const stranger = await login(c.phone, `wrong-6-pass`, '10.30.1.9')
    expect(stranger.status).toBe(200) // the 6th failure is checked, and makes the next one wait
    const waiting = await login(c.phone, c.password, '10.30.2.1')
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('retry-after')).toBe('15')
    expect(waiting.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 seconds',
    })
    // the owner's phone, which signed in before, is not held back
    const owner = await login(c.phone, c.password, '10.30.3.1', cookie)
    expect(owner.json.status.code).toBe(0)
    expect(owner.json.data.token).toBeTruthy()
    // elsewhere: a wait, then the next failure doubles it
    h.advance(15_000)
    expect((await login(c.phone, 'wrong-7-pass', '10.30.1.9')).json.status.code).toBe(3)
    expect((await login(c.phone, c.password, '10.30.2.1')).headers.get('retry-after')).toBe('30')
    h.advance(30_000)
    expect((await login(c.phone, c.password, '10.30.2.1')).json.status.code).toBe(0)
  })

  it('a stranger’s check running on the phone does not hold back its owner’s known device', async () => {
    const c = await customer()
    const cookie = deviceCookie(await login(c.phone, c.password, '10.35.0.1'))
    let release = () => undefined as void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { call } = h.appWith({
      passwords: {
        hash: hashPassword,
        // the stranger's guess is still being hashed while the owner logs in
        verify: async (password, stored) => {
          if (password === 'strangers-guess') await gate
          return verifyPassword(password, stored)
        },
      },
    })
    const stranger = call('POST', '/api/v1/user/login', {
      body: { phone: c.phone, password: 'strangers-guess' },
      ip: '10.35.9.9',
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const owner = await call('POST', '/api/v1/user/login', {
      body: c,
      ip: '10.35.0.1',
      headers: { cookie },
    })
    expect(owner.json.status).toEqual({ code: 0, message: 'Login success' })
    release()
    expect((await stranger).json.status.code).toBe(3)
  })

  it('a known device’s own failures make it wait, not the phone', async () => {
    const c = await customer()
    const cookie = deviceCookie(await login(c.phone, c.password, '10.31.0.1'))
    for (let i = 0; i < 6; i += 1) await login(c.phone, `wrong-${i}-pass`, '10.31.0.1', cookie)
    expect((await login(c.phone, c.password, '10.31.0.1', cookie)).status).toBe(429)
    expect((await login(c.phone, c.password, '10.31.0.2')).json.status.code).toBe(0)
    h.advance(60 * 60_000)
  })

  it('a successful password reset clears the phone’s failures', async () => {
    const c = await customer()
    for (let i = 0; i < 7; i += 1) await login(c.phone, `wrong-${i}-pass`, '10.32.0.1')
    expect((await login(c.phone, c.password, '10.32.1.1')).status).toBe(429)
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone: c.phone }, ip: '10.32.1.1' })
    const otp = h.latestCode(`+62${c.phone.slice(1)}`)
    const owner = browser(h.call)
    const verified = await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone: c.phone, otp },
      ip: '10.32.1.1',
    })
    expect(verified.json.status.code).toBe(0)
    const reset = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone: c.phone, password: 'newpass123' },
      ip: '10.32.1.1',
    })
    expect(reset.json.status.code).toBe(0)
    expect((await login(c.phone, 'newpass123', '10.32.1.1')).json.status.code).toBe(0)
  })
})

describe('correct logins cost their account, not everyone', () => {
  it('refuses a loop of correct logins past the account’s hash budget, with the too-many message; others still log in', async () => {
    const c = await customer()
    const other = await customer()
    for (let i = 0; i < h.config.loginHashesPerAccount; i += 1)
      expect((await login(c.phone, c.password, '10.33.0.1')).json.status.code).toBe(0)
    const refused = await login(c.phone, c.password, '10.33.0.1')
    expect(refused.status).toBe(429)
    expect(refused.json.status.code).toBe(9)
    expect(refused.json.status.message).toMatch(
      /^Sorry, too many logins to this account, try again in \d+ minutes?$/,
    )
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(other.phone, other.password, '10.33.0.1')).json.status.code).toBe(0)
    h.advance(60 * 60_000)
  })

  it('a flood of correct logins in parallel is refused before the hash pool fills: another customer still logs in', async () => {
    const c = await customer()
    const other = await customer()
    // a pool of one running and one queued hash, as createPasswordPool({ size: 1, queue: 1 }) keeps
    let inPool = 0
    let sheds = 0
    const { call } = h.appWith({
      passwords: {
        hash: hashPassword,
        busy: () => (inPool >= 2 ? 1 : 0),
        verify: async (password, stored) => {
          if (inPool >= 2) {
            sheds += 1
            throw new Error('the pool would have shed this')
          }
          inPool += 1
          try {
            await new Promise((resolve) => setTimeout(resolve, 50))
            return await verifyPassword(password, stored)
          } finally {
            inPool -= 1
          }
        },
      },
    })
    const post = (who: { phone: string; password: string }) =>
      call('POST', '/api/v1/user/login', { body: who, ip: '10.34.0.1' })
    const flood = Array.from({ length: 12 }, () => post(c))
    const theirs = post(other)
    const results = await Promise.all(flood)
    expect((await theirs).json.status).toEqual({ code: 0, message: 'Login success' })
    expect(results.filter((r) => r.status === 503)).toEqual([])
    expect(sheds).toBe(0)
    expect(results.some((r) => r.json.status.code === 0)).toBe(true)
    for (const r of results.filter((x) => x.json.status.code !== 0)) {
      expect(r.status).toBe(429)
      expect(r.json.status.message).toContain('too many')
    }
    h.advance(60 * 60_000)
  })
})
