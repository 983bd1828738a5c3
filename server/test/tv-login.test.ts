/**
 * A TV gets a TV's login (issue #48 item 3, review M-1): approving a code needs the owner to have
 * proved themselves within 5 minutes (the login, else the password again); the TV's token reads
 * its profile and packages and does nothing else (no TV approval, no billing token, no change to
 * the account); ending sign-ins voids codes approved but not yet collected. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { TOKEN_EXCHANGE } from '../../contract/bss'
import { CODE } from '../../contract/common'
import { tvSignIns, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { DEVICE_CODE_GRANT } from '../routes/oauth'
import { normalizeUserCode } from '../services/tv-sign-in'
import { createHarness, type Harness } from './harness'

const PASSWORD = 'tvlogin123'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
let asks = 0
async function codes() {
  asks += 1
  const res = await h.call('POST', '/oauth/device_authorization', {
    form: form({ client_id: 'vplus-tv' }),
    ip: `10.48.${asks}.1`,
  })
  expect(res.status).toBe(200)
  return res.json as { device_code: string; user_code: string }
}
const poll = (deviceCode: string) =>
  h.call('POST', '/oauth/token', {
    form: form({ grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: 'vplus-tv' }),
    ip: '198.51.100.48',
  })
const approve = (token: string, code: string, extra: Record<string, unknown> = {}) =>
  h.call('POST', '/api/v1/user/tv/approve', { token, body: { code, ...extra } })
const statusOf = async (userCode: string) =>
  (
    await h.db
      .select()
      .from(tvSignIns)
      .where(eq(tvSignIns.userCode, normalizeUserCode(userCode)!))
  )[0]?.status

let n = 0
/** a customer of their own, logged in through /login (the token carries the login's time) */
async function customer() {
  n += 1
  const phone = `+62813948${String(n).padStart(5, '0')}`
  const [row] = await h.db
    .insert(users)
    .values({ phone, name: `Wulan ${n}`, passwordHash: await hashPassword(PASSWORD) })
    .returning()
  const login = await h.call('POST', '/api/v1/user/login', {
    body: { phone, password: PASSWORD },
    ip: `10.49.${n}.1`,
  })
  expect(login.json.status.code).toBe(CODE.ok)
  return { id: row!.id, token: login.json.data.token as string }
}

/** a TV signed in to the customer's account: its login token */
async function tvOf(owner: { token: string }) {
  const { device_code, user_code } = await codes()
  expect((await approve(owner.token, user_code)).json.status.code).toBe(CODE.ok)
  h.advance(5_000)
  const res = await poll(device_code)
  expect(res.status).toBe(200)
  return res.json.access_token as string
}

describe("approving a TV needs a recent proof that it is the owner's", () => {
  it('approves at once within 5 minutes of the login, then asks for the password again', async () => {
    const c = await customer()
    const first = await codes()
    expect((await approve(c.token, first.user_code)).json.status.code).toBe(CODE.ok)
    h.advance(301_000)
    const second = await codes()
    const refused = await approve(c.token, second.user_code)
    expect(refused.status).toBe(403)
    expect(refused.json.status.code).toBe(CODE.reauthRequired)
    expect(await statusOf(second.user_code)).toBe('pending')
    const wrong = await approve(c.token, second.user_code, { password: 'not-my-password' })
    expect(wrong.json.status.code).toBe(CODE.wrongPassword)
    expect(await statusOf(second.user_code)).toBe('pending')
    const accepted = await approve(c.token, second.user_code, { password: PASSWORD })
    expect(accepted.json.status.code).toBe(CODE.ok)
    expect(await statusOf(second.user_code)).toBe('approved')
  })

  it('counts a password change as a fresh proof: its new token approves at once', async () => {
    const c = await customer()
    h.advance(600_000)
    const changed = await h.call('PUT', '/api/v1/user/changepassword', {
      token: c.token,
      body: { oldPassword: PASSWORD, newPassword: 'tvlogin456', logoutOthers: false },
    })
    expect(changed.json.status.code).toBe(CODE.ok)
    const { user_code } = await codes()
    expect((await approve(changed.json.data.token, user_code)).json.status.code).toBe(CODE.ok)
  })

  it('denies without asking again: refusing a TV hands nobody anything', async () => {
    const c = await customer()
    h.advance(600_000)
    const { user_code } = await codes()
    const denied = await h.call('POST', '/api/v1/user/tv/deny', { token: c.token, body: { code: user_code } })
    expect(denied.json.status.code).toBe(CODE.ok)
  })
})

