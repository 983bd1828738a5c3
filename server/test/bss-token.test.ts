/**
 * No login token in a URL: the billing transaction list takes its token in the Authorization
 * header; SPEC §7's query form accepts only a billing access token (an hour), which proxies are
 * told to redact (docs/deploy.md), and only on that list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOKEN_EXCHANGE } from '../../contract/bss'
import { CODE } from '../../contract/common'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const LIST = '/bss/payduct/v1/transaction?page=1&limit=5'

/** the billing pair the partner popup's sign-in hands its opener */
async function partnerSignIn() {
  const page = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
    form: new URLSearchParams({ phone: DEMO_PHONE, password: DEMO_PASSWORD }),
  })
  const billing = /data-token="([^"]+)"/.exec(page.text)![1]!
  const refresh = /data-refresh-token="([^"]+)"/.exec(page.text)![1]!
  return { billing, refresh }
}

describe('tokens in the billing service', () => {
  it('refuses the 7-day login token in ?token= and takes it in the Authorization header', async () => {
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    const token = login.json.data.token as string
    const inQuery = await h.call('GET', `${LIST}&token=${token}`)
    expect(inQuery.status).toBe(401)
    expect(inQuery.json.status.code).toBe(CODE.unauthorized)
    const inHeader = await h.call('GET', LIST, { token })
    expect(inHeader.status).toBe(200)
    expect(inHeader.json.pagination.total).toBe(8)
  })

  it('takes a billing access token in the query on the transaction list only', async () => {
    const { billing } = await partnerSignIn()
    expect((await h.call('GET', `${LIST}&token=${billing}`)).status).toBe(200)
    expect((await h.call('GET', LIST, { token: billing })).status).toBe(200)
    for (const path of ['/bss/identity/v1/mirada/userprofile', '/bss/payduct/v1/package/current'])
      expect({ path, status: (await h.call('GET', `${path}?token=${billing}`)).status }).toEqual({
        path,
        status: 401,
      })
  })

  it('refuses a billing refresh token in the query', async () => {
    const { refresh } = await partnerSignIn()
    expect((await h.call('GET', `${LIST}&token=${refresh}`)).status).toBe(401)
  })

  it("exchanges a login token for a billing pair of the login's own sign-in, and nothing else", async () => {
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
      ip: '10.8.0.1',
    })
    const token = login.json.data.token as string
    const before = (await h.call('GET', '/api/v1/user/sessions', { token })).json.data.sessions.length
    const exchange = (subject: string) =>
      h.call('POST', '/bss/identity/v1/token', {
        form: new URLSearchParams({ grant_type: TOKEN_EXCHANGE, subject_token: subject }),
      })
    const pair = await exchange(token)
    expect(pair.status).toBe(200)
    expect(claimsOf(pair.json.access_token).sid).toBe(claimsOf(token).sid)
    expect(claimsOf(pair.json.access_token).typ).toBe('bss')
    // one sign-in: the devices list has no row more
    expect((await h.call('GET', '/api/v1/user/sessions', { token })).json.data.sessions).toHaveLength(before)
    expect((await h.call('GET', LIST, { token: pair.json.access_token })).status).toBe(200)
    // only a live login token is exchanged
    expect((await exchange(pair.json.access_token)).status).toBe(401)
    expect((await exchange(pair.json.refresh_token)).status).toBe(401)
    expect((await exchange('forged')).status).toBe(401)
    await h.call('POST', '/api/v1/user/logout', { token })
    expect((await exchange(token)).status).toBe(401)
    expect((await h.call('GET', LIST, { token: pair.json.access_token })).status).toBe(401)
  })
})

/** a token's claims, read without checking (the test issued it) */
function claimsOf(token: string): { sid?: string; typ?: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sid?: string
    typ?: string
  }
}
