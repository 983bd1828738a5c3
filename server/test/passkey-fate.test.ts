/**
 * Passkeys follow the account's fate (issue #48 item 4, review M-3, L-4, L-5): a password reset
 * by code removes every passkey unless told not to; renaming or removing one needs a login within
 * 5 minutes or the password or a passkey again; a passkey logs in only with user verification;
 * a reset makes every browser a stranger to the account again. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { CODE } from '../../contract/common'
import { forgetPasswordPasskeysReply } from '../../contract/user'
import { users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { browser, createHarness, type Harness } from './harness'
import { Authenticator } from './webauthn-authenticator'

const PASSWORD = 'fatepass123'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36'
const P = '/api/v1/user/passkeys'

let h: Harness
let origin: string
let rpId: string
beforeAll(async () => {
  h = await createHarness({ passkeyLoginsPerIp: 100 })
  origin = new URL(h.config.siteUrl).origin
  rpId = new URL(h.config.siteUrl).hostname
})
afterAll(() => h.close())

let n = 0
/** a customer of their own, logged in through /login just now (the token carries the login's time) */
async function customer() {
  n += 1
  const phone = `+62813947${String(n).padStart(5, '0')}`
  const local = `0${phone.slice(3)}`
  await h.db
    .insert(users)
    .values({ phone, name: `Sari ${n}`, passwordHash: await hashPassword(PASSWORD) })
    .returning()
  const login = await h.call('POST', '/api/v1/user/login', {
    body: { phone: local, password: PASSWORD },
    ip: `10.47.${n}.1`,
  })
  expect(login.json.status.code).toBe(CODE.ok)
  return { phone, local, token: login.json.data.token as string }
}
type Customer = Awaited<ReturnType<typeof customer>>

let calls = 0
const nextIp = () => `10.46.${Math.floor(++calls / 250)}.${calls % 250}`

async function addPasskey(c: Customer, authenticator = new Authenticator(rpId, origin)) {
  const options = await h.call('POST', `${P}/register/options`, {
    token: c.token,
    body: { password: PASSWORD },
  })
  const added = await h.call('POST', `${P}/register/verify`, {
    token: c.token,
    body: { response: authenticator.create(options.json.data) },
    headers: { 'user-agent': ANDROID },
  })
  expect(added.json.status.code).toBe(CODE.ok)
  return authenticator
}

/** the answer of `authenticator` to a fresh login challenge */
async function answer(authenticator: Authenticator) {
  const options = await h.call('POST', `${P}/login/options`, { ip: nextIp() })
  return authenticator.get(options.json.data)
}
const passkeyLogin = async (authenticator: Authenticator) =>
  h.call('POST', `${P}/login/verify`, { body: { response: await answer(authenticator) }, ip: nextIp() })

/**
 * A browser that verified a code sent to the phone (`local`, 08…; `phone`, +628…): it holds the
 * verification's ticket (a cookie), which goes with its calls from the same address.
 */
async function verifiedBrowser({ phone, local }: { phone: string; local: string }) {
  const ip = nextIp()
  const call = browser(h.call)
  await call('POST', '/api/v1/user/otp/send', { body: { phone: local }, ip })
  const verified = await call('POST', '/api/v1/user/otp/verify', {
    body: { phone: local, otp: h.latestCode(phone) },
    ip,
  })
  expect(verified.json.status.code).toBe(CODE.ok)
  return { call, ip }
}

const RESET_PASSKEYS = '/api/v1/user/forgetpassword/passkeys'

/** the reset form's list of the account's passkeys, as this browser asks for it */
async function listForReset(on: { call: typeof h.call; ip: string }, local: string) {
  return on.call('POST', RESET_PASSKEYS, { body: { phone: local }, ip: on.ip })
}

/** the new password by code, from a browser that verified one (and the choices given) */
async function resetFrom(on: { call: typeof h.call; ip: string }, c: Customer, choices = {}) {
  return on.call('PUT', '/api/v1/user/forgetpassword', {
    body: { phone: c.local, password: 'newfate1234', ...choices },
    ip: on.ip,
  })
}

/** a reset by code: the code sent and verified, then the new password (and the choices given) */
async function reset(c: Customer, choices: Record<string, unknown> = {}) {
  const res = await resetFrom(await verifiedBrowser(c), c, choices)
  expect(res.json.status.code).toBe(CODE.ok)
}

