/**
 * Signed-in devices: every sign-in is a row of login_sessions, listed to its customer, ended one
 * by one or all but this one (the password asked again), on every instance with the next request;
 * a login from a device (its id cookie) the account has not used in 90 days is told by SMS, at
 * most once an hour per device, naming only browsers and systems bowser knows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { loginSessions, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { deviceOf, maskAddress } from '../lib/device'
import { languageOf } from '../lib/language'
import { newLoginText } from '../services/sign-in'
import { browser, createHarness, type Harness } from './harness'

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

let n = 0
async function customer() {
  n += 1
  const phone = `08139100${String(n).padStart(4, '0')}`
  const password = 'firstpass1'
  const [row] = await h.db
    .insert(users)
    .values({ phone: `+62${phone.slice(1)}`, name: 'Sari', passwordHash: await hashPassword(password) })
    .returning()
  return { id: row!.id, phone, servicePhone: row!.phone, password }
}
type Customer = Awaited<ReturnType<typeof customer>>

type From = { ua?: string; ip?: string; lang?: string; cookie?: string }
async function loginFrom(c: Customer, from: From = {}) {
  const res = await h.call('POST', '/api/v1/user/login', {
    body: { phone: c.phone, password: c.password },
    ip: from.ip ?? '10.0.0.1',
    headers: {
      'user-agent': from.ua ?? ANDROID,
      ...(from.lang ? { 'accept-language': from.lang } : {}),
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
  })
  expect(res.json.status.code).toBe(0)
  return {
    token: res.json.data.token as string,
    cookie: from.cookie ?? res.headers.get('set-cookie')!.split(';')[0]!,
  }
}
const login = async (c: Customer, from: From = {}): Promise<string> => (await loginFrom(c, from)).token

/** ending sign-ins, the password asked again */
const endOne = (token: string, id: string, password = 'firstpass1') =>
  h.call('DELETE', `/api/v1/user/sessions/${id}`, { token, body: { password } })
const endOthers = (token: string, password = 'firstpass1') =>
  h.call('POST', '/api/v1/user/sessions/end-others', { token, body: { password } })

const list = (token: string) => h.call('GET', '/api/v1/user/sessions', { token })
const profile = (token: string) => h.call('GET', '/api/v1/user/myprofile', { token })
const notices = (c: Customer) => h.sms.notices?.(c.servicePhone) ?? []

describe('the list of signed-in devices', () => {
  it('shows each sign-in with its device and masked place, the asking one marked as this device', async () => {
    const c = await customer()
    const phone = await login(c, { ua: ANDROID, ip: '203.0.113.77' })
    h.advance(5_000)
    const laptop = await login(c, { ua: WINDOWS, ip: '198.51.100.9' })
    const res = await list(laptop)
    expect(res.status).toBe(200)
    const sessions = res.json.data.sessions as Array<Record<string, unknown>>
    expect(sessions.map((s) => [s.browser, s.os, s.place, s.current])).toEqual([
      ['Firefox', 'Windows', '198.51.100.0/24', true],
      ['Chrome', 'Android', '203.0.113.0/24', false],
    ])
    expect(JSON.stringify(res.json)).not.toContain('203.0.113.77')
    expect(sessions[1]!.createdAt).toBe(new Date(h.now() - 5_000).toISOString())
    expect((await list(phone)).json.data.sessions.map((s: { current: boolean }) => s.current)).toEqual([
      false,
      true,
    ])
  })

  it('needs a login token', async () => {
    expect((await h.call('GET', '/api/v1/user/sessions')).status).toBe(401)
  })

  it('writes last active at most once a minute per sign-in', async () => {
    const c = await customer()
    const token = await login(c)
    const lastActive = async () =>
      (
        await h.db.select().from(loginSessions).where(eq(loginSessions.userId, c.id))
      )[0]!.lastActiveAt.getTime()
    const start = await lastActive()
    h.advance(30_000)
    await profile(token)
    expect(await lastActive()).toBe(start)
    h.advance(31_000)
    await profile(token)
    expect(await lastActive()).toBe(h.now())
    h.advance(10_000)
    await profile(token)
    expect(await lastActive()).toBe(h.now() - 10_000)
  })
})

