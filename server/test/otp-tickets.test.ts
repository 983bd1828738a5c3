/**
 * A verification belongs to the browser that verified it (issue #48 item 1, review H-1, L-8):
 * `/otp/verify` hands that browser a ticket in a cookie, and only that ticket spends the
 * verification on `/register` or `/forgetpassword`; both calls are limited per address and per
 * phone, refused calls included; a box's phone is verified on one box at most.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { stbs } from '../db/schema'
import { TICKET_COOKIE } from '../lib/otp-ticket'
import { browser, createHarness, DEMO_PHONE, type Harness } from './harness'

let n = 0
const freshPhone = () => `0813${String(77_000_000 + ++n).padStart(8, '0')}`
const stored = (phone: string) => `+62${phone.slice(1)}`

/** the ticket's Set-Cookie line of a reply, and the Cookie header that carries it back */
function ticketOf(headers: Headers) {
  const line = headers.getSetCookie().find((l) => l.startsWith(`${TICKET_COOKIE}=`)) ?? ''
  return { line, cookie: line.split(';')[0]! }
}

describe('a verification spent only with the ticket of the browser that verified it', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  /** a browser that sends a code to the phone and verifies it: the owner at their reset */
  async function verifyIn(owner: Harness['call'], phone: string, ip: string) {
    await owner('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
    return owner('POST', '/api/v1/user/otp/verify', { body: { phone, otp: h.latestCode(stored(phone)) }, ip })
  }

  it('refuses a stranger’s polls of /forgetpassword during the owner’s reset, and the owner’s reset succeeds', async () => {
    const phone = freshPhone()
    const owner = browser(h.call)
    await verifyIn(owner, phone, '10.70.0.1')
    await owner('POST', '/api/v1/user/register', { body: { name: 'Rina', phone, password: 'firstpass1' } })

    const stranger = browser(h.call)
    const poll = () =>
      stranger('PUT', '/api/v1/user/forgetpassword', {
        body: { phone, password: 'attacker-pass-1', logoutOthers: false },
        ip: '203.0.113.9',
      })
    expect((await poll()).json.status.code).toBe(8)
    const verified = await verifyIn(owner, phone, '10.70.0.1')
    expect(verified.json.status.code).toBe(0)
    // the stranger polls right after the owner's code is verified, before the owner's new password
    const polled = await poll()
    expect(polled.status).toBe(403)
    expect(polled.json.status).toEqual({ code: 8, message: 'Verify the phone number with a code first' })

    const reset = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'ownerpass2' },
      ip: '10.70.0.1',
    })
    expect(reset.json.status).toEqual({ code: 0, message: 'Password has been reset' })
    const login = (password: string) =>
      h.call('POST', '/api/v1/user/login', { body: { phone, password }, ip: '10.70.0.2' })
    expect((await login('attacker-pass-1')).json.status.code).toBe(3)
    expect((await login('ownerpass2')).json.status.code).toBe(0)
  })

  it('refuses a sign-up by another browser, whose register poll finds no ticket', async () => {
    const phone = freshPhone()
    const owner = browser(h.call)
    await verifyIn(owner, phone, '10.70.1.1')
    const stranger = await h.call('POST', '/api/v1/user/register', {
      body: { name: 'Maling', phone, password: 'attacker-pass-1' },
      ip: '203.0.113.10',
    })
    expect(stranger.json.status.code).toBe(8)
    const mine = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone, password: 'mypass123' },
    })
    expect(mine.json.status.code).toBe(0)
  })

  it('hands the ticket as a short-lived, httpOnly, SameSite=Strict cookie for the calls that spend it, dropped once spent', async () => {
    const phone = freshPhone()
    const owner = browser(h.call)
    const { line } = ticketOf((await verifyIn(owner, phone, '10.70.2.1')).headers)
    expect(line).toMatch(new RegExp(`^${TICKET_COOKIE}=[A-Za-z0-9_-]{43};`))
    expect(line).toContain('Max-Age=600')
    expect(line).toContain('Path=/api/v1/user')
    expect(line).toContain('HttpOnly')
    expect(line).toContain('SameSite=Strict')
    expect(line).not.toContain('Secure')
    const registered = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone, password: 'mypass123' },
    })
    expect(ticketOf(registered.headers).line).toMatch(/Max-Age=0/)
  })

  it('marks the ticket Secure when the site is served over https', async () => {
    const secure = await createHarness({ siteUrl: 'https://www.visionplus.id' })
    try {
      const phone = freshPhone()
      await secure.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.70.3.1' })
      const verified = await secure.call('POST', '/api/v1/user/otp/verify', {
        body: { phone, otp: secure.latestCode(stored(phone)) },
      })
      expect(ticketOf(verified.headers).line).toContain('Secure')
    } finally {
      await secure.close()
    }
  })

  it('spends a ticket for its own phone only, and not after ten minutes', async () => {
    const phone = freshPhone()
    const other = freshPhone()
    const owner = browser(h.call)
    const { cookie } = ticketOf((await verifyIn(owner, phone, '10.70.4.1')).headers)
    const elsewhere = await h.call('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone: other, password: 'mypass123' },
      headers: { cookie },
    })
    expect(elsewhere.json.status.code).toBe(8)
    h.advance(10 * 60_000 + 1000)
    const late = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone, password: 'mypass123' },
    })
    expect(late.json.status.code).toBe(8)
  })

  it('registers once when one ticket is spent by many calls at once, on several instances', async () => {
    const phone = freshPhone()
    const { cookie } = ticketOf((await verifyIn(h.call, phone, '10.70.5.1')).headers)
    const on = [h.call, (await h.instance()).call, (await h.instance()).call]
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        on[i % on.length]!('POST', '/api/v1/user/register', {
          body: { name: 'Rina', phone, password: `mypass-${i}-x` },
          headers: { cookie },
        }),
      ),
    )
    const codes = answers.map((res) => res.json.status.code as number)
    expect(codes.filter((c) => c === 0)).toHaveLength(1)
    expect(codes.filter((c) => c !== 0).every((c) => c === 8 || c === 4)).toBe(true)
  })
})

