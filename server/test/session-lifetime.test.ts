/**
 * Sessions shaped as OWASP ASVS 5.0 V7 asks: every customer token belongs to a sign-in on the
 * devices list, works only while that sign-in does (its end, an idle timeout, an absolute
 * lifetime), a token re-issued to a sign-in extends it, and an account has a capped number of
 * open sign-ins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { loginSessions, users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { createTokens } from '../lib/tokens'
import { createHarness, type Harness } from './harness'

const HOUR = 3600
let h: Harness
beforeAll(async () => {
  h = await createHarness({
    tokenTtl: 600,
    sessionIdleTimeout: 2 * HOUR,
    sessionLifetime: 6 * HOUR,
    bssRefreshTtl: 24 * HOUR,
    signInsPerAccount: 3,
  })
})
afterAll(() => h.close())

let n = 0
async function customer() {
  n += 1
  const phone = `08137300${String(n).padStart(4, '0')}`
  const password = 'firstpass1'
  const [row] = await h.db
    .insert(users)
    .values({ phone: `+62${phone.slice(1)}`, name: 'Rina', passwordHash: await hashPassword(password) })
    .returning()
  return { id: row!.id, phone, password }
}
type Customer = Awaited<ReturnType<typeof customer>>

const login = async (c: Customer) =>
  (await h.call('POST', '/api/v1/user/login', { body: { phone: c.phone, password: c.password } })).json.data
    .token as string
const profile = (token: string) => h.call('GET', '/api/v1/user/myprofile', { token })
const list = (token: string) => h.call('GET', '/api/v1/user/sessions', { token })
const popup = async (c: Customer) => {
  const res = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
    form: new URLSearchParams({ phone: c.phone, password: c.password }),
  })
  return /data-refresh-token="([^"]+)"/.exec(res.text)![1]!
}
const refresh = (token: string) =>
  h.call('POST', '/bss/identity/v1/token', {
    form: new URLSearchParams({ refresh_token: token, grant_type: 'refresh_token' }),
  })

describe('a customer token without a sign-in', () => {
  it('is refused: a login token and a billing refresh token from before sign-ins were kept', async () => {
    const c = await customer()
    const tokens = createTokens(h.config.jwtSecret, h.now)
    const claims = { sub: String(c.id), name: 'Rina', phone: `+62${c.phone.slice(1)}`, ver: 0 }
    const user = await tokens.sign({ ...claims, typ: 'user' }, 3600)
    const res = await profile(user)
    expect(res.status).toBe(401)
    expect(res.json.status.code).toBe(11)
    const billing = await tokens.sign({ ...claims, typ: 'bss-refresh' }, 3600)
    const rotated = await refresh(billing)
    expect(rotated.status).toBe(401)
    expect(rotated.json.error).toBe('invalid_grant')
  })
})

describe('a token lives only as long as its sign-in', () => {
  it('a token past its sign-in’s end is 401', async () => {
    const c = await customer()
    const token = await login(c)
    const [row] = await h.db.select().from(loginSessions).where(eq(loginSessions.userId, c.id))
    await h.db
      .update(loginSessions)
      .set({ expiresAt: new Date(h.now() - 1000) })
      .where(eq(loginSessions.id, row!.id))
    expect((await profile(token)).status).toBe(401)
  })

  it('a password change extends the sign-in it re-issues a token to, so the list never hides a working token', async () => {
    const c = await customer()
    const token = await login(c)
    h.advance(400_000)
    const changed = await h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: c.password, newPassword: 'secondpass2', logoutOthers: false },
    })
    expect(changed.json.status.code).toBe(0)
    const next = changed.json.data.token as string
    h.advance(300_000) // past the first token's 600 s, within the new one's
    expect((await profile(next)).status).toBe(200)
    const sessions = (await list(next)).json.data.sessions
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1)
    h.advance(400_000) // past the new token's 600 s as well
    expect((await profile(next)).status).toBe(401)
  })

  it('a sign-in unused for the idle timeout is over, even with a refresh token still valid', async () => {
    const c = await customer()
    const first = await popup(c)
    h.advance(HOUR * 1000)
    const rotated = await refresh(first)
    expect(rotated.status).toBe(200)
    h.advance(2 * HOUR * 1000 + 1000)
    expect((await refresh(rotated.json.refresh_token)).status).toBe(401)
  })

  it('a sign-in ends at its absolute lifetime, however often it is refreshed', async () => {
    const c = await customer()
    let token = await popup(c)
    for (let i = 0; i < 5; i += 1) {
      h.advance(HOUR * 1000)
      const rotated = await refresh(token)
      expect(rotated.status).toBe(200)
      token = rotated.json.refresh_token as string
    }
    h.advance(HOUR * 1000 + 1000) // 6 h and a second after the sign-in began
    expect((await refresh(token)).status).toBe(401)
    const [row] = await h.db.select().from(loginSessions).where(eq(loginSessions.userId, c.id))
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.createdAt.getTime() + 6 * HOUR * 1000)
  })
})

describe('open sign-ins per account', () => {
  it('are capped: a new sign-in past the cap ends the least recently used', async () => {
    const c = await customer()
    const tokens: string[] = []
    for (let i = 0; i < 3; i += 1) {
      tokens.push(await login(c))
      h.advance(61_000)
    }
    expect((await profile(tokens[0]!)).status).toBe(200) // the first is now the latest used
    const fourth = await login(c)
    expect((await list(fourth)).json.data.sessions).toHaveLength(3)
    expect((await profile(tokens[1]!)).json.status.code).toBe(18)
    for (const token of [tokens[0]!, tokens[2]!, fourth]) expect((await profile(token)).status).toBe(200)
  })
})
