/**
 * No stranger keeps the owner out (issue #48 item 5, review M-4): a stranger's wrong codes pause
 * the phone's codes only on devices its account has not signed in from; the owner's own device
 * (the `vp_device` id of an earlier login) still gets a code, verifies it and resets the password,
 * and the owner's SMS says how to get in. A known device's own wrong codes pause that device
 * alone. The progressive password wait for unknown devices stays, capped. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { noticeText } from '../services/owner-notices'
import { browser, createHarness, type Harness } from './harness'

const PASSWORD = 'ownerpass1'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

let n = 0
/** a customer, and a browser of theirs that logged in once: a device the account has seen */
async function owner(language: 'en' | 'id' = 'en') {
  n += 1
  const phone = `+62813960${String(n).padStart(5, '0')}`
  await h.db
    .insert(users)
    .values({ phone, name: `Wulan ${n}`, passwordHash: await hashPassword(PASSWORD), language })
  const local = `0${phone.slice(3)}`
  const device = browser(h.call)
  // the account's language is the site's at its last login
  const login = await device('POST', '/api/v1/user/login', {
    body: { phone: local, password: PASSWORD },
    ip: `10.90.${n}.1`,
    headers: { 'accept-language': language },
  })
  expect(login.json.status.code).toBe(0)
  // the notices from here on: the login's own new-device SMS is not what these tests are about
  const told = h.sms.notices!(phone).length
  return {
    phone,
    local,
    device,
    notices: () =>
      h.sms.notices!(phone)
        .slice(told)
        .map((m) => m.text),
  }
}

const wrongCodes = (code: string) =>
  ['0000', '1111', '2222', '3333', '4444', '5555'].filter((c) => c !== code).slice(0, 5)

/** two codes sent and five wrong codes typed for each, from browsers the account has not seen */
async function strangerSpendsTheBudget(local: string, phone: string) {
  const answers: number[] = []
  for (let round = 0; round < 2; round++) {
    const sent = await h.call('POST', '/api/v1/user/otp/send', {
      body: { phone: local },
      ip: `203.0.113.${round}`,
    })
    expect(sent.status).toBe(200)
    for (const [i, otp] of wrongCodes(h.latestCode(phone)).entries()) {
      const res = await h.call('POST', '/api/v1/user/otp/verify', {
        body: { phone: local, otp },
        ip: `198.51.100.${round * 10 + i}`,
      })
      answers.push(res.json.status.code)
    }
    h.advance(60_000)
  }
  expect(answers).toEqual([5, 5, 5, 5, 7, 5, 5, 5, 5, 7])
}

