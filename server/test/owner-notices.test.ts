/**
 * The owner is told (issue #48 item 2): an SMS in the account's language when the password is
 * reset or changed, a passkey is added or a TV is signed in, each naming what happened and the
 * account's security page; at most one of each kind per account an hour. Both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { noticeText, securityPage } from '../services/owner-notices'
import { browser, createHarness, type Harness } from './harness'
import { Authenticator } from './webauthn-authenticator'

const SITE = 'https://www.visionplus.id'
const PASSWORD = 'ownerpass1'

describe('the texts', () => {
  it('name what happened and the security page, in English and Indonesian', () => {
    const expected = {
      'password-reset': [/password was just reset/, /kata sandi akunmu baru saja diatur ulang/],
      'password-changed': [/password was just changed/, /kata sandi akunmu baru saja diubah/],
      'passkey-added': [/new passkey was added/, /kunci sandi baru ditambahkan/],
      'tv-signed-in': [/a TV was signed in to your account/, /sebuah TV masuk ke akunmu/],
      'codes-paused': [/too many wrong codes/, /terlalu banyak kode salah/],
      'wrong-codes': [/someone entered wrong codes/, /ada yang memasukkan kode salah/],
    } as const
    for (const [kind, [en, id]] of Object.entries(expected)) {
      const english = noticeText(kind as keyof typeof expected, 'en', SITE)
      const indonesian = noticeText(kind as keyof typeof expected, 'id', SITE)
      expect(english).toMatch(en)
      expect(english).toMatch(/^Vision\+ TV: /)
      expect(english).toContain(`${SITE}/account/security`)
      expect(english).not.toContain('/id/')
      expect(indonesian).toMatch(id)
      expect(indonesian).toContain(`${SITE}/id/account/security`)
    }
    expect(securityPage(SITE, 'id')).toBe('https://www.visionplus.id/id/account/security')
  })
})

describe('the notices', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createHarness({ passkeyLoginsPerIp: 30 })
  })
  afterAll(() => h.close())

  let n = 0
  async function customer(language: 'en' | 'id' = 'en') {
    n += 1
    const phone = `+62813950${String(n).padStart(5, '0')}`
    const [row] = await h.db
      .insert(users)
      .values({ phone, name: `Sari ${n}`, passwordHash: await hashPassword(PASSWORD), language })
      .returning()
    return { id: row!.id, phone, local: `0${phone.slice(3)}`, token: await h.token(row!.id) }
  }
  type Customer = Awaited<ReturnType<typeof customer>>
  const texts = (c: Customer) => h.sms.notices!(c.phone).map((m) => m.text)
  const text = (kind: Parameters<typeof noticeText>[0], language: 'en' | 'id' = 'en') =>
    noticeText(kind, language, h.config.siteUrl)

  async function reset(c: Customer, password: string) {
    const owner = browser(h.call)
    await owner('POST', '/api/v1/user/otp/send', { body: { phone: c.local }, ip: `10.80.${n}.1` })
    await owner('POST', '/api/v1/user/otp/verify', {
      body: { phone: c.local, otp: h.latestCode(c.phone) },
      ip: `10.80.${n}.1`,
    })
    const res = await owner('PUT', '/api/v1/user/forgetpassword', {
      body: { phone: c.local, password, logoutOthers: false },
      ip: `10.80.${n}.1`,
    })
    expect(res.json.status.code).toBe(0)
  }

  const change = async (c: Customer, oldPassword: string, newPassword: string) => {
    const res = await h.call('PUT', '/api/v1/user/changepassword', {
      token: c.token,
      body: { oldPassword, newPassword, logoutOthers: false },
    })
    expect(res.json.status.code).toBe(0)
    c.token = res.json.data.token
  }

  it('tells of a password reset in the account’s language, once an hour whatever the resets', async () => {
    const c = await customer('id')
    await reset(c, 'resetpass1')
    expect(texts(c)).toEqual([text('password-reset', 'id')])
    await reset(c, 'resetpass2')
    expect(texts(c)).toHaveLength(1)
    h.advance(3600_000)
    await reset(c, 'resetpass3')
    expect(texts(c)).toEqual([text('password-reset', 'id'), text('password-reset', 'id')])
  })

  it('tells of a password change, a kind of its own beside a reset within the same hour', async () => {
    const c = await customer()
    await reset(c, 'resetpass1')
    await change(c, 'resetpass1', 'changed-pass2')
    await change(c, 'changed-pass2', 'changed-pass3')
    expect(texts(c)).toEqual([text('password-reset'), text('password-changed')])
  })

  it('tells of a passkey added', async () => {
    const c = await customer('id')
    const site = new URL(h.config.siteUrl)
    const authenticator = new Authenticator(site.hostname, site.origin)
    const options = await h.call('POST', '/api/v1/user/passkeys/register/options', {
      token: c.token,
      body: { password: PASSWORD },
    })
    const added = await h.call('POST', '/api/v1/user/passkeys/register/verify', {
      token: c.token,
      body: { response: authenticator.create(options.json.data) },
    })
    expect(added.json.status.code).toBe(0)
    expect(texts(c)).toEqual([text('passkey-added', 'id')])
  })

  it('tells of a TV signed in on /tv, once however many TVs are approved at once', async () => {
    const c = await customer()
    const userCodes: string[] = []
    for (let i = 0; i < 3; i++) {
      const asked = await h.call('POST', '/oauth/device_authorization', {
        form: new URLSearchParams({ client_id: 'vplus-tv' }),
        ip: `10.81.0.${i}`,
      })
      userCodes.push(asked.json.user_code)
    }
    const denied = await h.call('POST', '/api/v1/user/tv/deny', {
      token: c.token,
      body: { code: userCodes[0] },
    })
    expect(denied.json.data.approved).toBe(false)
    expect(texts(c)).toEqual([])
    const [instance] = [await h.instance()]
    const approvals = await Promise.all(
      userCodes.slice(1).map((code, i) =>
        (i === 0 ? h.call : instance.call)('POST', '/api/v1/user/tv/approve', {
          token: c.token,
          body: { code },
        }),
      ),
    )
    expect(approvals.map((a) => a.json.data.approved)).toEqual([true, true])
    expect(texts(c)).toEqual([text('tv-signed-in')])
  })

  it('tells in the language the account was last used in', async () => {
    const c = await customer('en')
    await h.db.update(users).set({ language: 'id' }).where(eq(users.id, c.id))
    await change(c, PASSWORD, 'changed-pass2')
    expect(texts(c)).toEqual([text('password-changed', 'id')])
  })
})
