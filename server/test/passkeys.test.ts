/**
 * Passkeys: added after the password is asked again, listed, renamed and removed; a login with
 * one is a sign-in like a password login. Every answer is a real ES256 signature of a software
 * authenticator (./webauthn-authenticator.ts) checked by @simplewebauthn/server; challenges are
 * single use and short-lived, signature counters must grow. Both databases.
 */
import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { loginSessions, passkeyChallenges, passkeys, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { noticeText } from '../services/owner-notices'
import { CHALLENGE_TTL } from '../services/passkeys'
import { createSweeper } from '../services/sweeper'
import { createHarness, type Harness } from './harness'
import { Authenticator } from './webauthn-authenticator'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36'
const PASSWORD = 'keypass123'

let h: Harness
let origin: string
let rpId: string
beforeAll(async () => {
  h = await createHarness({ passkeyLoginsPerIp: 30 })
  origin = new URL(h.config.siteUrl).origin
  rpId = new URL(h.config.siteUrl).hostname
})
afterAll(() => h.close())

let n = 0
async function customer() {
  n += 1
  const phone = `+62813940${String(n).padStart(5, '0')}`
  const [row] = await h.db
    .insert(users)
    .values({ phone, name: `Putri ${n}`, passwordHash: await hashPassword(PASSWORD) })
    .returning()
  return { id: row!.id, phone, token: await h.token(row!.id) }
}
type Customer = Awaited<ReturnType<typeof customer>>

const P = '/api/v1/user/passkeys'
const registerOptions = (c: Customer, password = PASSWORD) =>
  h.call('POST', `${P}/register/options`, { token: c.token, body: { password } })
const registerVerify = (c: Customer, response: unknown, name?: string) =>
  h.call('POST', `${P}/register/verify`, {
    token: c.token,
    body: { response, ...(name ? { name } : {}) },
    headers: { 'user-agent': ANDROID },
  })
/** each call from an address of its own unless told: the per-address limit has a test of its own */
let calls = 0
const nextAddress = () => `10.5.${Math.floor(++calls / 250)}.${calls % 250}`
const loginOptions = (ip = nextAddress()) => h.call('POST', `${P}/login/options`, { ip })
const loginVerify = (response: unknown, ip = nextAddress()) =>
  h.call('POST', `${P}/login/verify`, { body: { response }, ip, headers: { 'user-agent': ANDROID } })
const listOf = async (c: Customer) =>
  (await h.call('GET', P, { token: c.token })).json.data.passkeys as Array<Record<string, unknown>>

/** a customer with a passkey added on this authenticator */
async function withPasskey(authenticator = new Authenticator(rpId, origin)) {
  const c = await customer()
  const options = (await registerOptions(c)).json.data
  const added = await registerVerify(c, authenticator.create(options))
  expect(added.json.status.code).toBe(0)
  return { c, authenticator }
}

async function logIn(authenticator: Authenticator, ip?: string) {
  const options = (await loginOptions(ip)).json.data
  return loginVerify(authenticator.get(options), ip)
}

describe('adding a passkey', () => {
  it('asks for the password again first, counted as a login is', async () => {
    const c = await customer()
    const wrong = await registerOptions(c, 'not-my-password')
    expect(wrong.json.status.code).toBe(CODE.wrongPassword)
    expect(wrong.json.data).toBeUndefined()
    expect((await h.call('POST', `${P}/register/options`, { body: { password: PASSWORD } })).status).toBe(401)
  })

  it('offers a discoverable credential for this site, without the account in the user handle', async () => {
    const c = await customer()
    const res = await registerOptions(c)
    expect(res.json.status.code).toBe(0)
    const options = res.json.data
    expect(options.rp).toEqual({ name: 'Vision+ TV', id: rpId })
    expect(options.user.name).toBe(c.phone)
    // 32 bytes of an HMAC: the same for the customer each time, nothing of the account in it
    const handle = Buffer.from(options.user.id, 'base64url')
    expect(handle).toHaveLength(32)
    expect((await registerOptions(c)).json.data.user.id).toBe(options.user.id)
    expect((await registerOptions(await customer())).json.data.user.id).not.toBe(options.user.id)
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
    })
    expect(options.attestation).toBe('none')
    expect(options.challenge).toMatch(/^[\w-]{20,}$/)
  })

  it('keeps a verified passkey, named after the browser unless named, and lists it', async () => {
    const c = await customer()
    const first = new Authenticator(rpId, origin)
    const res = await registerVerify(c, first.create((await registerOptions(c)).json.data))
    expect(res.json.status.code).toBe(0)
    expect(res.json.data.passkey).toEqual({
      id: first.credentialId,
      name: 'Chrome on Android',
      createdAt: new Date(h.now()).toISOString(),
      lastUsedAt: null,
      backedUp: false,
    })
    const second = new Authenticator(rpId, origin)
    const options = (await registerOptions(c)).json.data
    // the passkey already added is excluded, so one authenticator does not add it twice
    expect(options.excludeCredentials).toEqual([
      { id: first.credentialId, type: 'public-key', transports: ['internal'] },
    ])
    await registerVerify(c, second.create(options), 'My laptop')
    expect((await listOf(c)).map((p) => p.name)).toEqual(['Chrome on Android', 'My laptop'])
  })

  it('spends each challenge once, only for the customer it was given to, within its lifetime', async () => {
    const c = await customer()
    const options = (await registerOptions(c)).json.data
    expect((await registerVerify(c, new Authenticator(rpId, origin).create(options))).json.status.code).toBe(
      0,
    )
    const again = await registerVerify(c, new Authenticator(rpId, origin).create(options))
    expect(again.status).toBe(400)
    expect(again.json.status.message).toBe('The passkey could not be verified')
    const other = await customer()
    const theirs = (await registerOptions(other)).json.data
    expect((await registerVerify(c, new Authenticator(rpId, origin).create(theirs))).status).toBe(400)
    const late = (await registerOptions(c)).json.data
    h.advance((CHALLENGE_TTL + 1) * 1000)
    expect((await registerVerify(c, new Authenticator(rpId, origin).create(late))).status).toBe(400)
    expect(await listOf(c)).toHaveLength(1)
  })

  it("refuses an answer made for another origin or another site's id", async () => {
    const c = await customer()
    const foreign = new Authenticator(rpId, 'https://evil.example')
    expect((await registerVerify(c, foreign.create((await registerOptions(c)).json.data))).status).toBe(400)
    const otherSite = new Authenticator('evil.example', origin)
    expect((await registerVerify(c, otherSite.create((await registerOptions(c)).json.data))).status).toBe(400)
    expect(await listOf(c)).toEqual([])
  })
})