describe('/register and /forgetpassword limited per address and per phone', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness({ accountCallsPerIp: 4, accountCallsPerPhone: 3, accountCallWindow: 900 })
  })
  afterAll(() => h.close())

  const reset = (phone: string, ip: string, headers: Record<string, string> = {}) =>
    h.call('PUT', '/api/v1/user/forgetpassword', { body: { phone, password: 'attacker-1' }, ip, headers })

  it('refuses an address past its calls with 429 and Retry-After, the refused ones counted', async () => {
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await reset(freshPhone(), '10.71.0.1'))
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 429, 429])
    expect(answers[4]!.json.status.code).toBe(9)
    expect(Number(answers[4]!.headers.get('retry-after'))).toBeGreaterThan(0)
    const signUp = await h.call('POST', '/api/v1/user/register', {
      body: { name: 'Rina', phone: freshPhone(), password: 'mypass123' },
      ip: '10.71.0.1',
    })
    expect(signUp.status).toBe(429)
    h.advance(900_000)
    expect((await reset(freshPhone(), '10.71.0.1')).status).toBe(403)
  })

  it('refuses a phone past its calls from every address, yet lets its owner’s ticket through', async () => {
    const phone = DEMO_PHONE
    const answers = []
    for (let i = 0; i < 5; i++) answers.push((await reset(phone, `10.71.1.${i}`)).status)
    expect(answers).toEqual([403, 403, 403, 429, 429])
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/send', { body: { phone }, ip: '10.71.2.1' })
    await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone, otp: h.latestCode(stored(phone)) },
      ip: '10.71.2.1',
    })
    const mine = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'ownerpass2' },
      ip: '10.71.2.1',
    })
    expect(mine.json.status.code).toBe(0)
  })
})

describe('a box’s phone verified on one box at most (L-8)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness()
  })
  afterAll(() => h.close())

  it('verifies a phone on one of two boxes whose codes are typed at once, and tells the other it is taken', async () => {
    const token = await h.token(1)
    const phonenumber = freshPhone()
    const boxes = ['3010000001', '3010000002']
    const codes: string[] = []
    for (const customerid of boxes) {
      await h.call('POST', '/b2b/verifyphone', { body: { customerid, phonenumber }, token, ip: '10.72.0.1' })
      codes.push(h.latestCode(stored(phonenumber)))
    }
    const on = [h.call, (await h.instance()).call]
    const answers = await Promise.all(
      boxes.map((customerid, i) =>
        on[i]!('POST', '/b2b/verifyotp', { body: { customerid, phonenumber, otp: codes[i] }, token }),
      ),
    )
    const results = answers.map((a) => a.json.data)
    expect(results.filter((d) => d.status === true)).toHaveLength(1)
    expect(results.filter((d) => d.status === false)).toEqual([
      { status: false, message: 'This number already registered in other Vision+ TV Box' },
    ])
    const verified = await h.db
      .select()
      .from(stbs)
      .where(eq(stbs.phone, stored(phonenumber)))
    expect(verified.filter((box) => box.phoneVerified)).toHaveLength(1)
  })

  it('refuses a code sent before another box verified the phone', async () => {
    const token = await h.token(1)
    const phonenumber = freshPhone()
    await h.call('POST', '/b2b/verifyphone', {
      body: { customerid: '3010000002', phonenumber },
      token,
      ip: '10.72.1.1',
    })
    const late = h.latestCode(stored(phonenumber))
    await h.call('POST', '/b2b/verifyphone', {
      body: { customerid: '3010000001', phonenumber },
      token,
      ip: '10.72.1.1',
    })
    const first = await h.call('POST', '/b2b/verifyotp', {
      body: { customerid: '3010000001', phonenumber, otp: h.latestCode(stored(phonenumber)) },
      token,
    })
    expect(first.json.data).toEqual({ status: true, message: 'Phone number verified' })
    const second = await h.call('POST', '/b2b/verifyotp', {
      body: { customerid: '3010000002', phonenumber, otp: late },
      token,
    })
    expect(second.json.data).toEqual({
      status: false,
      message: 'This number already registered in other Vision+ TV Box',
    })
  })
})