describe('ending sign-ins', () => {
  it('ends one: its tokens answer 401 with the ended code, on every instance, and the rest go on', async () => {
    const c = await customer()
    const borrowed = await login(c, { ua: IPHONE })
    const mine = await login(c, { ua: WINDOWS })
    const other = await h.instance()
    const target = (await list(mine)).json.data.sessions.find((s: { current: boolean }) => !s.current).id
    const res = await endOne(mine, target)
    expect(res.status).toBe(200)
    for (const call of [h.call, other.call]) {
      const ended = await call('GET', '/api/v1/user/myprofile', { token: borrowed })
      expect(ended.status).toBe(401)
      expect(ended.json.status.code).toBe(18)
    }
    expect((await profile(mine)).status).toBe(200)
    expect((await list(mine)).json.data.sessions).toHaveLength(1)
  })

  it("answers 404 for another customer's sign-in, an ended one and an unknown one, and ends nothing", async () => {
    const a = await customer()
    const b = await customer()
    const tokenA = await login(a)
    const tokenB = await login(b)
    const idB = (await list(tokenB)).json.data.sessions[0].id
    const res = await endOne(tokenA, idB)
    expect(res.status).toBe(404)
    expect(res.json.status.code).toBe(10)
    expect((await profile(tokenB)).status).toBe(200)
    expect((await endOne(tokenA, 'no-such-id')).status).toBe(404)
    expect((await endOne(tokenA, 'bad%20id!')).status).toBe(400)
    const idA = (await list(tokenA)).json.data.sessions[0].id
    const second = await login(a)
    expect((await endOne(second, idA)).status).toBe(200)
    expect((await endOne(second, idA)).status).toBe(404)
  })

  it('ends all but this one, the partner popup and its refreshed billing tokens included', async () => {
    const c = await customer()
    const a = await login(c, { ua: IPHONE })
    const popup = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: c.phone, password: c.password }),
      headers: { 'user-agent': ANDROID },
    })
    const refresh = /data-refresh-token="([^"]+)"/.exec(popup.text)![1]!
    const rotated = await h.call('POST', '/bss/identity/v1/token', {
      form: new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token' }),
    })
    expect(rotated.status).toBe(200)
    const mine = await login(c, { ua: WINDOWS })
    expect((await list(mine)).json.data.sessions).toHaveLength(3)
    const res = await endOthers(mine)
    expect(res.json.data).toEqual({ ended: 2 })
    expect((await profile(a)).json.status.code).toBe(18)
    const billing = await h.call('GET', '/bss/identity/v1/mirada/userprofile', {
      token: rotated.json.access_token,
    })
    expect(billing.status).toBe(401)
    expect(billing.json.status.code).toBe(18)
    expect((await profile(mine)).status).toBe(200)
    expect((await list(mine)).json.data.sessions.map((s: { current: boolean }) => s.current)).toEqual([true])
  })

  it('asks for the password again: without it or with a wrong one nothing ends, with it the others end', async () => {
    const c = await customer()
    const other = await login(c, { ua: IPHONE })
    const mine = await login(c, { ua: WINDOWS })
    const target = (await list(mine)).json.data.sessions.find((s: { current: boolean }) => !s.current).id
    // no body at all is 415, one without a password 400
    for (const [body, status] of [
      [undefined, 415],
      [{}, 400],
      [{ password: '' }, 400],
    ] as const) {
      expect((await h.call('POST', '/api/v1/user/sessions/end-others', { token: mine, body })).status).toBe(
        status,
      )
      expect((await h.call('DELETE', `/api/v1/user/sessions/${target}`, { token: mine, body })).status).toBe(
        status,
      )
    }
    for (const res of [await endOthers(mine, 'not-my-pass1'), await endOne(mine, target, 'not-my-pass1')])
      expect(res.json.status).toEqual({ code: 3, message: 'Wrong password' })
    expect((await profile(other)).status).toBe(200)
    expect((await list(mine)).json.data.sessions).toHaveLength(2)
    expect((await endOthers(mine)).json.data).toEqual({ ended: 1 })
    expect((await profile(other)).json.status.code).toBe(18)
  })

  it('counts wrong passwords there as failed logins: past the free ones the next waits', async () => {
    const c = await customer()
    await login(c, { ua: IPHONE })
    const mine = await login(c, { ua: WINDOWS })
    for (let i = 0; i < 6; i += 1) expect((await endOthers(mine, `wrong-${i}-pass`)).json.status.code).toBe(3)
    const waiting = await endOthers(mine)
    expect(waiting.status).toBe(429)
    expect(waiting.json.status).toEqual({
      code: 9,
      message: 'Sorry, too many failed logins, try again in 15 seconds',
    })
    expect(waiting.headers.get('retry-after')).toBe('15')
    h.advance(15_000)
    expect((await endOthers(mine)).json.data).toEqual({ ended: 1 })
  })

  it('logout ends its sign-in, which leaves the list', async () => {
    const c = await customer()
    const a = await login(c)
    const b = await login(c, { ua: IPHONE })
    await h.call('POST', '/api/v1/user/logout', { token: a })
    expect((await list(b)).json.data.sessions).toHaveLength(1)
  })

  it('a sign-in past its tokens’ lifetime leaves the list', async () => {
    const c = await customer()
    await login(c)
    h.advance(h.config.tokenTtl * 1000 - 60_000)
    const fresh = await login(c, { ua: IPHONE })
    expect((await list(fresh)).json.data.sessions).toHaveLength(2)
    h.advance(120_000)
    expect((await list(fresh)).json.data.sessions).toHaveLength(1)
  })
})

