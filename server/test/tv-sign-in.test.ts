/**
 * Signing a TV in with a code (RFC 8628): the device authorization answer, every answer of the
 * token endpoint, the site's look-up, approve and deny, and the TV's sign-in as a row of the
 * customer's signed-in devices, ended from there. Both databases (unit: PGlite, postgres).
 */
import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { tvSignIns, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { createSweeper } from '../services/sweeper'
import { createApp } from '../app'
import { configProblems, loadConfig } from '../env'
import { DEVICE_CODE_GRANT } from '../routes/oauth'
import { caller, createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const CODE_SHAPE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/

const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const askCode = (clientId = 'vplus-tv', ip = '10.0.0.1') =>
  h.call('POST', '/oauth/device_authorization', { form: form({ client_id: clientId }), ip })
const poll = (deviceCode: string, clientId = 'vplus-tv') =>
  h.call('POST', '/oauth/token', {
    form: form({ grant_type: DEVICE_CODE_GRANT, device_code: deviceCode, client_id: clientId }),
    ip: '198.51.100.20',
  })
const site = (action: 'lookup' | 'approve' | 'deny', token: string, code: string, password?: string) =>
  h.call('POST', `/api/v1/user/tv/${action}`, { token, body: { code, ...(password ? { password } : {}) } })

let n = 0
/** a customer of their own, with a login token of a sign-in of its own */
async function customer() {
  n += 1
  const [row] = await h.db
    .insert(users)
    .values({
      phone: `+62813920${String(n).padStart(5, '0')}`,
      name: `Tari ${n}`,
      passwordHash: await hashPassword('tvpass123'),
    })
    .returning()
  return { id: row!.id, token: await h.token(row!.id) }
}

/** a fresh pair of codes */
async function codes() {
  const res = await askCode()
  expect(res.status).toBe(200)
  return res.json as { device_code: string; user_code: string; interval: number }
}

describe('POST /oauth/device_authorization', () => {
  it('gives a registered TV a device code, a user code of 8 consonants and where to enter it', async () => {
    const res = await askCode()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = res.json
    expect(Object.keys(body).sort()).toEqual([
      'device_code',
      'expires_in',
      'interval',
      'user_code',
      'verification_uri',
      'verification_uri_complete',
    ])
    expect(body.user_code).toMatch(CODE_SHAPE)
    expect(body.device_code.length).toBeGreaterThanOrEqual(43)
    expect(body.verification_uri).toBe(`${h.config.siteUrl}/tv`)
    expect(body.verification_uri_complete).toBe(`${h.config.siteUrl}/tv?code=${body.user_code}`)
    expect(body.expires_in).toBe(600)
    expect(body.interval).toBe(5)
  })

  it('stores the device code only as its hash', async () => {
    const { device_code, user_code } = await codes()
    const [row] = await h.db
      .select()
      .from(tvSignIns)
      .where(eq(tvSignIns.userCode, user_code.replace('-', '')))
    expect(row!.deviceCodeHash).toBe(createHash('sha256').update(device_code).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(device_code)
  })

  it('refuses a client that is not registered with invalid_client, and a missing one as invalid_request', async () => {
    const res = await askCode('someone-else')
    expect(res.status).toBe(401)
    expect(res.json.error).toBe('invalid_client')
    const none = await h.call('POST', '/oauth/device_authorization', { form: form({}) })
    expect(none.status).toBe(400)
    expect(none.json.error).toBe('invalid_request')
    const asJson = await h.call('POST', '/oauth/device_authorization', { body: { client_id: 'vplus-tv' } })
    expect(asJson.json.error).toBe('invalid_request')
  })
})

describe('POST /oauth/token', () => {
  it('answers authorization_pending until the customer decides', async () => {
    const { device_code } = await codes()
    const res = await poll(device_code)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe('authorization_pending')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers slow_down to a poll sooner than the interval, which then grows by 5 seconds each time', async () => {
    const { device_code } = await codes()
    expect((await poll(device_code)).json.error).toBe('authorization_pending')
    h.advance(1_000)
    const fast = await poll(device_code)
    expect(fast.json).toMatchObject({ error: 'slow_down', interval: 10 })
    h.advance(6_000) // 5 s would have done before; now it is 10
    expect((await poll(device_code)).json).toMatchObject({ error: 'slow_down', interval: 15 })
    h.advance(15_000)
    expect((await poll(device_code)).json.error).toBe('authorization_pending')
  })

  it('answers invalid_grant to an unknown device code, and unsupported_grant_type to another grant', async () => {
    expect((await poll('no-such-code')).json.error).toBe('invalid_grant')
    const other = await h.call('POST', '/oauth/token', {
      form: form({ grant_type: 'password', username: 'x', password: 'y' }),
    })
    expect(other.status).toBe(400)
    expect(other.json.error).toBe('unsupported_grant_type')
  })

  it("does not give one client's device code to another", async () => {
    const { device_code } = await codes()
    const res = await poll(device_code, 'someone-else')
    expect(res.status).toBe(401)
    expect(res.json.error).toBe('invalid_client')
  })

  it('signs the TV in once approved: a login token of its own sign-in, the code then used', async () => {
    const c = await customer()
    const { device_code, user_code } = await codes()
    const approved = await site('approve', c.token, user_code)
    expect(approved.json.status.code).toBe(0)
    h.advance(5_000)
    const res = await poll(device_code)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ token_type: 'Bearer', expires_in: h.config.tokenTtl })
    const profile = await h.call('GET', '/api/v1/user/myprofile', { token: res.json.access_token })
    expect(profile.json.data.name).toBe(`Tari ${n}`)
    h.advance(5_000)
    expect((await poll(device_code)).json.error).toBe('invalid_grant')
  })

  it('gives tokens to exactly one of many polls at once after approval', async () => {
    const c = await customer()
    const { device_code, user_code } = await codes()
    await site('approve', c.token, user_code)
    // every connection of the pool open first, so the polls below meet in the database at once
    await Promise.all(Array.from({ length: 10 }, () => site('lookup', c.token, user_code)))
    h.advance(5_000)
    const answers = await Promise.all(Array.from({ length: 10 }, () => poll(device_code)))
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.json.access_token)).toHaveLength(1)
    const signIns = await h.call('GET', '/api/v1/user/sessions', { token: c.token })
    expect(
      signIns.json.data.sessions.filter((s: { browser: string }) => s.browser === 'Vision+ TV box'),
    ).toHaveLength(1)
  })

  it('answers access_denied once the customer denies it', async () => {
    const c = await customer()
    const { device_code, user_code } = await codes()
    expect((await site('deny', c.token, user_code)).json.status.code).toBe(0)
    h.advance(5_000)
    const res = await poll(device_code)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe('access_denied')
  })

  it('answers expired_token after 10 minutes, approved or not', async () => {
    const c = await customer()
    const first = await codes()
    const second = await codes()
    await site('approve', c.token, second.user_code)
    h.advance(600_000)
    expect((await poll(first.device_code)).json.error).toBe('expired_token')
    expect((await poll(second.device_code)).json.error).toBe('expired_token')
  })
})