describe('a password reset by code', () => {
  it('removes every passkey by default: the passkey an intruder added logs nobody in', async () => {
    const c = await customer()
    const intruders = await addPasskey(c)
    const owners = await addPasskey(c)
    expect((await passkeyLogin(intruders)).json.status.code).toBe(CODE.ok)
    await reset(c)
    for (const key of [intruders, owners]) {
      const refused = await passkeyLogin(key)
      expect(refused.json.status.code).toBe(CODE.wrongPassword)
      expect(refused.json.data).toBeUndefined()
    }
  })

  it('keeps them when told to (removePasskeys: false)', async () => {
    const c = await customer()
    const key = await addPasskey(c)
    await reset(c, { removePasskeys: false })
    expect((await passkeyLogin(key)).json.status.code).toBe(CODE.ok)
  })

  it('makes every browser that signed in before a new device: its next login is told by SMS', async () => {
    const c = await customer()
    const first = await h.call('POST', '/api/v1/user/login', {
      body: { phone: c.local, password: PASSWORD },
      ip: nextIp(),
      headers: { 'user-agent': ANDROID },
    })
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!
    const newLogins = () => (h.sms.notices?.(c.phone) ?? []).filter((m) => m.text.startsWith('New login'))
    const before = newLogins().length
    // the same browser again: known, so no notice
    h.advance(2 * 3600_000)
    const again = { phone: c.local, password: PASSWORD }
    await h.call('POST', '/api/v1/user/login', {
      body: again,
      ip: nextIp(),
      headers: { cookie, 'user-agent': ANDROID },
    })
    expect(newLogins()).toHaveLength(before)
    await reset(c)
    h.advance(2 * 3600_000)
    const after = await h.call('POST', '/api/v1/user/login', {
      body: { phone: c.local, password: 'newfate1234' },
      ip: nextIp(),
      headers: { cookie, 'user-agent': ANDROID },
    })
    expect(after.json.status.code).toBe(CODE.ok)
    expect(newLogins()).toHaveLength(before + 1)
  })
})

describe("the reset form's list of the account's passkeys (POST /forgetpassword/passkeys)", () => {
  it('names them, oldest first, to the browser holding the verification, and spends nothing: the reset goes on', async () => {
    const c = await customer()
    const first = await addPasskey(c)
    h.advance(60_000)
    await addPasskey(c)
    const own = (await h.call('GET', P, { token: c.token })).json.data.passkeys as Array<{
      id: string
      name: string
      createdAt: string
    }>
    await h.call('PUT', `${P}/${first.credentialId}`, { token: c.token, body: { name: 'Laptop kantor' } })
    const verified = await verifiedBrowser(c)
    const listed = await listForReset(verified, c.local)
    expect(listed.status).toBe(200)
    expect(v.parse(forgetPasswordPasskeysReply, listed.json).data.passkeys).toEqual([
      { name: 'Laptop kantor', createdAt: own[0]!.createdAt },
      { name: 'Chrome on Android', createdAt: own[1]!.createdAt },
    ])
    // asked again (a form opened twice): the same, the ticket still unspent
    expect((await listForReset(verified, c.local)).json.data.passkeys).toHaveLength(2)
    const res = await resetFrom(verified, c)
    expect(res.json.status.code).toBe(CODE.ok)
    // spent by the reset: the list is refused from then on
    const after = await listForReset(verified, c.local)
    expect([after.status, after.json.status.code]).toEqual([403, CODE.phoneNotVerified])
  })

  it('refuses a browser without the ticket (another browser verified the code) as /forgetpassword does', async () => {
    const c = await customer()
    await addPasskey(c)
    await verifiedBrowser(c)
    const stranger = browser(h.call)
    const refused = await listForReset({ call: stranger, ip: nextIp() }, c.local)
    expect([refused.status, refused.json.status]).toEqual([
      403,
      { code: CODE.phoneNotVerified, message: 'Verify the phone number with a code first' },
    ])
    expect(refused.json.data).toBeUndefined()
    // a phone without an account is refused the same way: no twin of /user/check
    const nobody = await listForReset({ call: stranger, ip: nextIp() }, '081394799999')
    expect([nobody.status, nobody.json.status]).toEqual([refused.status, refused.json.status])
  })

  it('answers an empty list for an account without passkeys and, after the ticket, for a phone without an account', async () => {
    const c = await customer()
    const verified = await verifiedBrowser(c)
    expect((await listForReset(verified, c.local)).json).toEqual({
      status: { code: CODE.ok, message: 'OK' },
      data: { passkeys: [] },
    })
    const nobody = { phone: '+6281394799998', local: '081394799998' }
    const unknown = await listForReset(await verifiedBrowser(nobody), nobody.local)
    expect(unknown.json).toEqual({ status: { code: CODE.ok, message: 'OK' }, data: { passkeys: [] } })
  })

  it('counts against the account calls like /forgetpassword: past them, only a browser with the ticket is answered', async () => {
    const c = await customer()
    const ip = nextIp()
    const stranger = browser(h.call)
    const polls = []
    for (let i = 0; i <= h.config.accountCallsPerPhone; i += 1)
      polls.push(await listForReset({ call: stranger, ip }, c.local))
    expect(polls.at(-1)!.status).toBe(429)
    expect(polls.at(-1)!.headers.get('retry-after')).toBeTruthy()
    const verified = await verifiedBrowser(c)
    expect((await listForReset(verified, c.local)).json.data).toEqual({ passkeys: [] })
  })

  it('leaves the passkeys when the reset says removePasskeys: false, and lists them again at the next reset', async () => {
    const c = await customer()
    const key = await addPasskey(c)
    const verified = await verifiedBrowser(c)
    expect((await listForReset(verified, c.local)).json.data.passkeys).toHaveLength(1)
    expect((await resetFrom(verified, c, { removePasskeys: false })).json.status.code).toBe(CODE.ok)
    expect((await passkeyLogin(key)).json.status.code).toBe(CODE.ok)
    const again = await verifiedBrowser(c)
    expect((await listForReset(again, c.local)).json.data.passkeys).toHaveLength(1)
    expect((await resetFrom(again, c)).json.status.code).toBe(CODE.ok)
    expect((await passkeyLogin(key)).json.status.code).toBe(CODE.wrongPassword)
    const third = await verifiedBrowser(c)
    expect((await listForReset(third, c.local)).json.data.passkeys).toEqual([])
  })
})

