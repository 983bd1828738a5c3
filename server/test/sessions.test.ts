import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { browser, createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

let n = 0
/** A fresh customer with a login token, a billing pair from the partner popup and a password. */
async function customer() {
  n += 1
  const phone = `08139000${String(n).padStart(4, '0')}`
  const password = 'firstpass1'
  await h.db
    .insert(users)
    .values({ phone: `+62${phone.slice(1)}`, name: 'Tara', passwordHash: await hashPassword(password) })
  const login = await h.call('POST', '/api/v1/user/login', { body: { phone, password } })
  const popup = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
    form: new URLSearchParams({ phone, password }),
  })
  const billing = {
    access: /data-token="([^"]+)"/.exec(popup.text)![1]!,
    refresh: /data-refresh-token="([^"]+)"/.exec(popup.text)![1]!,
  }
  return { phone, password, token: login.json.data.token as string, billing }
}

/** a second login of the same customer, as from another device */
const loginAgain = async (c: { phone: string; password: string }): Promise<string> =>
  (await h.call('POST', '/api/v1/user/login', { body: { phone: c.phone, password: c.password } })).json.data
    .token

const profile = (token: string) => h.call('GET', '/api/v1/user/myprofile', { token })
const billingProfile = (token: string) => h.call('GET', '/bss/identity/v1/mirada/userprofile', { token })
const refresh = (token: string) =>
  h.call('POST', '/bss/identity/v1/token', {
    form: new URLSearchParams({ refresh_token: token, grant_type: 'refresh_token' }),
  })

describe('a password change or reset ends earlier tokens', () => {
  it('ends the login, billing and refresh tokens on a change, and hands this session a new login token', async () => {
    const c = await customer()
    const other = await loginAgain(c)
    expect((await profile(c.token)).status).toBe(200)
    const res = await h.call('PUT', '/api/v1/user/changepassword', {
      token: c.token,
      body: { oldPassword: c.password, newPassword: 'secondpass2' },
    })
    expect(res.json.status).toEqual({ code: 0, message: 'Password changed' })
    expect((await profile(c.token)).status).toBe(401)
    expect((await profile(other)).status).toBe(401)
    expect((await billingProfile(c.billing.access)).status).toBe(401)
    expect((await refresh(c.billing.refresh)).status).toBe(401)
    expect((await profile(res.json.data.token)).status).toBe(200)
  })

  it('ends them on a reset with a one-time code', async () => {
    const c = await customer()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone: c.phone }, ip: '10.30.0.1' })
    const otp = h.latestCode(`+62${c.phone.slice(1)}`)
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/verify', { body: { phone: c.phone, otp } })
    const reset = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone: c.phone, password: 'resetpass3' },
    })
    expect(reset.json.status.code).toBe(0)
    expect((await profile(c.token)).status).toBe(401)
    expect((await billingProfile(c.billing.access)).status).toBe(401)
    expect((await refresh(c.billing.refresh)).status).toBe(401)
    const again = await h.call('POST', '/api/v1/user/login', {
      body: { phone: c.phone, password: 'resetpass3' },
    })
    expect((await profile(again.json.data.token)).status).toBe(200)
  })
})

describe('logout', () => {
  it('ends the token it is called with, and no other login of the customer', async () => {
    const c = await customer()
    const other = await loginAgain(c)
    const res = await h.call('POST', '/api/v1/user/logout', { token: c.token })
    expect(res.status).toBe(200)
    expect(res.json.status).toEqual({ code: 0, message: 'Logged out' })
    expect((await profile(c.token)).status).toBe(401)
    expect((await h.call('POST', '/api/v1/user/logout', { token: c.token })).status).toBe(401)
    expect((await profile(other)).status).toBe(200)
  })

  it('called with the billing refresh token, ends that billing session, access token included', async () => {
    const c = await customer()
    expect((await h.call('POST', '/api/v1/user/logout', { token: c.billing.refresh })).status).toBe(200)
    expect((await billingProfile(c.billing.access)).status).toBe(401)
    expect((await refresh(c.billing.refresh)).status).toBe(401)
    expect((await profile(c.token)).status).toBe(200)
  })
})

describe('refresh tokens are single-use', () => {
  it('rotates once, and a replay of the spent one ends the whole family', async () => {
    const c = await customer()
    const first = await refresh(c.billing.refresh)
    expect(first.status).toBe(200)
    expect((await billingProfile(first.json.access_token)).status).toBe(200)
    const replay = await refresh(c.billing.refresh)
    expect(replay.status).toBe(401)
    expect(replay.json.error).toBe('invalid_grant')
    expect((await refresh(first.json.refresh_token)).status).toBe(401)
    expect((await billingProfile(first.json.access_token)).status).toBe(401)
    expect((await billingProfile(c.billing.access)).status).toBe(401)
  })

  it('holds for the media API as well', async () => {
    const login = await h.call('POST', '/mplay/loginApi', {
      body: { username: h.config.mplayUsername, password: h.config.mplayPassword },
    })
    const { refresh_token } = login.json.data
    const first = await h.call('GET', '/mplay/refresh_token', { token: refresh_token })
    expect(first.status).toBe(200)
    expect((await h.call('GET', '/mplay/refresh_token', { token: refresh_token })).status).toBe(401)
    expect(
      (await h.call('GET', '/mplay/refresh_token', { token: first.json.data.refresh_token })).status,
    ).toBe(401)
    expect((await h.call('GET', '/mplay/session', { token: first.json.data.access_token })).status).toBe(401)
  })
})
