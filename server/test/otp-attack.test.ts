/**
 * One-time codes as an attacker would try them (issue: accounts that hold under attack): many
 * guesses in flight at once, on several server instances, against a phone they do not own. In the
 * `postgres` project each instance has its own connection pool, so the statements interleave as
 * in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_COOKIE } from '../lib/otp-ticket'
import { OTP_MAX_TRIES } from '../services/otp'
import { noticeText } from '../services/owner-notices'
import { browser, createHarness, type Harness } from './harness'

type Caller = Harness['call']

let n = 0
const freshPhone = () => `0812${String(66_000_000 + ++n).padStart(8, '0')}`
const stored = (phone: string) => `+62${phone.slice(1)}`
/** four digits that are not the code */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'))
    .filter((c) => c !== code)
    .slice(0, count)

/** the verification's ticket a reply handed over, as the Cookie header that carries it back */
const ticketCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${TICKET_COOKIE}=`)) ?? ''

async function callers(h: Harness): Promise<Caller[]> {
  return [h.call, (await h.instance()).call, (await h.instance()).call]
}

async function sendCode(h: Harness, phone: string, ip = '10.60.0.1') {
  const res = await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
  expect(res.json.status.code).toBe(0)
  return h.latestCode(stored(phone))
}

describe('one code’s five tries, under concurrency', () => {
  let h: Harness
  // the per-phone and per-address budgets off: only the code's own limit is under test
  beforeAll(async () => {
    h = await createHarness({ otpFailsPerPhone: 0, otpFailsPerIp: 0 })
  })
  afterAll(() => h.close())

  it('answers at most 4 of 100 concurrent wrong codes "invalid", and then refuses the right code', async () => {
    const phone = freshPhone()
    const code = await sendCode(h, phone)
    const on = await callers(h)
    const answers = await Promise.all(
      wrongCodes(code, 100).map((otp, i) =>
        on[i % on.length]!('POST', '/api/v1/user/otp/verify', { body: { phone, otp }, ip: `10.61.${i}.1` }),
      ),
    )
    const codes = answers.map((res) => res.json.status.code as number)
    expect(codes.filter((c) => c === 5).length).toBeLessThanOrEqual(OTP_MAX_TRIES - 1)
    expect(codes.filter((c) => c !== 5 && c !== 7)).toEqual([])
    const right = await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp: code } })
    expect(right.json.status.code).toBe(7)
  })

  it('answers the same on the device service’s /b2b/verifyotp', async () => {
    const token = await h.token(1)
    const input = { customerid: '3010000001', phonenumber: freshPhone() }
    await h.call('POST', '/b2b/verifyphone', { body: input, token, ip: '10.62.0.1' })
    const code = h.latestCode(stored(input.phonenumber))
    const on = await callers(h)
    const answers = await Promise.all(
      wrongCodes(code, 100).map((otp, i) =>
        on[i % on.length]!('POST', '/b2b/verifyotp', { body: { ...input, otp }, token }),
      ),
    )
    const invalid = answers.filter((res) => res.json.data.message === 'Invalid code')
    expect(invalid.length).toBeLessThanOrEqual(OTP_MAX_TRIES - 1)
    const right = await h.call('POST', '/b2b/verifyotp', { body: { ...input, otp: code }, token })
    expect(right.json.data.status).toBe(false)
  })

  it('spends one verification once, however many resets with its ticket race for it', async () => {
    const phone = freshPhone()
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/verify', { body: { phone, otp: await sendCode(h, phone) } })
    const signUp = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone, password: 'firstpass1' },
    })
    expect(signUp.json.status.code).toBe(0)
    await sendCode(h, phone)
    const verified = await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone, otp: h.latestCode(stored(phone)) },
    })
    expect(verified.json.status.code).toBe(0)
    const cookie = ticketCookie(verified.headers)
    const on = await callers(h)
    const resets = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        on[i % on.length]!('PUT', '/api/v1/user/forgetpassword', {
          body: { phone, password: `newpass-${i}-x` },
          headers: { cookie },
        }),
      ),
    )
    const codes = resets.map((res) => res.json.status.code as number).sort()
    expect(codes).toEqual([0, 8, 8, 8, 8, 8])
  })

  it('keeps the owner’s verified code spendable when someone else asks for a new one', async () => {
    const phone = freshPhone()
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.63.0.1' })
    await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone, otp: h.latestCode(stored(phone)) },
      ip: '10.63.0.1',
    })
    await owner('POST', '/api/v1/user/register', { body: { name: 'Dewi', phone, password: 'firstpass1' } })
    // a second verification for the reset, then a stranger's send for the same phone
    await owner('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.63.0.1' })
    await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone, otp: h.latestCode(stored(phone)) },
      ip: '10.63.0.1',
    })
    expect(
      (await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '203.0.113.66' })).status,
    ).toBe(200)
    const reset = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'secondpass2' },
    })
    expect(reset.json.status).toEqual({ code: 0, message: 'Password has been reset' })
  })
})

describe('a day’s budget of wrong codes per phone, across codes', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  const verify = (phone: string, otp: string, ip: string) =>
    h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp }, ip })

  it('pauses a phone’s codes after 2 codes × 5 wrong tries, tells the owner at the third and at the pause, and lifts the pause after a day', async () => {
    const phone = freshPhone()
    const answers: number[] = []
    for (let round = 0; round < 2; round++) {
      const code = await sendCode(h, phone, `10.64.${round}.1`)
      for (const otp of wrongCodes(code, 5))
        answers.push((await verify(phone, otp, `10.64.${round}.${answers.length + 2}`)).json.status.code)
      h.advance(60_000)
    }
    expect(answers).toEqual([5, 5, 5, 5, 7, 5, 5, 5, 5, 7])
    const notices = h.sms.notices!(stored(phone))
    expect(notices.map((m) => m.text)).toEqual([
      noticeText('wrong-codes', 'en', h.config.siteUrl),
      noticeText('codes-paused', 'en', h.config.siteUrl),
    ])

    // a third code is not sent, and no code is verified, the right one included
    const third = await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.64.9.1' })
    expect(third.status).toBe(429)
    expect(third.json.status.message.toLowerCase()).toContain('too many')
    const guess = await verify(phone, '1234', '10.64.9.2')
    expect(guess.status).toBe(429)
    expect(guess.json.status.message.toLowerCase()).toContain('too many')
    const reset = await h.call('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'takeover1' },
    })
    expect(reset.json.status.code).toBe(8)
    expect(h.sms.notices!(stored(phone))).toHaveLength(2)

    h.advance(24 * 3600_000)
    const code = await sendCode(h, phone, '10.64.10.1')
    expect((await verify(phone, code, '10.64.10.1')).json.status.code).toBe(0)
  })

  it('tells the owner in the language of the page the wrong codes came from', async () => {
    const phone = freshPhone()
    for (let round = 0; round < 2; round++) {
      const code = await sendCode(h, phone, `10.66.${round}.1`)
      for (const [i, otp] of wrongCodes(code, 5).entries())
        await h.call('POST', '/api/v1/user/otp/verify', {
          body: { phone, otp },
          ip: `10.66.${round}.${i + 2}`,
          headers: { 'accept-language': 'id' },
        })
      h.advance(60_000)
    }
    const notices = h.sms.notices!(stored(phone)).map((m) => m.text)
    expect(notices).toEqual([
      noticeText('wrong-codes', 'id', h.config.siteUrl),
      noticeText('codes-paused', 'id', h.config.siteUrl),
    ])
    expect(notices[1]).toContain('Untuk masuk, pakai kata sandimu')
  })

  it('holds the budget when the wrong codes arrive all at once on several instances', async () => {
    const phone = freshPhone()
    const on = await callers(h)
    const compared: number[] = []
    for (let round = 0; round < 2; round++) {
      const code = await sendCode(h, phone, `10.65.${round}.1`)
      const batch = await Promise.all(
        wrongCodes(code, 40).map(async (otp, i) => {
          const res = await on[i % on.length]!('POST', '/api/v1/user/otp/verify', {
            body: { phone, otp },
            ip: `10.65.${round}.${i + 2}`,
          })
          return res.json.status.code as number
        }),
      )
      expect(batch.filter((c) => c === 5).length).toBeLessThanOrEqual(OTP_MAX_TRIES - 1)
      compared.push(...batch.filter((c) => c === 5))
      h.advance(60_000)
    }
    // at most 2 codes' worth of tries (10) were spent; the third code is not sent
    expect(compared.length).toBeLessThanOrEqual(8)
    expect((await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.65.9.1' })).status).toBe(
      429,
    )
    // each notice once, whichever instance saw the mark first
    expect(
      h.sms.notices!(stored(phone))
        .map((m) => m.text)
        .sort(),
    ).toEqual(
      [
        noticeText('wrong-codes', 'en', h.config.siteUrl),
        noticeText('codes-paused', 'en', h.config.siteUrl),
      ].sort(),
    )
  })

  it('does not count right codes against the budget', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i++) {
      const code = await sendCode(h, phone, `10.66.${i}.1`)
      expect((await verify(phone, code, `10.66.${i}.1`)).json.status.code).toBe(0)
      h.advance(16 * 60_000)
    }
    expect(h.sms.notices!(stored(phone))).toEqual([])
  })
})

describe('per-address budgets that a carrier NAT survives', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness({ otpFailsPerIp: 3, otpSendPerIp: 4, userCheckPerMinute: 30 })
  })
  afterAll(() => h.close())

  it('counts wrong codes from one address per distinct phone', async () => {
    const ip = '198.51.100.20'
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()]
    const codes: string[] = []
    for (const phone of phones) codes.push(await sendCode(h, phone, `10.67.0.${codes.length + 1}`))
    // three phones, each tried wrongly twice from the address: counted once each
    for (const [i, phone] of phones.slice(0, 3).entries())
      for (const otp of wrongCodes(codes[i]!, 2)) {
        const res = await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp }, ip })
        expect(res.json.status.code).toBe(5)
      }
    // a fourth phone from there is refused; from another address it is not
    const fourth = await h.call('POST', '/api/v1/user/otp/verify', {
      body: { phone: phones[3], otp: codes[3] },
      ip,
    })
    expect(fourth.status).toBe(429)
    const elsewhere = await h.call('POST', '/api/v1/user/otp/verify', {
      body: { phone: phones[3], otp: codes[3] },
      ip: '198.51.100.21',
    })
    expect(elsewhere.json.status.code).toBe(0)
    // the phones already counted go on being tried there
    const again = await h.call('POST', '/api/v1/user/otp/verify', {
      body: { phone: phones[0], otp: codes[0] },
      ip,
    })
    expect(again.json.status.code).toBe(0)
  })

  it('counts sends from one address per distinct phone, so a customer asking again costs nothing', async () => {
    const ip = '198.51.100.30'
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()]
    for (const phone of phones) {
      for (let i = 0; i < 3; i++) {
        const res = await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
        expect(res.status).toBe(200)
      }
    }
    const fifth = await h.call('POST', '/api/v1/user/otp/send', { body: { phone: freshPhone() }, ip })
    expect(fifth.status).toBe(429)
    expect(fifth.json.status.message.toLowerCase()).toContain('too many')
  })

  it('counts 40 addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 40; i++) {
      const res = await h.call('GET', '/api/v1/user/check?phone=081311112222', {
        ip: `2001:db8:77:1::${i.toString(16)}`,
      })
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
    // the next /64 is another customer
    const next = await h.call('GET', '/api/v1/user/check?phone=081311112222', { ip: '2001:db8:77:2::1' })
    expect(next.status).toBe(200)

    const sends: number[] = []
    for (let i = 1; i <= 5; i++) {
      const res = await h.call('POST', '/api/v1/user/otp/send', {
        body: { phone: freshPhone() },
        ip: `2001:db8:78:1:${i}::${i}`,
      })
      sends.push(res.status)
    }
    expect(sends).toEqual([200, 200, 200, 200, 429])
  })
})

describe('the circuit breaker on sends for all phones together', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness({ otpSendsPerMinute: 5, otpSendsPerHour: 8 })
  })
  afterAll(() => h.close())

  const send = (i: number) =>
    h.call('POST', '/api/v1/user/otp/send', { body: { phone: freshPhone() }, ip: `10.68.${i}.1` })

  it('refuses sends past the minute’s and the hour’s caps, from any address to any phone', async () => {
    const first: number[] = []
    for (let i = 0; i < 6; i++) first.push((await send(i)).status)
    expect(first).toEqual([200, 200, 200, 200, 200, 429])
    h.advance(61_000)
    const second: number[] = []
    for (let i = 0; i < 4; i++) second.push((await send(10 + i)).status)
    // 5 + 3 sends reach the hour's 8
    expect(second).toEqual([200, 200, 200, 429])
    h.advance(3600_000)
    expect((await send(20)).status).toBe(200)
  })
})
