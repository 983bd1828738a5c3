import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { closeDeviceSession } from '../../api/b2b'
import { configureClients } from '../../api/clients'
import { PHONE_TAKEN_MESSAGE } from '../../../contract/b2b'
import { linkOf, openStbProfile } from './stb-profile'
import { deviceOtpActors, deviceVerificationActors } from './stb.actors'

const TOKEN = 'ab'.repeat(32)
const LINK = { sn: 'VPTV2024B0002', token: TOKEN, timestamp: '1767225600' }
const PROFILE = {
  nama: 'Demo Customer',
  customerid: '3010000002',
  tlp: '',
  telp_valid: false,
  email: 'demo@example.com',
  stbsn: 'VPTV2024B0002',
  stbmacaddress: '00:1A:79:5B:10:02',
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> }
let replies: Record<string, Reply[]>
let calls: { path: string; session: string | null; body: unknown }[]

beforeEach(() => {
  replies = {}
  calls = []
  configureClients({
    fetch: async (input, init) => {
      // the clients call relative paths (same origin): resolve them against any origin
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const request = new Request(new URL(url, 'http://127.0.0.1'), init)
      const path = new URL(request.url).pathname
      calls.push({
        path,
        session: request.headers.get('x-device-session'),
        body: request.method === 'POST' ? await request.json() : null,
      })
      const reply = replies[path]?.shift()
      if (!reply) return new Response('{}', { status: 500 })
      return Response.json(reply.body, { status: reply.status, headers: reply.headers ?? {} })
    },
  })
})
afterEach(() => closeDeviceSession())

const verified = (session: string): Reply => ({
  status: 200,
  body: { status: { code: 0, message: 'OK' }, data: { sn: LINK.sn, valid: true } },
  headers: { 'X-Device-Session': session },
})
const refused = (message: string): Reply => ({
  status: 401,
  body: { status: { code: 11, message }, data: null },
})
const b2b = (status: boolean, message: string, code = 200): Reply => ({
  status: code === 401 ? 401 : 200,
  body: { status: { code, message: code === 200 ? 'OK' : message }, data: { status, message } },
})

describe('the /stb-profile guard', () => {
  it('needs sn, token and timestamp, well formed, before asking the server', async () => {
    expect(linkOf(`sn=${LINK.sn}&token=${TOKEN}&timestamp=${LINK.timestamp}`)).toEqual(LINK)
    expect(linkOf(`sn=${LINK.sn}&token=${TOKEN}`)).toBeNull()
    expect(linkOf(`sn=${LINK.sn}&timestamp=${LINK.timestamp}`)).toBeNull()
    expect(linkOf(`token=${TOKEN}&timestamp=${LINK.timestamp}`)).toBeNull()
    expect(linkOf(`sn=${LINK.sn}&token=forged&timestamp=${LINK.timestamp}`)).toBeNull()
    expect(await openStbProfile(null)).toEqual({ kind: 'unauthorized', expired: false })
    expect(calls).toEqual([])
  })

  it('tells an expired link from a wrong one, as the server says', async () => {
    replies['/api/v1/stb/verify'] = [refused('Unauthorized - Timestamp expired'), refused('Unauthorized')]
    expect(await openStbProfile(LINK)).toEqual({ kind: 'unauthorized', expired: true })
    expect(await openStbProfile(LINK)).toEqual({ kind: 'unauthorized', expired: false })
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/stb/verify', '/api/v1/stb/verify'])
  })

  it('rejects when the server fails, so the page offers a retry', async () => {
    await expect(openStbProfile(LINK)).rejects.toThrow('failed with HTTP 500')
  })

  it('reads the profile with the device session the verified link answered with', async () => {
    replies['/api/v1/stb/verify'] = [verified('device-session-1')]
    replies['/b2b/getprofile'] = [
      { status: 200, body: { status: { code: 200, message: 'OK' }, data: PROFILE } },
    ]
    expect(await openStbProfile(LINK)).toEqual({
      kind: 'ready',
      profile: {
        name: 'Demo Customer',
        accountId: '3010000002',
        nohp: '',
        isPhoneVerified: false,
        email: 'demo@example.com',
        sn: 'VPTV2024B0002',
        macaddress: '00:1A:79:5B:10:02',
      },
    })
    expect(calls[1]).toMatchObject({
      path: '/b2b/getprofile',
      session: 'device-session-1',
      body: { sn: LINK.sn },
    })
  })

  it('says the box is unavailable when the device service does not know it', async () => {
    replies['/api/v1/stb/verify'] = [verified('s')]
    replies['/b2b/getprofile'] = [
      { status: 200, body: { status: { code: 404, message: 'unavailable' }, data: null } },
    ]
    expect(await openStbProfile(LINK)).toEqual({ kind: 'notFound' })
  })
})

