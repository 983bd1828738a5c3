import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { hashPassword, verifyPassword } from '../lib/password'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const login = (phone: string, password: string, ip = '10.20.0.1') =>
  h.call('POST', '/api/v1/user/login', { body: { phone, password }, ip })

describe('failed logins are limited', () => {
  it('makes a phone wait after 5 free failures, twice as long each time, the right password from a new device too', async () => {
    for (let i = 0; i < 6; i += 1) {
      const res = await login(DEMO_PHONE, `wrong-pass-${i}`, `10.20.1.${i}`)
      expect(res.json.status.code).toBe(3)
    }
    const waiting = await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')
    expect(waiting.status).toBe(429)
    expect(waiting.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 seconds',
    })
    expect(waiting.headers.get('retry-after')).toBe('15')
    expect(waiting.json.data).toBeUndefined()

    h.advance(10_000)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')).headers.get('retry-after')).toBe('5')
    h.advance(5_000)
    expect((await login(DEMO_PHONE, 'wrong-pass-7', '10.20.1.7')).json.status.code).toBe(3)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')).headers.get('retry-after')).toBe('30')
    h.advance(30_000)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')).json.data.token).toBeTruthy()
  })

  it('never waits longer than the window, and forgets the failures a window after the last wait', async () => {
    for (let i = 0; i < 20; i += 1) {
      await login(DEMO_PHONE, `wrong-pass-${i}`, '10.20.2.1')
      h.advance(
        Math.max(1, Number((await login(DEMO_PHONE, 'x-probe-1', '10.20.2.1')).headers.get('retry-after'))) *
          1000,
      )
    }
    await login(DEMO_PHONE, 'wrong-pass-last', '10.20.2.1')
    expect(Number((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.2.2')).headers.get('retry-after'))).toBe(900)
    h.advance(1800_000)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.2.2')).json.data.token).toBeTruthy()
    h.advance(3600_000)
  })

  it('forgets a phone’s failures once it logs in', async () => {
    for (let i = 0; i < 4; i += 1) await login(DEMO_PHONE, `wrong-pass-${i}`, '10.20.3.1')
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.3.1')).json.data.token).toBeTruthy()
    for (let i = 0; i < 4; i += 1) await login(DEMO_PHONE, `wrong-pass-${i}`, '10.20.3.2')
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.3.2')).json.data.token).toBeTruthy()
    h.advance(3600_000)
  })

  it('counts wrong old passwords in a password change against that sign-in: it waits, the login form does not', async () => {
    const token = (await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.5.1')).json.data.token as string
    const change = (oldPassword: string) =>
      h.call('PUT', '/api/v1/user/changepassword', {
        token,
        body: { oldPassword, newPassword: 'brandnew123', logoutOthers: false },
        ip: '10.20.5.2',
      })
    for (let i = 0; i < 6; i += 1) expect((await change(`wrong-old-${i}`)).json.status.code).toBe(17)
    const waiting = await change(DEMO_PASSWORD)
    expect(waiting.status).toBe(429)
    expect(waiting.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 seconds',
    })
    expect(waiting.headers.get('retry-after')).toBe('15')
    // the password did not change, and the login form is not held back by this sign-in's failures
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.5.3')).json.data.token).toBeTruthy()
    h.advance(3600_000)
  })

  it('limits the partner sign-in popup the same way, with the message on the page', async () => {
    const popup = (password: string, ip: string) =>
      h.call('POST', '/sandbox/partner/vplus/auth/login', {
        form: new URLSearchParams({ phone: '081298765432', password, key: 'k', partner: 'p' }),
        ip,
      })
    for (let i = 0; i < 6; i += 1) expect((await popup(`nope-${i}`, `10.20.4.${i}`)).status).toBe(401)
    const waiting = await popup('budisantoso1', '10.20.4.50')
    expect(waiting.status).toBe(429)
    expect(waiting.headers.get('retry-after')).toBe('15')
    expect(waiting.text).toContain('Sorry, too many failed logins, try again in 15 seconds')
    expect(waiting.text).not.toContain('partner-login-result')
    h.advance(15_000)
    const signedIn = await popup('budisantoso1', '10.20.4.50')
    expect(signedIn.text).toContain('partner-login-result')
    expect(signedIn.headers.get('set-cookie')).toMatch(
      /^vp_device=[\w-]{22}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    )
  })
})

describe('login timing does not tell which phones have accounts', () => {
  it('runs one full-cost hash for an unknown phone, as for a known phone with a wrong password', async () => {
    const verified: string[] = []
    const app = createApp({
      db: h.db,
      config: h.config,
      clock: h.now,
      passwords: {
        hash: hashPassword,
        verify: (password, stored) => {
          verified.push(stored)
          return verifyPassword(password, stored)
        },
      },
    })
    const post = (phone: string) =>
      app.request('/api/v1/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-ip': '10.20.5.1' },
        body: JSON.stringify({ phone, password: 'wrong-pass-1' }),
      })
    const known = await (await post(DEMO_PHONE)).json()
    const unknown = await (await post('081399990000')).json()
    expect(unknown).toEqual(known)
    expect(verified).toHaveLength(2)
    const cost = (stored: string) => stored.split('$').slice(0, 4).join('$')
    expect(cost(verified[1]!)).toBe(cost(verified[0]!))
  })
})