describe('after a password change or reset', () => {
  const change = (token: string, c: Customer, next: string, logoutOthers?: boolean) =>
    h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: {
        oldPassword: c.password,
        newPassword: next,
        ...(logoutOthers === undefined ? {} : { logoutOthers }),
      },
    })

  it('logs out everywhere else by default; this sign-in stays, with a new token', async () => {
    const c = await customer()
    const other = await login(c, { ua: IPHONE })
    const mine = await login(c, { ua: WINDOWS })
    const res = await change(mine, c, 'secondpass2')
    expect(res.json.status.code).toBe(0)
    expect((await profile(other)).json.status.code).toBe(18)
    const next = res.json.data.token as string
    const sessions = (await list(next)).json.data.sessions
    expect(sessions).toHaveLength(1)
    expect(sessions[0].current).toBe(true)
    expect(sessions[0].browser).toBe('Firefox')
  })

  it('keeps the other sign-ins when asked to', async () => {
    const c = await customer()
    const other = await login(c, { ua: IPHONE })
    const mine = await login(c, { ua: WINDOWS })
    const res = await change(mine, c, 'secondpass2', false)
    expect(res.json.status.code).toBe(0)
    expect((await profile(other)).status).toBe(200)
    expect((await profile(mine)).status).toBe(200)
    expect((await list(res.json.data.token)).json.data.sessions).toHaveLength(2)
  })

  it('a reset ends every sign-in by default, none when asked not to', async () => {
    for (const logoutOthers of [undefined, false]) {
      const c = await customer()
      const token = await login(c)
      await h.call('POST', '/api/v1/user/otp/send', { body: { phone: c.phone }, ip: `10.40.0.${n}` })
      const owner = browser(h.call)
      await owner('POST', '/api/v1/user/otp/verify', {
        body: { phone: c.phone, otp: h.latestCode(c.servicePhone) },
      })
      const reset = await owner('PUT', '/api/v1/user/forgetpassword', {
        body: {
          phone: c.phone,
          password: 'resetpass3',
          ...(logoutOthers === undefined ? {} : { logoutOthers }),
        },
      })
      expect(reset.json.status.code).toBe(0)
      expect((await profile(token)).status).toBe(logoutOthers === false ? 200 : 401)
    }
  })

  it('refuses a logoutOthers that is not true or false', async () => {
    const c = await customer()
    const mine = await login(c)
    const res = await h.call('PUT', '/api/v1/user/changepassword', {
      token: mine,
      body: { oldPassword: c.password, newPassword: 'secondpass2', logoutOthers: 'yes' },
    })
    expect(res.status).toBe(400)
    expect((await profile(mine)).status).toBe(200)
  })
})