describe('the code lifetime (TV_CODE_TTL_SECONDS)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it("is the operator's: answered as expires_in, the code expiring then and not before", async () => {
    const call = caller(createApp({ db: h.db, clock: h.now, config: { ...h.config, tvCodeTtl: 90 } }))
    const res = await call('POST', '/oauth/device_authorization', { form: form({ client_id: 'vplus-tv' }) })
    expect(res.json.expires_in).toBe(90)
    const c = await customer()
    h.advance(89_000)
    expect(
      (await call('POST', '/api/v1/user/tv/lookup', { token: c.token, body: { code: res.json.user_code } }))
        .json.data.state,
    ).toBe('pending')
    h.advance(1_000)
    expect((await poll(res.json.device_code)).json.error).toBe('expired_token')
    expect((await site('lookup', c.token, res.json.user_code)).json.data.state).toBe('expired')
  })

  it('is read from the environment, 600 s when unset', () => {
    expect(loadConfig().tvCodeTtl).toBe(600)
    vi.stubEnv('TV_CODE_TTL_SECONDS', '120')
    expect(loadConfig().tvCodeTtl).toBe(120)
  })

  it('stops the server outside 60–1800 s in production, and takes a few seconds in demo mode only', () => {
    const production = { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'https://sms.example.com/send' }
    const ttlProblems = (env: NodeJS.ProcessEnv) =>
      configProblems(env).filter((p) => p.startsWith('TV_CODE_TTL_SECONDS'))
    expect(ttlProblems({ ...production, TV_CODE_TTL_SECONDS: '60' })).toEqual([])
    expect(ttlProblems({ ...production, TV_CODE_TTL_SECONDS: '1800' })).toEqual([])
    expect(ttlProblems({ ...production, TV_CODE_TTL_SECONDS: '5' })).toEqual([
      "TV_CODE_TTL_SECONDS must be a whole number of seconds from 60 to 1800, not '5'.",
    ])
    expect(ttlProblems({ ...production, TV_CODE_TTL_SECONDS: '1801' })).toHaveLength(1)
    expect(ttlProblems({ TV_CODE_TTL_SECONDS: '5' })).toEqual([])
    expect(ttlProblems({ TV_CODE_TTL_SECONDS: '0' })).toHaveLength(1)
    expect(ttlProblems({ TV_CODE_TTL_SECONDS: '2.5' })).toHaveLength(1)
    expect(ttlProblems({ TV_CODE_TTL_SECONDS: 'ten' })).toHaveLength(1)
  })
})

