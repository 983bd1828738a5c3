import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { createHarness, type Harness } from '../test/harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ mplayAccessTtl: 60 })
})
afterAll(() => h.close())

describe('billing service', () => {
  it('returns the billing profile for a billing or login token, and 401 otherwise', async () => {
    const res = await h.call('GET', '/bss/identity/v1/mirada/userprofile', { token: await h.token(1, 'bss') })
    expect(res.json.data).toMatchObject({
      userName: '+6281234567890',
      platformName: 'web',
      subscriberId: 'SUB00000001',
    })
    expect(
      (await h.call('GET', '/bss/identity/v1/mirada/userprofile', { token: await h.token(1) })).status,
    ).toBe(200)
    expect(
      (await h.call('GET', '/bss/identity/v1/mirada/userprofile', { token: await h.token(1, 'bss-refresh') }))
        .status,
    ).toBe(401)
    expect((await h.call('GET', '/bss/identity/v1/mirada/userprofile')).status).toBe(401)
  })

  it('lists the current packages with name, code and status', async () => {
    const res = await h.call('GET', '/bss/payduct/v1/package/current', { token: await h.token(1, 'bss') })
    const codes = res.json.data.current_packages.map((p: { code: string }) => p.code)
    expect(codes).toEqual(expect.arrayContaining(['STARTER-1', 'ADDON-SPORTS-2', 'STARTER-2']))
    expect(res.json.data.current_packages[0].status).toBe(true)
  })

  it('names the channel group of each current package, the packagename of the channel list', async () => {
    const res = await h.call('GET', '/bss/payduct/v1/package/current', { token: await h.token(1, 'bss') })
    const groups = Object.fromEntries(
      res.json.data.current_packages.map((p: { code: string; productgroup: string }) => [
        p.code,
        p.productgroup,
      ]),
    )
    expect(groups).toMatchObject({
      'STARTER-1': 'basic',
      'STARTER-2': 'movies',
      'ADDON-SPORTS-2': 'premium-sports',
      'VOD-PREMIUM-1': 'vod-premium',
    })
    const channels = await h.call('GET', '/api/v1/package/channel?packagename=premium-sports&search=')
    expect(channels.json.data.length).toBeGreaterThan(0)
  })

  it('pages the transaction history five at a time, with the token in the query', async () => {
    const token = await h.token(1, 'bss')
    const one = await h.call('GET', `/bss/payduct/v1/transaction?token=${token}&page=1&limit=5`)
    expect(one.json.data).toHaveLength(5)
    expect(one.json.pagination).toEqual({ page: 1, limit: 5, status: '', total_page: 2, total: 8 })
    const two = await h.call('GET', `/bss/payduct/v1/transaction?token=${token}&page=2&limit=5`)
    expect(two.json.data).toHaveLength(3)
    const statuses = [...one.json.data, ...two.json.data].map((t: { status: string }) => t.status)
    expect(new Set(statuses)).toEqual(
      new Set(['init', 'pending', 'settlement', 'failed', 'expired', 'success', 'cancelled']),
    )
    expect([...one.json.data, ...two.json.data].some((t: { is_recurring: boolean }) => t.is_recurring)).toBe(
      true,
    )
    const settled = await h.call('GET', `/bss/payduct/v1/transaction?token=${token}&status=settlement`)
    expect(settled.json.data.every((t: { status: string }) => t.status === 'settlement')).toBe(true)
    expect(settled.json.pagination.status).toBe('settlement')
    expect((await h.call('GET', `/bss/payduct/v1/transaction?token=${token}&page=0`)).status).toBe(400)
    expect((await h.call('GET', `/bss/payduct/v1/transaction?token=${token}&status=weird`)).status).toBe(400)
  })

  it('refreshes a token pair from a form body and refuses an access token as refresh token', async () => {
    const refresh = await h.token(1, 'bss-refresh')
    const form = new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token', scope: 'read' })
    const res = await h.call('POST', '/bss/identity/v1/token', { form })
    expect(res.json).toMatchObject({ token_type: 'Bearer' })
    expect(res.json.access_token).not.toBe(refresh)
    const misuse = new URLSearchParams({
      refresh_token: await h.token(1, 'bss'),
      grant_type: 'refresh_token',
    })
    expect((await h.call('POST', '/bss/identity/v1/token', { form: misuse })).status).toBe(401)
    expect(
      (
        await h.call('POST', '/bss/identity/v1/token', {
          form: new URLSearchParams({ refresh_token: refresh }),
        })
      ).status,
    ).toBe(400)
  })
})