describe('the device verification actors', () => {
  beforeEach(async () => {
    replies['/api/v1/stb/verify'] = [verified('device-session-1')]
    replies['/b2b/getprofile'] = [
      { status: 200, body: { status: { code: 200, message: 'OK' }, data: PROFILE } },
    ]
    await openStbProfile(LINK)
  })
  const verifyPhone = (phoneNumber: string) =>
    toPromise(
      createActor(deviceVerificationActors('3010000002').verifyPhone, {
        input: { customerId: '3010000002', phoneNumber },
      }).start(),
    )

  it('send a code when the service answers 200 with data.status true', async () => {
    replies['/b2b/verifyphone'] = [b2b(true, 'Code sent')]
    await expect(verifyPhone('081377771111')).resolves.toBeUndefined()
    expect(calls.at(-1)).toMatchObject({
      path: '/b2b/verifyphone',
      session: 'device-session-1',
      body: { customerid: '3010000002', phonenumber: '+6281377771111' }, // SPEC §5: +62 to the service
    })
  })

  it('reject with phoneTaken for a number on another box, else with data.message', async () => {
    replies['/b2b/verifyphone'] = [b2b(false, PHONE_TAKEN_MESSAGE), b2b(false, 'Device not found', 404)]
    await expect(verifyPhone('081298765432')).rejects.toEqual({ reason: 'phoneTaken' })
    await expect(verifyPhone('081377771111')).rejects.toThrow('Device not found')
  })

  it('verify the link again when the device session expired, and go on', async () => {
    replies['/b2b/verifyphone'] = [b2b(false, 'Unauthorized', 401), b2b(true, 'Code sent')]
    replies['/api/v1/stb/verify'] = [verified('device-session-2')]
    await expect(verifyPhone('081377771111')).resolves.toBeUndefined()
    expect(calls.slice(-3).map((c) => [c.path, c.session])).toEqual([
      ['/b2b/verifyphone', 'device-session-1'],
      ['/api/v1/stb/verify', null],
      ['/b2b/verifyphone', 'device-session-2'],
    ])
  })

  it('resend on status 200 alone and verify the code for the box', async () => {
    const otp = deviceOtpActors('3010000002')
    replies['/b2b/resendotp'] = [b2b(false, 'Code sent')]
    replies['/b2b/verifyotp'] = [b2b(false, 'Invalid code'), b2b(true, 'Phone number verified')]
    const phone = '081377771111'
    await expect(
      toPromise(createActor(otp.sendCode, { input: { phone, nextOtp: 'device', channel: 'sms' } }).start()),
    ).resolves.toBeUndefined()
    const verify = () =>
      toPromise(createActor(otp.verifyCode, { input: { phone, nextOtp: 'device', code: '1234' } }).start())
    await expect(verify()).rejects.toThrow('Invalid code')
    await expect(verify()).resolves.toBeUndefined()
    expect(calls.at(-1)).toMatchObject({
      path: '/b2b/verifyotp',
      body: { customerid: '3010000002', phonenumber: '+6281377771111', otp: '1234' },
    })
  })
})