describe('renaming or removing a passkey asks again unless the login is recent', () => {
  it('renames and removes at once within 5 minutes of the login', async () => {
    const c = await customer()
    const key = await addPasskey(c)
    const id = key.credentialId
    expect(
      (await h.call('PUT', `${P}/${id}`, { token: c.token, body: { name: 'Phone' } })).json.status.code,
    ).toBe(CODE.ok)
    expect((await h.call('DELETE', `${P}/${id}`, { token: c.token })).json.status.code).toBe(CODE.ok)
  })

  it('refuses a token alone after 5 minutes, and takes the password or one of the own passkeys', async () => {
    const c = await customer()
    const key = await addPasskey(c)
    const other = await addPasskey(c)
    const id = key.credentialId
    h.advance(301_000)
    const renamed = await h.call('PUT', `${P}/${id}`, { token: c.token, body: { name: 'Not mine' } })
    expect([renamed.status, renamed.json.status.code]).toEqual([403, CODE.reauthRequired])
    const removed = await h.call('DELETE', `${P}/${id}`, { token: c.token })
    expect([removed.status, removed.json.status.code]).toEqual([403, CODE.reauthRequired])
    const wrong = await h.call('DELETE', `${P}/${id}`, { token: c.token, body: { password: 'guess-1234' } })
    expect(wrong.json.status.code).toBe(CODE.wrongPassword)
    // still there, under its own name
    const names = async () =>
      (
        (await h.call('GET', P, { token: c.token })).json.data.passkeys as Array<{ id: string; name: string }>
      ).map((p) => p.id)
    expect(await names()).toContain(id)
    // a stranger's passkey proves nothing about this account
    const stranger = await addPasskey(await customer())
    const theirs = await h.call('PUT', `${P}/${id}`, {
      token: c.token,
      body: { name: 'Mine now', passkey: await answer(stranger) },
    })
    expect(theirs.json.status.code).toBe(CODE.wrongPassword)
    const byPassword = await h.call('PUT', `${P}/${id}`, {
      token: c.token,
      body: { name: 'Old phone', password: PASSWORD },
    })
    expect(byPassword.json.data.passkey.name).toBe('Old phone')
    const byPasskey = await h.call('DELETE', `${P}/${id}`, {
      token: c.token,
      body: { passkey: await answer(other) },
    })
    expect(byPasskey.json.status.code).toBe(CODE.ok)
    expect(await names()).toEqual([other.credentialId])
  })
})

describe('user verification', () => {
  it('is required to add a passkey and to log in with one', async () => {
    const c = await customer()
    const options = await h.call('POST', `${P}/register/options`, {
      token: c.token,
      body: { password: PASSWORD },
    })
    expect(options.json.data.authenticatorSelection.userVerification).toBe('required')
    const touchOnly = new Authenticator(rpId, origin)
    touchOnly.verifiesUser = false
    const refused = await h.call('POST', `${P}/register/verify`, {
      token: c.token,
      body: { response: touchOnly.create(options.json.data) },
    })
    expect(refused.status).toBe(400)

    const key = await addPasskey(c)
    const login = await h.call('POST', `${P}/login/options`, { ip: nextIp() })
    expect(login.json.data.userVerification).toBe('required')
    key.verifiesUser = false
    expect((await passkeyLogin(key)).json.status.code).toBe(CODE.wrongPassword)
    key.verifiesUser = true
    expect((await passkeyLogin(key)).json.status.code).toBe(CODE.ok)
  })
})