describe('the TV as a signed-in device', () => {
  it('is listed under the client name and ended from the list: its next request is refused', async () => {
    const [demo] = await h.db.select().from(users).where(eq(users.id, 1))
    const owner = await h.token(demo!.id)
    const { device_code, user_code } = await codes()
    await site('approve', owner, user_code)
    h.advance(5_000)
    const tv = (await poll(device_code)).json.access_token as string
    const list = await h.call('GET', '/api/v1/user/sessions', { token: owner })
    const row = list.json.data.sessions.find((s: { browser: string }) => s.browser === 'Vision+ TV box')
    expect(row).toMatchObject({ os: '', place: '198.51.100.0/24', current: false })
    expect((await h.call('GET', '/api/v1/user/myprofile', { token: tv })).status).toBe(200)
    const ended = await h.call('DELETE', `/api/v1/user/sessions/${row.id}`, {
      token: owner,
      body: { password: 'visionplus123' },
    })
    expect(ended.json.status.code).toBe(0)
    const refused = await h.call('GET', '/api/v1/user/myprofile', { token: tv })
    expect(refused.status).toBe(401)
    expect(refused.json.status.code).toBe(CODE.sessionEnded)
  })
})

describe('the site: look up, approve, deny', () => {
  it('looks a code up however it is typed: the TV name and its state, never the device code', async () => {
    const c = await customer()
    const { device_code, user_code } = await codes()
    for (const typed of [
      user_code,
      user_code.toLowerCase(),
      ` ${user_code.replace('-', ' ')} `,
      user_code.replace('-', ''),
    ]) {
      const res = await site('lookup', c.token, typed)
      expect(res.json.status.code).toBe(0)
      expect(res.json.data).toEqual({ clientName: 'Vision+ TV box', state: 'pending', code: user_code })
      expect(res.text).not.toContain(device_code)
    }
  })

  it('tells a used code and an expired one from a pending one, and refuses to decide them', async () => {
    const c = await customer()
    const denied = await codes()
    const late = await codes()
    await site('deny', c.token, denied.user_code)
    expect((await site('lookup', c.token, denied.user_code)).json.data.state).toBe('used')
    const again = await site('approve', c.token, denied.user_code)
    expect(again.json.status.code).toBe(CODE.codeDead)
    h.advance(600_000)
    expect((await site('lookup', c.token, late.user_code)).json.data.state).toBe('expired')
    // ten minutes on, the login is no longer recent: the password comes with the approval
    const tooLate = await site('approve', c.token, late.user_code, 'tvpass123')
    expect(tooLate.json.status.code).toBe(CODE.codeExpired)
  })

  it('answers an unknown code as not valid', async () => {
    const c = await customer()
    for (const typed of ['BCDF-GHJK', 'hello', 'AEIO-UAEI']) {
      const res = await site('approve', c.token, typed)
      expect(res.json.status.code).toBe(CODE.invalidCode)
    }
  })

  it('needs a login token', async () => {
    const { user_code } = await codes()
    expect((await h.call('POST', '/api/v1/user/tv/lookup', { body: { code: user_code } })).status).toBe(401)
  })
})

describe('bad input', () => {
  it('is answered 4xx, never 500', async () => {
    const c = await customer()
    const nul = await h.call('POST', '/oauth/token', {
      form: form({ grant_type: DEVICE_CODE_GRANT, device_code: 'a\u0000b', client_id: 'vplus-tv' }),
    })
    expect(nul.status).toBe(400)
    expect(nul.json.error).toBe('invalid_grant')
    const nulClient = await h.call('POST', '/oauth/device_authorization', {
      form: form({ client_id: 'vplus\u0000tv' }),
    })
    expect(nulClient.status).toBe(401)
    expect(
      (
        await h.call('POST', '/oauth/token', {
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)
    expect((await site('lookup', c.token, 'BCDF\u0000GHJK')).status).toBe(400)
    expect((await site('lookup', c.token, 'x'.repeat(100))).status).toBe(400)
  })
})

describe('the sweeper', () => {
  it('deletes codes an hour after they expired and keeps the rest', async () => {
    const old = await codes()
    h.advance(3_000_000)
    const fresh = await codes()
    h.advance(1_300_000) // the first expired 600 s + an hour ago
    await createSweeper({ db: h.db, now: h.now }).sweep()
    const left = await h.db.select({ userCode: tvSignIns.userCode }).from(tvSignIns)
    const codesLeft = left.map((r) => r.userCode)
    expect(codesLeft).not.toContain(old.user_code.replace('-', ''))
    expect(codesLeft).toContain(fresh.user_code.replace('-', ''))
  })
})
