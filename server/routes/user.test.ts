import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { browser, createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from '../test/harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ otpSendPerIp: 8, userCheckPerMinute: 5 })
})
afterAll(() => h.close())

// each test uses its own phone (and IP) so the per-phone and per-IP send limits do not leak between tests
let n = 0
const freshPhone = () => `0812${String(55_000_000 + ++n).padStart(8, '0')}`
const freshIp = () => `10.1.0.${++n}`

/** a fresh phone verified in a browser of its own, which holds the verification's ticket */
async function verifiedPhone() {
  const phone = freshPhone()
  const ip = freshIp()
  const owner = browser(h.call)
  await owner('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
  const code = h.latestCode(`+62${phone.slice(1)}`)
  const res = await owner('POST', '/api/v1/user/otp/verify', { body: { phone, otp: code }, ip })
  expect(res.json.status.code).toBe(0)
  return { phone, owner }
}

describe('user/check', () => {
  it('says the demo phone exists in any of the 08, 628 and +628 forms', async () => {
    for (const phone of ['081234567890', '6281234567890', '+6281234567890']) {
      const res = await h.call('GET', `/api/v1/user/check?phone=${encodeURIComponent(phone)}`, {
        ip: '10.9.0.1',
      })
      expect(res.json).toEqual({ status: { code: 0, message: 'User exists' }, data: { exists: true } })
    }
  })

  it('answers a non-zero code for an unknown phone', async () => {
    const res = await h.call('GET', '/api/v1/user/check?phone=081311112222', { ip: '10.9.0.2' })
    expect(res.status).toBe(200)
    expect(res.json.status.code).toBe(2)
  })

  it('rejects a malformed phone with a 400 envelope, not a 500', async () => {
    const res = await h.call('GET', '/api/v1/user/check?phone=12ab', { ip: '10.9.0.3' })
    expect(res.status).toBe(400)
    expect(res.json.status).toEqual({ code: 1, message: 'Invalid mobile phone number pattern' })
    const missing = await h.call('GET', '/api/v1/user/check', { ip: '10.9.0.3' })
    expect(missing.status).toBe(400)
  })

  it('rate-limits one IP with a message containing "too many"', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await h.call('GET', `/api/v1/user/check?phone=${DEMO_PHONE}`, { ip: '10.9.9.9' })).status,
      )
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
    const limited = await h.call('GET', `/api/v1/user/check?phone=${DEMO_PHONE}`, { ip: '10.9.9.9' })
    expect(limited.status).toBe(429)
    expect(limited.json.status.message.toLowerCase()).toContain('too many')
    h.advance(61_000)
    expect((await h.call('GET', `/api/v1/user/check?phone=${DEMO_PHONE}`, { ip: '10.9.9.9' })).status).toBe(
      200,
    )
  })
})

describe('one-time codes', () => {
  it('sends a 4-digit code to the outbox and /__dev/sms shows it', async () => {
    const phone = freshPhone()
    const res = await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: freshIp() })
    expect(res.json.status.code).toBe(0)
    const dev = await h.call('GET', `/__dev/sms?phone=${phone}`)
    expect(dev.status).toBe(200)
    expect(dev.json.code).toMatch(/^\d{4}$/)
    expect(dev.json.phone).toBe(`+62${phone.slice(1)}`)
    expect((await h.call('GET', '/__dev/sms?phone=081399998888')).status).toBe(404)
  })

  it('accepts the right code once only', async () => {
    const phone = freshPhone()
    const ip = freshIp()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
    const otp = h.latestCode(`+62${phone.slice(1)}`)
    expect((await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp } })).json.status.code).toBe(
      0,
    )
    expect((await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp } })).json.status.code).toBe(
      5,
    )
  })

  it('refuses a code after its 300 seconds', async () => {
    const phone = freshPhone()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: freshIp() })
    const otp = h.latestCode(`+62${phone.slice(1)}`)
    h.advance(301_000)
    const res = await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp } })
    expect(res.json.status.code).toBe(6)
  })

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const phone = freshPhone()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: freshIp() })
    const otp = h.latestCode(`+62${phone.slice(1)}`)
    const wrong = otp === '0000' ? '1111' : '0000'
    const codes: number[] = []
    for (let i = 0; i < 5; i++)
      codes.push(
        (await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp: wrong } })).json.status.code,
      )
    expect(codes).toEqual([5, 5, 5, 5, 7])
    const res = await h.call('POST', '/api/v1/user/otp/verify', { body: { phone, otp } })
    expect(res.json.status.code).toBe(7)
    expect(res.json.status.message.toLowerCase()).not.toContain('too many')
  })

  it('limits sends per phone with a "too many" message', async () => {
    const phone = freshPhone()
    for (let i = 0; i < 5; i++) {
      expect((await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: freshIp() })).status).toBe(
        200,
      )
    }
    const res = await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip: freshIp() })
    expect(res.status).toBe(429)
    expect(res.json.status.message.toLowerCase()).toContain('too many')
  })

  it('limits sends per IP across phones', async () => {
    const ip = freshIp()
    for (let i = 0; i < 8; i++)
      expect(
        (await h.call('POST', '/api/v1/user/otp/send', { body: { phone: freshPhone() }, ip })).status,
      ).toBe(200)
    const res = await h.call('POST', '/api/v1/user/otp/send', { body: { phone: freshPhone() }, ip })
    expect(res.status).toBe(429)
    expect(res.json.status.message).toContain('too many')
  })

  it('rejects a send without a valid phone as bad input', async () => {
    for (const body of [{}, { phone: '0211234567' }, { phone: 81234567890 }]) {
      const res = await h.call('POST', '/api/v1/user/otp/send', { body, ip: freshIp() })
      expect(res.status).toBe(400)
      expect(res.json.status.code).toBe(1)
    }
  })

  it('rejects a code that is not 4 digits as bad input', async () => {
    const res = await h.call('POST', '/api/v1/user/otp/verify', { body: { phone: DEMO_PHONE, otp: '12' } })
    expect(res.status).toBe(400)
    expect(res.json.status.code).toBe(1)
  })
})