describe('media API', () => {
  it('logs in with the service credential, answers 401 once the access token expires, and refreshes', async () => {
    const login = await h.call('POST', '/mplay/loginApi', {
      body: { username: h.config.mplayUsername, password: h.config.mplayPassword },
    })
    const { access_token, refresh_token } = login.json.data
    expect((await h.call('GET', '/mplay/session', { token: access_token })).status).toBe(200)
    h.advance(61_000)
    expect((await h.call('GET', '/mplay/session', { token: access_token })).status).toBe(401)
    const refreshed = await h.call('GET', '/mplay/refresh_token', { token: refresh_token })
    expect(refreshed.status).toBe(200)
    expect((await h.call('GET', '/mplay/session', { token: refreshed.json.data.access_token })).status).toBe(
      200,
    )
    expect((await h.call('GET', '/mplay/refresh_token', { token: access_token })).status).toBe(401)
  })

  it('refuses a wrong credential and a missing field', async () => {
    expect((await h.call('POST', '/mplay/loginApi', { body: { username: 'x', password: 'y' } })).status).toBe(
      401,
    )
    expect((await h.call('POST', '/mplay/loginApi', { body: { username: 'x' } })).status).toBe(400)
  })
})

describe('device service', () => {
  // the calls need the device session of the box's verified /stb-profile link
  const box = async (sn: string) => ({ 'x-device-session': await h.deviceSession(sn) })

  it('finds a box by serial number, customer ID or phone and says unavailable otherwise', async () => {
    const headers = await box('VPTV2024A0001')
    for (const key of ['VPTV2024A0001', '3010000001', '081234567890']) {
      const res = await h.call('POST', '/b2b/getprofile', { body: { sn: key }, headers })
      expect([key, res.json.status.code]).toEqual([key, 200])
      expect(res.json.data).toMatchObject({
        nama: 'Demo Customer',
        customerid: '3010000001',
        stbsn: 'VPTV2024A0001',
        telp_valid: true,
      })
    }
    const none = await h.call('POST', '/b2b/getprofile', { body: { sn: 'NOPE' }, headers })
    expect(none.json).toEqual({
      status: { code: 404, message: 'This Serial Number/Customer ID/Phone Number is unavailable.' },
      data: null,
    })
    expect((await h.call('POST', '/b2b/getprofile', { body: {}, headers })).status).toBe(400)
  })

  it('verifies a phone on a box with the shared one-time-code engine', async () => {
    const input = { customerid: '3010000002', phonenumber: '081355556666' }
    const headers = await box('VPTV2024B0002')
    const sent = await h.call('POST', '/b2b/verifyphone', { body: input, ip: '10.7.0.1', headers })
    expect(sent.json).toEqual({
      status: { code: 200, message: 'OK' },
      data: { status: true, message: 'Code sent' },
    })
    const resent = await h.call('POST', '/b2b/resendotp', { body: input, ip: '10.7.0.1', headers })
    expect(resent.json.status.code).toBe(200)
    const wrong = await h.call('POST', '/b2b/verifyotp', {
      body: { ...input, otp: h.latestCode('+6281355556666') === '0000' ? '1111' : '0000' },
      headers,
    })
    expect(wrong.json.data.status).toBe(false)
    const ok = await h.call('POST', '/b2b/verifyotp', {
      body: { ...input, otp: h.latestCode('+6281355556666') },
      headers,
    })
    expect(ok.json.data).toEqual({ status: true, message: 'Phone number verified' })
    const profile = await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2024B0002' }, headers })
    expect(profile.json.data).toMatchObject({ tlp: '+6281355556666', telp_valid: true })
  })

  it('refuses a phone already verified on another box', async () => {
    const res = await h.call('POST', '/b2b/verifyphone', {
      body: { customerid: '3010000002', phonenumber: '081298765432' },
      ip: '10.7.0.2',
      headers: await box('VPTV2024B0002'),
    })
    expect(res.json.status.code).toBe(200)
    expect(res.json.data).toEqual({
      status: false,
      message: 'This number already registered in other Vision+ TV Box',
    })
  })
})

describe('development outbox switch', () => {
  it('answers 404 for /__dev/sms when a real SMS sender is configured', async () => {
    const off = createApp({
      db: h.db,
      config: { dataDir: h.config.dataDir, smsProvider: 'webhook', smsWebhookUrl: 'http://127.0.0.1:9/sms' },
    })
    expect((await off.request('/__dev/sms?phone=081234567890')).status).toBe(404)
  })
})

describe('errors', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await h.call('GET', '/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(res.json.status.code).toBe(10)
  })

  it('renders unexpected failures as code -1 internal server error', async () => {
    // a database handle that throws stands in for any unexpected failure
    const down = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('database is down')
        },
      },
    )
    const failing = createApp({ db: down as never, config: { dataDir: h.config.dataDir } })
    const res = await failing.request('/api/v1/user/check?phone=081234567890')
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ status: { code: -1, message: 'internal server error' } })
  })

  it('sets the security headers on every reply', async () => {
    const res = await h.call('GET', '/api/v1/package/starter')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