describe('logging in with a passkey', () => {
  it('asks no account first: the options list no credentials, the passkey names the account', async () => {
    const res = await loginOptions()
    expect(res.json.status.code).toBe(0)
    expect(res.json.data.allowCredentials).toEqual([])
    expect(res.json.data.rpId).toBe(rpId)
  })

  it('signs in like a password login: a token of a listed sign-in, ended from the list, the new-device SMS, the passkey last used now', async () => {
    const { c, authenticator } = await withPasskey()
    h.advance(60_000)
    const res = await logIn(authenticator)
    expect(res.json.status.code).toBe(0)
    const token = res.json.data.token as string
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).json.data.phone).toBe(c.phone)
    const rows = await h.db.select().from(loginSessions).where(eq(loginSessions.userId, c.id))
    expect(rows.map((r) => [r.browser, r.os])).toContainEqual(['Chrome', 'Android'])
    expect(h.sms.notices?.(c.phone).map((m) => m.text)).toEqual([
      noticeText('passkey-added', 'en', h.config.siteUrl),
      expect.stringContaining('New login to your Vision+ TV account on Chrome on Android'),
    ])
    expect((await listOf(c))[0]!.lastUsedAt).toBe(new Date(h.now()).toISOString())
    // ended from the customer's other sign-in, as any other: the next request is refused
    const passkeySignIn = rows.find((r) => r.browser === 'Chrome')!
    const ended = await h.call('DELETE', `/api/v1/user/sessions/${passkeySignIn.id}`, {
      token: c.token,
      body: { password: PASSWORD },
    })
    expect(ended.json.status.code).toBe(0)
    const refused = await h.call('GET', '/api/v1/user/myprofile', { token })
    expect(refused.status).toBe(401)
    expect(refused.json.status.code).toBe(CODE.sessionEnded)
  })

  it('spends the challenge: the same answer again is refused', async () => {
    const { authenticator } = await withPasskey()
    const options = (await loginOptions()).json.data
    const answer = authenticator.get(options)
    expect((await loginVerify(answer)).json.status.code).toBe(0)
    const replay = await loginVerify(answer)
    expect(replay.json.status.code).toBe(CODE.wrongPassword)
    expect(replay.json.data).toBeUndefined()
  })

  it('gives one token to one answer sent many times at once, with a counter or without one', async () => {
    // without a counter (always 0) only the challenge, spent once, keeps the copies out
    for (const step of [1, 0]) {
      const { authenticator } = await withPasskey(new Authenticator(rpId, origin, 0, step))
      const answer = authenticator.get((await loginOptions()).json.data)
      const answers = await Promise.all(Array.from({ length: 6 }, () => loginVerify(answer)))
      expect(answers.filter((r) => r.json.data?.token)).toHaveLength(1)
    }
  })

  it('refuses a signature counter that does not grow: a cloned authenticator', async () => {
    const { authenticator } = await withPasskey(new Authenticator(rpId, origin, 0, 1))
    for (let i = 0; i < 3; i++) expect((await logIn(authenticator)).json.status.code).toBe(0)
    const clone = authenticator.clone(1) // its next answer says 2; the passkey is at 3
    expect((await logIn(clone)).json.status.code).toBe(CODE.wrongPassword)
    expect((await logIn(authenticator)).json.status.code).toBe(0)
  })

  it('takes an authenticator that keeps no counter (always 0) every time', async () => {
    const { authenticator } = await withPasskey(new Authenticator(rpId, origin, 0, 0))
    for (let i = 0; i < 2; i++) expect((await logIn(authenticator)).json.status.code).toBe(0)
  })

  it('refuses an answer signed by another key, an unknown passkey and an expired challenge', async () => {
    const { authenticator } = await withPasskey()
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const forged = authenticator.get((await loginOptions()).json.data, { signWith: stranger })
    expect((await loginVerify(forged)).json.status.code).toBe(CODE.wrongPassword)
    expect((await logIn(new Authenticator(rpId, origin))).json.status.code).toBe(CODE.wrongPassword)
    const late = (await loginOptions()).json.data
    h.advance((CHALLENGE_TTL + 1) * 1000)
    expect((await loginVerify(authenticator.get(late))).json.status.code).toBe(CODE.wrongPassword)
  })

  it('limits the challenges handed to one address', async () => {
    const ip = '10.6.0.1'
    for (let i = 0; i < 30; i++) expect((await loginOptions(ip)).status).toBe(200)
    const refused = await loginOptions(ip)
    expect(refused.status).toBe(429)
    expect(refused.json.status.code).toBe(CODE.tooMany)
    expect((await loginOptions('10.6.0.2')).status).toBe(200)
  })

  it('counts refused answers against the address too, and then refuses even a good one', async () => {
    const ip = '10.6.1.1'
    const { authenticator } = await withPasskey()
    const good = authenticator.get((await loginOptions(ip)).json.data)
    const stranger = new Authenticator(rpId, origin)
    for (let i = 0; i < 29; i++)
      expect((await loginVerify(stranger.get({ challenge: 'AAAA' }), ip)).status).toBe(200)
    const refused = await loginVerify(good, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await loginVerify(good, '10.6.1.2')).json.status.code).toBe(0)
  })
})