describe('login and register', () => {
  it('logs the demo customer in with a JWT carrying name, phone and exp', async () => {
    const res = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    expect(res.json.status.code).toBe(0)
    const claims = JSON.parse(Buffer.from(res.json.data.token.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({ name: 'Demo Customer', phone: '+6281234567890' })
    expect(claims.exp).toBeGreaterThan(h.now() / 1000)
  })

  it('answers the wrong-password code for a wrong password', async () => {
    const res = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: 'wrongpass1' },
    })
    expect(res.json.status.code).toBe(3)
    expect(res.json.data).toBeUndefined()
  })

  it('rejects malformed JSON and missing fields with 400', async () => {
    expect((await h.call('POST', '/api/v1/user/login', { body: '{nope' })).status).toBe(400)
    const res = await h.call('POST', '/api/v1/user/login', { body: { phone: DEMO_PHONE } })
    expect(res.status).toBe(400)
    expect(res.json.status.message).toMatch(/password/i)
  })

  it('registers only after the phone was verified, and stores no clear-text password', async () => {
    const unverified = freshPhone()
    const refused = await h.call('POST', '/api/v1/user/register', {
      body: { name: 'Siti Rahma', phone: unverified, password: 'rahasia123' },
    })
    expect(refused.status).toBe(403)
    expect(refused.json.status.code).toBe(8)

    const { phone, owner } = await verifiedPhone()
    const res = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Siti Rahma', phone, password: 'rahasia123' },
    })
    expect(res.json.status.code).toBe(0)
    expect(res.json.data.token).toBeTruthy()
    const [row] = await h.db
      .select()
      .from(users)
      .where(eq(users.phone, `+62${phone.slice(1)}`))
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/)
    expect(row?.passwordHash).not.toContain('rahasia123')
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: `62${phone.slice(1)}`, password: 'rahasia123' },
    })
    expect(login.json.status.code).toBe(0)
  })

  it('refuses to register an existing phone, and tells that only after a verified code', async () => {
    const body = { name: 'Demo Again', phone: DEMO_PHONE, password: 'whatever123' }
    // without a code, an existing phone is answered as an unknown one: no twin of user/check
    const untold = await h.call('POST', '/api/v1/user/register', { body })
    expect(untold.json.status.code).toBe(8)
    const ip = freshIp()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone: DEMO_PHONE }, ip })
    const otp = h.latestCode(`+62${DEMO_PHONE.slice(1)}`)
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/verify', { body: { phone: DEMO_PHONE, otp }, ip })
    const res = await owner('POST', '/api/v1/user/register', { body })
    expect(res.json.status.code).toBe(4)
  })

  it('rejects a name with digits', async () => {
    const res = await h.call('POST', '/api/v1/user/register', {
      body: { name: 'R2D2', phone: freshPhone(), password: 'whatever123' },
    })
    expect(res.status).toBe(400)
  })
})