describe("a TV's token is scoped to what a TV does", () => {
  it('approves no TV code: refused with notForTv, the code still pending', async () => {
    const tv = await tvOf(await customer())
    const { user_code } = await codes()
    for (const action of ['approve', 'lookup', 'deny']) {
      const res = await h.call('POST', `/api/v1/user/tv/${action}`, { token: tv, body: { code: user_code } })
      expect({ action, status: res.status, code: res.json.status.code }).toEqual({
        action,
        status: 403,
        code: CODE.notForTv,
      })
    }
    expect(await statusOf(user_code)).toBe('pending')
  })

  it('mints no billing token: the token exchange refuses it as an invalid grant', async () => {
    const owner = await customer()
    const tv = await tvOf(owner)
    const exchange = (subject: string) =>
      h.call('POST', '/bss/identity/v1/token', {
        form: form({ grant_type: TOKEN_EXCHANGE, subject_token: subject }),
      })
    const refused = await exchange(tv)
    expect(refused.status).toBe(401)
    expect(refused.json.access_token).toBeUndefined()
    // the owner's own login still gets its pair
    expect((await exchange(owner.token)).status).toBe(200)
  })

  it('changes nothing in the account, and reads its profile and packages', async () => {
    const tv = await tvOf(await customer())
    const changes: Array<[string, string, unknown]> = [
      ['PUT', '/api/v1/user/changepassword', { oldPassword: PASSWORD, newPassword: 'stolen1234' }],
      ['POST', '/api/v1/user/sessions/end-others', { password: PASSWORD }],
      ['POST', '/api/v1/user/passkeys/register/options', { password: PASSWORD }],
      ['DELETE', '/api/v1/user/passkeys/AAAA', {}],
      ['PUT', '/api/v1/user/passkeys/AAAA', { name: 'Mine now' }],
      ['PUT', '/api/v1/user/sn/edit', { sn: 'X', name: 'Y' }],
      ['GET', '/api/v1/user/sessions', undefined],
      ['GET', '/api/v1/user/passkeys', undefined],
      ['POST', '/bss/payduct/v1/subscriptions/1/auto-renew', { on: false }],
      ['POST', '/bss/payduct/v1/subscriptions/1/method', { method_id: 1 }],
      ['POST', '/bss/payduct/v1/subscriptions/1/pay', { method_id: 1 }],
      [
        'POST',
        '/bss/payduct/v1/payment-methods/gopay',
        { phone: '081234567890', return_to: { page: 'payment-methods', language: 'en' } },
      ],
      [
        'POST',
        '/bss/payduct/v1/payment-methods/card',
        { return_to: { page: 'payment-methods', language: 'en' } },
      ],
      ['POST', '/bss/payduct/v1/payment-methods/card/complete', { registration_id: 'reg-x' }],
      ['POST', '/bss/payduct/v1/payment-methods/1/unlink', { move_to: null }],
    ]
    for (const [method, path, body] of changes) {
      const res = await h.call(method, path, { token: tv, ...(body === undefined ? {} : { body }) })
      expect({ path, status: res.status, code: res.json?.status?.code }).toEqual({
        path,
        status: 403,
        code: CODE.notForTv,
      })
    }
    const edit = new FormData()
    edit.set('name', 'Stranger')
    edit.set('email', 'x@example.com')
    expect((await h.call('PUT', '/api/v1/user/edit', { token: tv, form: edit })).status).toBe(403)
    const address = await h.call('POST', '/go/vplustv/v1/address', { token: tv, body: {} })
    expect(address.status).toBe(403)
    for (const path of [
      '/api/v1/user/myprofile',
      '/api/v1/user/sn',
      '/bss/payduct/v1/package/current',
      '/bss/payduct/v1/subscriptions',
      '/bss/identity/v1/mirada/userprofile',
    ])
      expect({ path, status: (await h.call('GET', path, { token: tv })).status }).toEqual({
        path,
        status: 200,
      })
    // and it may log itself out
    expect((await h.call('POST', '/api/v1/user/logout', { token: tv })).status).toBe(200)
    expect((await h.call('GET', '/api/v1/user/myprofile', { token: tv })).status).toBe(401)
  })
})

describe('ending sign-ins voids codes approved but not yet collected', () => {
  it('"Log out of all other devices" after an approval: the TV gets no token', async () => {
    const c = await customer()
    const { device_code, user_code } = await codes()
    expect((await approve(c.token, user_code)).json.status.code).toBe(CODE.ok)
    const ended = await h.call('POST', '/api/v1/user/sessions/end-others', {
      token: c.token,
      body: { password: PASSWORD },
    })
    expect(ended.json.status.code).toBe(CODE.ok)
    h.advance(5_000)
    const res = await poll(device_code)
    expect(res.json.access_token).toBeUndefined()
    expect(res.json.error).toBe('access_denied')
  })

  it("ending a TV's sign-in from the list voids its second approved code", async () => {
    const c = await customer()
    await tvOf(c)
    const list = (await h.call('GET', '/api/v1/user/sessions', { token: c.token })).json.data
      .sessions as Array<{
      id: string
      current: boolean
    }>
    const tvSignIn = list.find((s) => !s.current)!
    const { device_code, user_code } = await codes()
    expect((await approve(c.token, user_code)).json.status.code).toBe(CODE.ok)
    const ended = await h.call('DELETE', `/api/v1/user/sessions/${tvSignIn.id}`, {
      token: c.token,
      body: { password: PASSWORD },
    })
    expect(ended.json.status.code).toBe(CODE.ok)
    h.advance(5_000)
    expect((await poll(device_code)).json.error).toBe('access_denied')
  })

  it('leaves codes of other accounts and codes already collected alone', async () => {
    const mine = await customer()
    const other = await customer()
    const { device_code, user_code } = await codes()
    expect((await approve(other.token, user_code)).json.status.code).toBe(CODE.ok)
    await h.call('POST', '/api/v1/user/sessions/end-others', {
      token: mine.token,
      body: { password: PASSWORD },
    })
    h.advance(5_000)
    expect((await poll(device_code)).status).toBe(200)
  })
})