describe('a login from a new device is told by SMS', () => {
  it('once per new device (its id, not its User-Agent), in the account’s language, never for a sign-up', async () => {
    const c = await customer()
    const { cookie: phone } = await loginFrom(c, { ua: ANDROID, lang: 'en-US,en;q=0.9' })
    expect(notices(c)).toHaveLength(1)
    expect(notices(c)[0]!.text).toBe(
      `New login to your Vision+ TV account on Chrome on Android at ${newLoginTime('en')} WIB. Not you? Change your password at ${h.config.siteUrl}/account/change-password.`,
    )
    // the same device again, whatever it now calls itself: nothing
    h.advance(2 * 3600_000)
    await login(c, { ua: WINDOWS, cookie: phone })
    expect(notices(c)).toHaveLength(1)
    // another browser that says it is the same Chrome on Android is a new device
    await login(c, { ua: ANDROID })
    expect(notices(c)).toHaveLength(2)
    // and a third within the hour still gets its own notice, in the account's new language
    await login(c, { ua: IPHONE, lang: 'id-ID,id;q=0.9,en;q=0.8' })
    expect(notices(c)).toHaveLength(3)
    expect(notices(c)[2]!.text).toBe(
      `Ada yang masuk ke akun Vision+ TV kamu dari Safari di iPhone pada ${newLoginTime('id')} WIB. Bukan kamu? Ubah kata sandimu di ${h.config.siteUrl}/id/account/change-password.`,
    )
    // a code sent meanwhile is still what the outbox shows for the phone
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone: c.phone }, ip: '10.50.0.1' })
    expect(h.latestCode(c.servicePhone)).toMatch(/^\d{4}$/)
  })

  it('never carries the client’s own User-Agent text, and goes once per device within the hour', async () => {
    const c = await customer()
    const forged = 'VISION+ SECURITY: reply with the code we send next to cancel/1.0 (Windows NT 10.0)'
    const { cookie } = await loginFrom(c, { ua: forged })
    await login(c, { ua: 'Mozilla/5.0 (X11; SecretOS) Evilbrowser/1.0' })
    await login(c, { ua: forged, cookie })
    h.advance(2 * 3600_000)
    const texts = notices(c).map((x) => x.text)
    expect(texts).toHaveLength(2)
    expect(texts[0]).toContain(' on a browser on Windows at ')
    expect(texts[1]).toContain(' on a device at ')
    for (const text of texts) {
      expect(text).not.toContain('SECURITY')
      expect(text).not.toMatch(/SecretOS|Evilbrowser/)
    }
  })

  it('is not sent for a sign-up', async () => {
    const phone = '081391999001'
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.50.0.2' })
    const newcomer = browser(h.call)
    await newcomer('POST', '/api/v1/user/otp/verify', {
      body: { phone, otp: h.latestCode('+6281391999001') },
    })
    const res = await newcomer('POST', '/api/v1/user/register', {
      body: { phone, name: 'Baru', password: 'newpass123' },
      headers: { 'user-agent': IPHONE },
    })
    expect(res.json.status.code).toBe(0)
    expect(h.sms.notices?.('+6281391999001')).toEqual([])
  })

  function newLoginTime(lang: 'en' | 'id') {
    const text = newLoginText(lang, { browser: 'x', os: 'y' }, new Date(h.now()), '')
    return /(\d{1,2} \w+ \d{4},? \d{2}[.:]\d{2})/.exec(text)![1]
  }
})

describe('device and place', () => {
  it('names the browser and system, an iPhone as such, and nothing for an empty User-Agent', () => {
    expect(deviceOf(ANDROID)).toEqual({ browser: 'Chrome', os: 'Android' })
    expect(deviceOf(IPHONE)).toEqual({ browser: 'Safari', os: 'iPhone' })
    expect(deviceOf(WINDOWS)).toEqual({ browser: 'Firefox', os: 'Windows' })
    expect(deviceOf('')).toEqual({ browser: '', os: '' })
    expect(deviceOf('Call 0800 to cancel/1.0 (Windows NT 10.0)')).toEqual({ browser: '', os: 'Windows' })
    expect(deviceOf(undefined)).toEqual({ browser: '', os: '' })
  })

  it('masks an address to its network', () => {
    expect(maskAddress('203.0.113.77')).toBe('203.0.113.0/24')
    expect(maskAddress('::ffff:10.1.2.3')).toBe('10.1.2.0/24')
    expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48')
    expect(maskAddress('2001:db8::1')).toBe('2001:db8:0::/48')
    expect(maskAddress('::1')).toBe('0:0:0::/48')
    expect(maskAddress('unknown')).toBe('')
  })

  it('reads the language from Accept-Language', () => {
    expect(languageOf('id-ID,id;q=0.9')).toBe('id')
    expect(languageOf('en-GB')).toBe('en')
    expect(languageOf('fr-FR,id;q=0.5')).toBe('id')
    expect(languageOf(undefined)).toBe('en')
  })
})