describe('passwords', () => {
  it('resets a forgotten password only after a verified code', async () => {
    const { phone, owner } = await verifiedPhone()
    await owner('POST', '/api/v1/user/register', {
      body: { name: 'Agus Salim', phone, password: 'firstpass1' },
    })
    const refused = await h.call('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'secondpass2' },
    })
    expect(refused.json.status.code).toBe(8)

    const ip = freshIp()
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone }, ip })
    const otp = h.latestCode(`+62${phone.slice(1)}`)
    await owner('POST', '/api/v1/user/otp/verify', { body: { phone, otp } })
    const res = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone, password: 'secondpass2' },
    })
    expect(res.json.status).toEqual({ code: 0, message: 'Password has been reset' })
    expect(
      (await h.call('POST', '/api/v1/user/login', { body: { phone, password: 'secondpass2' } })).json.status
        .code,
    ).toBe(0)
  })

  it('rejects a short new password on forgetpassword as bad input', async () => {
    const res = await h.call('PUT', '/api/v1/user/forgetpassword', {
      body: { phone: DEMO_PHONE, password: 'short' },
    })
    expect(res.status).toBe(400)
    expect(res.json.status.message).toBe('Password must be at least 8 characters')
  })

  it('answers code 17 for a wrong old password and 401 without a token', async () => {
    const token = await h.token()
    const res = await h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: 'notmypass1', newPassword: 'brandnew123' },
    })
    expect(res.json.status.code).toBe(17)
    expect(res.json.status.message).toBe('Your old password is incorrect')
    const anon = await h.call('PUT', '/api/v1/user/changepassword', {
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'brandnew123' },
    })
    expect(anon.status).toBe(401)
    const same = await h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
    })
    expect(same.status).toBe(400)
  })

  it('changes the password of a logged-in customer', async () => {
    const { phone, owner } = await verifiedPhone()
    const reg = await owner('POST', '/api/v1/user/register', {
      body: { name: 'Dewi Lestari', phone, password: 'oldpass123' },
    })
    const token = reg.json.data.token
    const res = await h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: 'oldpass123', newPassword: 'newpass456' },
    })
    expect(res.json.status.code).toBe(0)
    expect(
      (await h.call('POST', '/api/v1/user/login', { body: { phone, password: 'newpass456' } })).json.status
        .code,
    ).toBe(0)
  })
})

describe('profile', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])

  it('returns the demo profile with a token and 401 without or with an expired one', async () => {
    const token = await h.token(1, 'user', 60)
    const res = await h.call('GET', '/api/v1/user/myprofile', { token })
    expect(res.json.data).toMatchObject({
      name: 'Demo Customer',
      email: 'demo@example.com',
      phone: '+6281234567890',
    })
    expect((await h.call('GET', '/api/v1/user/myprofile')).status).toBe(401)
    h.advance(61_000)
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).status).toBe(401)
    const mplay = await h.token(1, 'mplay')
    expect((await h.call('GET', '/api/v1/user/myprofile', { token: mplay })).status).toBe(401)
  })

  it('saves name, email and an avatar that is then served under /media', async () => {
    const token = await h.token(2)
    const form = new FormData()
    form.set('name', 'Budi S')
    form.set('email', 'budi.s@example.com')
    form.set('avatar', new File([PNG], 'me.png', { type: 'image/png' }))
    const res = await h.call('PUT', '/api/v1/user/edit', { token, form })
    expect(res.json.status.code).toBe(0)
    const profile = (await h.call('GET', '/api/v1/user/myprofile', { token })).json.data
    expect(profile).toMatchObject({ name: 'Budi S', email: 'budi.s@example.com' })
    expect(profile.avatarUrl).toMatch(/^avatars\/2-[0-9a-f]+\.png$/)
    const image = await h.app.request(`/media/${profile.avatarUrl}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
  })

  it('rejects an avatar with two dots, a wrong type or fake bytes', async () => {
    const token = await h.token(2)
    for (const file of [
      new File([PNG], 'me.final.png', { type: 'image/png' }),
      new File([PNG], 'me.gif', { type: 'image/gif' }),
      new File([new Uint8Array([1, 2, 3, 4])], 'me.png', { type: 'image/png' }),
    ]) {
      const form = new FormData()
      form.set('name', 'Budi S')
      form.set('email', 'budi.s@example.com')
      form.set('avatar', file)
      const res = await h.call('PUT', '/api/v1/user/edit', { token, form })
      expect(res.status).toBe(400)
      expect(res.json.status.message).toBe('File is not valid')
    }
  })

  it('rejects an avatar over 2 MB with "Max 2 MB" and keeps the profile as it was', async () => {
    const token = await h.token(2)
    const before = (await h.call('GET', '/api/v1/user/myprofile', { token })).json.data
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(PNG)
    const form = new FormData()
    form.set('name', 'Budi Besar')
    form.set('email', 'budi.besar@example.com')
    form.set('avatar', new File([big], 'big.png', { type: 'image/png' }))
    const res = await h.call('PUT', '/api/v1/user/edit', { token, form })
    expect(res.status).toBe(400)
    expect(res.json.status.message).toBe('Max 2 MB')
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).json.data).toEqual(before)
  })

  it('rejects an invalid email and a JSON body', async () => {
    const token = await h.token(2)
    const form = new FormData()
    form.set('name', 'Budi S')
    form.set('email', 'not-an-email')
    expect((await h.call('PUT', '/api/v1/user/edit', { token, form })).json.status.message).toBe(
      'Email is not valid',
    )
    expect((await h.call('PUT', '/api/v1/user/edit', { token, body: { name: 'x' } })).status).toBe(400)
  })
})
