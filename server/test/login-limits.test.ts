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
  it('refuses a phone after 5 wrong passwords, even the right one from another address, until the window ends', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await login(DEMO_PHONE, `wrong-pass-${i}`, `10.20.1.${i}`)
      expect(res.json.status.code).toBe(3)
    }
    const locked = await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')
    expect(locked.status).toBe(429)
    expect(locked.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 minutes',
    })
    expect(locked.headers.get('retry-after')).toBe('900')
    expect(locked.json.data).toBeUndefined()

    h.advance(10 * 60_000)
    const later = await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')
    expect(later.headers.get('retry-after')).toBe('300')
    expect(later.json.status.message).toBe('Sorry, too many failed logins, try again in 5 minutes')

    h.advance(5 * 60_000)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.1.99')).json.data.token).toBeTruthy()
  })

  it('refuses a client address after 20 failed logins across phones, and not other addresses', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await login(`0813000000${String(i).padStart(2, '0')}`, 'whatever1', '10.20.2.1')
      expect(res.status).toBe(200)
    }
    const blocked = await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.2.1')
    expect(blocked.status).toBe(429)
    expect(blocked.json.status.code).toBe(9)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.2.2')).json.data.token).toBeTruthy()
    h.advance(15 * 60_000)
  })

  it('does not count correct logins against their address', async () => {
    for (let i = 0; i < 19; i += 1)
      await login(`0813000001${String(i).padStart(2, '0')}`, 'whatever1', '10.20.6.1')
    for (let i = 0; i < 5; i += 1)
      expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.6.1')).json.data.token).toBeTruthy()
    // the 20th failure is still within the limit, the 21st is not
    expect((await login('081300000299', 'whatever1', '10.20.6.1')).status).toBe(200)
    expect((await login('081300000298', 'whatever1', '10.20.6.1')).status).toBe(429)
    h.advance(15 * 60_000)
  })

  it('forgets a phone’s failures once it logs in', async () => {
    for (let i = 0; i < 4; i += 1) await login(DEMO_PHONE, `wrong-pass-${i}`, '10.20.3.1')
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.3.1')).json.data.token).toBeTruthy()
    for (let i = 0; i < 4; i += 1) await login(DEMO_PHONE, `wrong-pass-${i}`, '10.20.3.2')
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.3.2')).json.data.token).toBeTruthy()
  })

  it('counts wrong old passwords in a password change as failed logins of that phone', async () => {
    const token = (await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.5.1')).json.data.token as string
    const change = (oldPassword: string) =>
      h.call('PUT', '/api/v1/user/changepassword', {
        token,
        body: { oldPassword, newPassword: 'brandnew123' },
        ip: '10.20.5.2',
      })
    for (let i = 0; i < 5; i += 1) expect((await change(`wrong-old-${i}`)).json.status.code).toBe(17)
    const locked = await change(DEMO_PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 minutes',
    })
    expect(locked.headers.get('retry-after')).toBe('900')
    // the login form of that phone is locked too, and the password did not change
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.5.3')).status).toBe(429)
    h.advance(15 * 60_000)
    expect((await login(DEMO_PHONE, DEMO_PASSWORD, '10.20.5.3')).json.data.token).toBeTruthy()
  })

  it('limits the partner sign-in popup the same way, with the message on the page', async () => {
    const popup = (password: string, ip: string) =>
      h.call('POST', '/sandbox/partner/vplus/auth/login', {
        form: new URLSearchParams({ phone: '081298765432', password, key: 'k', partner: 'p' }),
        ip,
      })
    for (let i = 0; i < 5; i += 1) expect((await popup(`nope-${i}`, `10.20.4.${i}`)).status).toBe(401)
    const locked = await popup('budisantoso1', '10.20.4.50')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('900')
    expect(locked.text).toContain('Sorry, too many failed logins, try again in 15 minutes')
    expect(locked.text).not.toContain('partner-login-result')
    h.advance(15 * 60_000)
    expect((await popup('budisantoso1', '10.20.4.50')).text).toContain('partner-login-result')
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
