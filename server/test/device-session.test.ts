import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const session = (value: string) => ({ 'x-device-session': value })

describe('device calls need the device session of a verified /stb-profile link', () => {
  it('refuses every device call without a session or login, and with a forged or expired one', async () => {
    const calls: [string, object][] = [
      ['/b2b/getprofile', { sn: 'VPTV2024A0001' }],
      ['/b2b/verifyphone', { customerid: '3010000001', phonenumber: '081377771111' }],
      ['/b2b/resendotp', { customerid: '3010000001', phonenumber: '081377771111' }],
      ['/b2b/verifyotp', { customerid: '3010000001', phonenumber: '081377771111', otp: '1234' }],
    ]
    for (const [path, body] of calls) {
      const res = await h.call('POST', path, { body })
      expect({ path, status: res.status }).toEqual({ path, status: 401 })
      expect(res.json.status.code).toBe(401)
      expect(res.json.data).toEqual({ status: false, message: res.json.status.message })
      expect(res.json).not.toHaveProperty('data.nama')
    }
    expect(
      (await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2024A0001' }, headers: session('forged') }))
        .status,
    ).toBe(401)
    const fresh = await h.deviceSession('VPTV2024A0001')
    expect(fresh).not.toBe('')
    h.advance(16 * 60_000)
    expect(
      (await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2024A0001' }, headers: session(fresh) }))
        .status,
    ).toBe(401)
  })

  it('hands out the session only for a correctly signed link, bound to its box', async () => {
    const res = await h.call(
      'GET',
      '/api/v1/stb/verify?sn=VPTV2024A0001&token=' +
        '0'.repeat(64) +
        `&timestamp=${Math.floor(h.now() / 1000)}`,
    )
    expect(res.status).toBe(401)
    expect(res.headers.get('x-device-session')).toBeNull()
  })

  it('does not let the session of one box read or re-bind another box', async () => {
    const mine = session(await h.deviceSession('VPTV2024A0001'))
    for (const key of ['VPTV2024B0002', '3010000002', 'VPTV2023C0003', '081298765432']) {
      const res = await h.call('POST', '/b2b/getprofile', { body: { sn: key }, headers: mine })
      expect({ key, code: res.json.status.code, data: res.json.data }).toEqual({ key, code: 404, data: null })
    }
    const rebind = await h.call('POST', '/b2b/verifyphone', {
      body: { customerid: '3010000002', phonenumber: '081377772222' },
      headers: mine,
      ip: '10.40.0.1',
    })
    expect(rebind.json.data).toEqual({ status: false, message: 'Device not found' })
    expect(h.latestCode('+6281377772222')).toBe('')
    const confirm = await h.call('POST', '/b2b/verifyotp', {
      body: { customerid: '3010000002', phonenumber: '081377772222', otp: '1234' },
      headers: mine,
    })
    expect(confirm.json.data).toEqual({ status: false, message: 'Device not found' })
    const own = await h.call('POST', '/b2b/getprofile', { body: { sn: '3010000001' }, headers: mine })
    expect(own.json.data.stbsn).toBe('VPTV2024A0001')
  })

  it('lets a logged-in customer reach only their own boxes (the purchase lookup)', async () => {
    const token = await h.token(1)
    const own = await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2024B0002' }, token })
    expect(own.json.status.code).toBe(200)
    const other = await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2023C0003' }, token })
    expect(other.json).toEqual({
      status: { code: 404, message: 'This Serial Number/Customer ID/Phone Number is unavailable.' },
      data: null,
    })
  })

  it("verifies the phone of a customer's own box with their login, and answers 404 for another customer's box", async () => {
    const token = await h.token(1)
    const input = { customerid: '3010000001', phonenumber: '081355557777' }
    const sent = await h.call('POST', '/b2b/verifyphone', { body: input, token, ip: '10.41.0.1' })
    expect(sent.json.data).toEqual({ status: true, message: 'Code sent' })
    const resent = await h.call('POST', '/b2b/resendotp', { body: input, token, ip: '10.41.0.1' })
    expect(resent.json.status.code).toBe(200)
    const code = h.latestCode('+6281355557777')
    expect(code).toMatch(/^\d{4}$/)
    const verified = await h.call('POST', '/b2b/verifyotp', { body: { ...input, otp: code }, token })
    expect(verified.json.data).toEqual({ status: true, message: 'Phone number verified' })
    const profile = await h.call('POST', '/b2b/getprofile', { body: { sn: 'VPTV2024A0001' }, token })
    expect(profile.json.data).toMatchObject({ tlp: '+6281355557777', telp_valid: true })

    // VPTV2023C0003 (customer ID 3010000003) belongs to another customer
    const theirs = { customerid: '3010000003', phonenumber: '081355558888' }
    for (const path of ['/b2b/verifyphone', '/b2b/resendotp']) {
      const res = await h.call('POST', path, { body: theirs, token, ip: '10.41.0.2' })
      expect({ path, status: res.json.status.code, data: res.json.data }).toEqual({
        path,
        status: 404,
        data: { status: false, message: 'Device not found' },
      })
    }
    expect(h.latestCode('+6281355558888')).toBe('')
    const confirm = await h.call('POST', '/b2b/verifyotp', { body: { ...theirs, otp: '1234' }, token })
    expect(confirm.json.status.code).toBe(404)
    const other = await h.call('POST', '/b2b/getprofile', {
      body: { sn: '3010000003' },
      token: await h.token(1),
    })
    expect(other.json.status.code).toBe(404)
  })
})
