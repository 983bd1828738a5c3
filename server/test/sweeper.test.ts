/**
 * Tables that grow with every call are swept of their ended rows, and /mplay/loginApi, whose
 * credential ships in the site's bundle, is limited per client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, like } from 'drizzle-orm'
import {
  loginSessions,
  loginThrottle,
  otpCodes,
  rateLimits,
  revokedTokens,
  tokenFamilies,
} from '../db/schema'
import { SEEN_FOR_MS } from '../services/sessions'
import { createSweeper } from '../services/sweeper'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

const HOUR = 3600 * 1000
const DAY = 24 * HOUR

let h: Harness
beforeAll(async () => {
  h = await createHarness({ mplayLoginsPerIp: 3 })
})
afterAll(() => h.close())

describe('the sweeper', () => {
  it('deletes the ended rows of each table and keeps the live ones', async () => {
    const t = h.now()
    const at = (ms: number) => new Date(t + ms)
    await h.db.insert(otpCodes).values([
      {
        scope: 'sweep',
        phone: '+6281300000001',
        code: '1111',
        createdAt: at(-2 * DAY),
        expiresAt: at(-2 * DAY + 300_000),
      },
      // ended an hour ago: kept a day for the per-phone counts that look back that far
      {
        scope: 'sweep',
        phone: '+6281300000002',
        code: '2222',
        createdAt: at(-HOUR),
        expiresAt: at(-HOUR + 300_000),
      },
      { scope: 'sweep', phone: '+6281300000003', code: '3333', createdAt: at(0), expiresAt: at(300_000) },
    ])
    await h.db.insert(tokenFamilies).values([
      { id: 'sweep-ended', userId: null, currentJti: 'j1', expiresAt: at(-1000) },
      { id: 'sweep-live', userId: null, currentJti: 'j2', expiresAt: at(DAY) },
    ])
    await h.db.insert(revokedTokens).values([
      { jti: 'sweep-ended', expiresAt: at(-1000) },
      { jti: 'sweep-live', expiresAt: at(HOUR) },
    ])
    await h.db.insert(rateLimits).values([
      { key: 'sweep:ended', count: 3, resetAt: at(-1000) },
      { key: 'sweep:live', count: 3, resetAt: at(60_000) },
    ])
    await h.db.insert(loginThrottle).values([
      { key: 'sweep:ended', failures: 6, nextAt: at(-HOUR), forgetAt: at(-1000) },
      { key: 'sweep:live', failures: 6, nextAt: at(-HOUR), forgetAt: at(HOUR) },
    ])
    const session = (id: string, lastActive: number) => ({
      id,
      userId: 1,
      browser: 'Firefox',
      os: 'Linux',
      place: '10.0.0.0/24',
      createdAt: at(lastActive),
      lastActiveAt: at(lastActive),
      expiresAt: at(lastActive + DAY),
    })
    await h.db
      .insert(loginSessions)
      .values([session('sweep-old', -SEEN_FOR_MS - DAY), session('sweep-recent', -2 * DAY)])

    await createSweeper({ db: h.db, now: h.now }).sweep()

    const codes = await h.db
      .select({ code: otpCodes.code })
      .from(otpCodes)
      .where(like(otpCodes.scope, 'sweep'))
    expect(codes.map((r) => r.code).sort()).toEqual(['2222', '3333'])
    const families = await h.db
      .select({ id: tokenFamilies.id })
      .from(tokenFamilies)
      .where(like(tokenFamilies.id, 'sweep-%'))
    expect(families).toEqual([{ id: 'sweep-live' }])
    const revoked = await h.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(like(revokedTokens.jti, 'sweep-%'))
    expect(revoked).toEqual([{ jti: 'sweep-live' }])
    const limits = await h.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'sweep:%'))
    expect(limits).toEqual([{ key: 'sweep:live' }])
    const throttled = await h.db
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(like(loginThrottle.key, 'sweep:%'))
    expect(throttled).toEqual([{ key: 'sweep:live' }])
    const sessions = await h.db
      .select({ id: loginSessions.id })
      .from(loginSessions)
      .where(like(loginSessions.id, 'sweep-%'))
    expect(sessions).toEqual([{ id: 'sweep-recent' }])
  })

  it("keeps a billing family whose refresh token was spent after the family's first end", async () => {
    const page = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
      ip: '10.9.0.1',
    })
    let refresh = /data-refresh-token="([^"]+)"/.exec(page.text)![1]!
    const sweeper = createSweeper({ db: h.db, now: h.now })
    // refreshed every 20 days, the family outlives its first 30 days
    for (let i = 0; i < 2; i += 1) {
      h.advance(20 * DAY)
      const pair = await h.call('POST', '/bss/identity/v1/token', {
        form: new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token' }),
      })
      expect(pair.status).toBe(200)
      refresh = pair.json.refresh_token as string
      await sweeper.sweep()
    }
    const again = await h.call('POST', '/bss/identity/v1/token', {
      form: new URLSearchParams({ refresh_token: refresh, grant_type: 'refresh_token' }),
    })
    expect(again.status).toBe(200)
  })
})

describe('/mplay/loginApi', () => {
  const login = (ip: string) =>
    h.call('POST', '/mplay/loginApi', { body: { username: 'vplus-web', password: 'vplus-web-demo' }, ip })

  it('answers 429 with Retry-After past its per-address limit, other addresses unaffected', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('10.7.0.1')).status).toBe(200)
    const refused = await login('10.7.0.1')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login('10.7.0.2')).status).toBe(200)
  })

  it('leaves no row behind once its refresh tokens have ended', async () => {
    const reply = await login('10.7.1.1')
    const refresh = reply.json.data.refresh_token as string
    const { fam } = JSON.parse(Buffer.from(refresh.split('.')[1]!, 'base64url').toString()) as { fam: string }
    const family = () =>
      h.db.select({ id: tokenFamilies.id }).from(tokenFamilies).where(eq(tokenFamilies.id, fam))
    expect(await family()).toHaveLength(1)
    h.advance(h.config.mplayRefreshTtl * 1000 + 1000)
    await createSweeper({ db: h.db, now: h.now }).sweep()
    expect(await family()).toHaveLength(0)
  })
})