describe('malformed answers', () => {
  it('are refused, never a 500', async () => {
    const c = await customer()
    const options = (await registerOptions(c)).json.data
    const good = new Authenticator(rpId, origin).create(options)
    const garbled = { ...good, response: { ...good.response, attestationObject: 'AAAA' } }
    expect((await registerVerify(c, garbled)).status).toBe(400)
    const notJson = { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } }
    expect((await registerVerify(c, notJson)).status).toBe(400)
    const { authenticator } = await withPasskey()
    const answer = authenticator.get((await loginOptions()).json.data)
    const bad = { ...answer, response: { ...answer.response, authenticatorData: 'AAAA', signature: 'AAAA' } }
    expect((await loginVerify(bad)).json.status.code).toBe(CODE.wrongPassword)
    expect((await loginVerify({ ...answer, id: 'not base64 at all!' })).status).toBe(400)
  })
})

describe("the customer's passkeys", () => {
  it('renames and removes their own; a removed passkey logs nobody in', async () => {
    const { c, authenticator } = await withPasskey()
    const id = authenticator.credentialId
    const renamed = await h.call('PUT', `${P}/${id}`, { token: c.token, body: { name: '  Phone  ' } })
    expect(renamed.json.data.passkey.name).toBe('Phone')
    expect((await listOf(c))[0]!.name).toBe('Phone')
    const removed = await h.call('DELETE', `${P}/${id}`, { token: c.token })
    expect(removed.json.status.code).toBe(0)
    expect(await listOf(c)).toEqual([])
    expect((await logIn(authenticator)).json.status.code).toBe(CODE.wrongPassword)
  })

  it("answers another customer's passkey as not found, and leaves it alone", async () => {
    const { c, authenticator } = await withPasskey()
    const stranger = await customer()
    const id = authenticator.credentialId
    expect(
      (await h.call('PUT', `${P}/${id}`, { token: stranger.token, body: { name: 'Mine' } })).status,
    ).toBe(404)
    expect((await h.call('DELETE', `${P}/${id}`, { token: stranger.token })).status).toBe(404)
    const [row] = await h.db.select().from(passkeys).where(eq(passkeys.id, id))
    expect(row!.userId).toBe(c.id)
    expect(row!.name).toBe('Chrome on Android')
  })
})

describe('the sweeper', () => {
  it('deletes the challenges nobody answered once they expired', async () => {
    const old = (await loginOptions('10.7.0.1')).json.data.challenge as string
    h.advance((CHALLENGE_TTL - 10) * 1000)
    const fresh = (await loginOptions('10.7.0.1')).json.data.challenge as string
    h.advance(20_000)
    await createSweeper({ db: h.db, now: h.now }).sweep()
    const left = (await h.db.select().from(passkeyChallenges)).map((r) => r.challenge)
    expect(left).not.toContain(old)
    expect(left).toContain(fresh)
  })
})