describe('a stranger’s ten wrong codes', () => {
  it('leave the owner’s known device able to get a code, verify it and reset the password', async () => {
    const c = await owner()
    await strangerSpendsTheBudget(c.local, c.phone)

    // every device the account has not seen is paused, a new browser of the owner's included
    const stranger = await h.call('POST', '/api/v1/user/otp/send', {
      body: { phone: c.local },
      ip: '203.0.113.9',
    })
    expect(stranger.status).toBe(429)
    const fresh = await browser(h.call)('POST', '/api/v1/user/otp/send', {
      body: { phone: c.local },
      ip: '10.90.99.1',
    })
    expect(fresh.status).toBe(429)

    const sent = await c.device('POST', '/api/v1/user/otp/send', {
      body: { phone: c.local },
      ip: '10.90.50.1',
    })
    expect(sent.status).toBe(200)
    const verified = await c.device('POST', '/api/v1/user/otp/verify', {
      body: { phone: c.local, otp: h.latestCode(c.phone) },
      ip: '10.90.50.1',
    })
    expect(verified.json.status.code).toBe(0)
    const reset = await c.device('PUT', '/api/v1/user/forgetpassword', {
      body: { phone: c.local, password: 'newpass-22' },
      ip: '10.90.50.1',
    })
    expect(reset.json.status.code).toBe(0)
    h.advance(3600_000)
  })

  it('tell the owner once, in the account’s language, how to get in', async () => {
    const c = await owner('id')
    await strangerSpendsTheBudget(c.local, c.phone)
    await h.call('POST', '/api/v1/user/otp/verify', {
      body: { phone: c.local, otp: '9999' },
      ip: '203.0.113.50',
    })
    const notices = c.notices()
    expect(notices).toEqual([
      noticeText('wrong-codes', 'id', h.config.siteUrl),
      noticeText('codes-paused', 'id', h.config.siteUrl),
    ])
    expect(notices[1]).toContain(
      'pakai kata sandimu, atau minta kode dari ponsel atau komputer yang pernah kamu pakai',
    )
    expect(noticeText('codes-paused', 'en', h.config.siteUrl)).toContain(
      'To get in, use your password, or ask for a code on a phone or computer you have logged in on before.',
    )
    h.advance(3600_000)
  })

  it('never hold back the known device’s right password, while a new device waits, at most the window', async () => {
    const c = await owner()
    await strangerSpendsTheBudget(c.local, c.phone)
    for (let i = 0; i < 6; i++)
      await h.call('POST', '/api/v1/user/login', {
        body: { phone: c.local, password: `wrong-pass-${i}` },
        ip: `203.0.113.${100 + i}`,
      })
    const known = await c.device('POST', '/api/v1/user/login', {
      body: { phone: c.local, password: PASSWORD },
    })
    expect(known.json.status.code).toBe(0)
    const elsewhere = await h.call('POST', '/api/v1/user/login', {
      body: { phone: c.local, password: PASSWORD },
      ip: '10.90.98.1',
    })
    expect(elsewhere.status).toBe(429)
    const wait = Number(elsewhere.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(h.config.loginFailWindow)
    h.advance(3600_000)
  })
})

describe('a stranger’s guesses short of the pause (review M-6)', () => {
  it('are told to the owner at the third wrong code, once a window, however many follow', async () => {
    const c = await owner()
    const sent = await h.call('POST', '/api/v1/user/otp/send', {
      body: { phone: c.local },
      ip: '203.0.113.70',
    })
    expect(sent.status).toBe(200)
    const wrong = wrongCodes(h.latestCode(c.phone))
    for (const [i, otp] of wrong.slice(0, 2).entries())
      await h.call('POST', '/api/v1/user/otp/verify', {
        body: { phone: c.local, otp },
        ip: `198.51.100.7${i}`,
      })
    expect(c.notices()).toEqual([])
    await h.call('POST', '/api/v1/user/otp/verify', {
      body: { phone: c.local, otp: wrong[2] },
      ip: '198.51.100.79',
    })
    expect(c.notices()).toEqual([noticeText('wrong-codes', 'en', h.config.siteUrl)])
    // nine wrong codes in all (one short of the pause): still one notice
    h.advance(60_000)
    await h.call('POST', '/api/v1/user/otp/send', { body: { phone: c.local }, ip: '203.0.113.71' })
    for (const [i, otp] of wrongCodes(h.latestCode(c.phone)).slice(0, 4).entries())
      await h.call('POST', '/api/v1/user/otp/verify', {
        body: { phone: c.local, otp },
        ip: `198.51.100.8${i}`,
      })
    expect(c.notices()).toEqual([noticeText('wrong-codes', 'en', h.config.siteUrl)])
    h.advance(24 * 3600_000)
  })

  it('are not told for the owner’s own wrong codes on a device the account has seen', async () => {
    const c = await owner()
    await c.device('POST', '/api/v1/user/otp/send', { body: { phone: c.local }, ip: '10.90.60.1' })
    for (const otp of wrongCodes(h.latestCode(c.phone)).slice(0, 4))
      await c.device('POST', '/api/v1/user/otp/verify', { body: { phone: c.local, otp }, ip: '10.90.60.1' })
    expect(c.notices()).toEqual([])
    h.advance(24 * 3600_000)
  })
})

describe('a known device’s sends', () => {
  it('are not refused for its address’s sends to other phones, which a new device there is', async () => {
    const strict = await createHarness({ otpSendPerIp: 2 })
    try {
      const phone = '+6281396100001'
      await strict.db
        .insert(users)
        .values({ phone, name: 'Wulan', passwordHash: await hashPassword(PASSWORD) })
      const local = `0${phone.slice(3)}`
      const device = browser(strict.call)
      const login = await device('POST', '/api/v1/user/login', { body: { phone: local, password: PASSWORD } })
      expect(login.json.status.code).toBe(0)
      // neighbours behind the same address ask for codes for two other phones
      for (const other of ['081396100002', '081396100003'])
        expect((await strict.call('POST', '/api/v1/user/otp/send', { body: { phone: other } })).status).toBe(
          200,
        )
      expect((await strict.call('POST', '/api/v1/user/otp/send', { body: { phone: local } })).status).toBe(
        429,
      )
      expect((await device('POST', '/api/v1/user/otp/send', { body: { phone: local } })).status).toBe(200)
    } finally {
      await strict.close()
    }
  })
})

describe('a known device’s own wrong codes', () => {
  it('pause that device alone, not the phone for anyone else', async () => {
    const c = await owner()
    const answers: number[] = []
    for (let round = 0; round < 2; round++) {
      await c.device('POST', '/api/v1/user/otp/send', { body: { phone: c.local }, ip: '10.90.60.1' })
      for (const otp of wrongCodes(h.latestCode(c.phone)))
        answers.push(
          (
            await c.device('POST', '/api/v1/user/otp/verify', {
              body: { phone: c.local, otp },
              ip: '10.90.60.1',
            })
          ).json.status.code,
        )
      h.advance(60_000)
    }
    expect(answers).toEqual([5, 5, 5, 5, 7, 5, 5, 5, 5, 7])
    expect(
      (await c.device('POST', '/api/v1/user/otp/send', { body: { phone: c.local }, ip: '10.90.60.1' }))
        .status,
    ).toBe(429)
    expect(c.notices()).toEqual([])
    const other = await h.call('POST', '/api/v1/user/otp/send', {
      body: { phone: c.local },
      ip: '10.90.61.1',
    })
    expect(other.status).toBe(200)
    h.advance(3600_000)
  })
})
