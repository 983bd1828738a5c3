import { afterEach, describe, expect, it } from 'vitest'
import { configureClients, type KeyValueStore } from './clients'
import { listTransactions } from './bss'
import { verifyDevicePhone } from './b2b'
import { checkPhone, forgetPassword, login, register, sendOtp, verifyOtp } from './user'

type Seen = { url: URL; body: unknown; auth: string | null }

/** Clients whose fetch records each request and answers with `answer(url)`. */
function recording(answer: (url: URL, attempt: number) => { status: number; body: unknown }, keys = {}) {
  const seen: Seen[] = []
  const values = new Map<string, string>(Object.entries(keys))
  const storage: KeyValueStore = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
  configureClients({
    storage,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://site.test')
      const text = typeof init?.body === 'string' ? init.body : ''
      const headers = new Headers(init?.headers)
      seen.push({
        url,
        body: text ? (JSON.parse(text) as unknown) : null,
        auth: headers.get('authorization'),
      })
      const reply = answer(url, seen.length)
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { seen, values }
}

const ok = { status: { code: 0, message: 'OK' }, data: { token: 'x.y.z', exists: true } }

describe('what the site sends to the services', () => {
  afterEach(() => configureClients({}))

  it('phones as +62… (SPEC §5), whichever way the customer typed them', async () => {
    const { seen } = recording(() => ({ status: 200, body: ok }))
    await checkPhone('081234567890')
    await sendOtp('6281234567890')
    await verifyOtp({ phone: '0812-3456-7890', otp: '1234' })
    await login({ phone: '081234567890', password: 'secret12' })
    await register({ name: 'Ayu', phone: '081234567890', password: 'secret12' })
    await forgetPassword({ phone: '081234567890', password: 'secret12', logoutOthers: true })
    expect(seen[0]!.url.searchParams.get('phone')).toBe('+6281234567890')
    for (const request of seen.slice(1))
      expect((request.body as { phone: string }).phone).toBe('+6281234567890')
  })

  it("the box's phone as +62… to the device service", async () => {
    const { seen } = recording(() => ({
      status: 200,
      body: { status: { code: 200, message: 'OK' }, data: { status: true, message: 'Code sent' } },
    }))
    await verifyDevicePhone({ customerid: '3010000001', phonenumber: '081298765432' })
    expect(seen[0]!.body).toEqual({ customerid: '3010000001', phonenumber: '+6281298765432' })
  })

  it('the billing token in the header only, never in a URL, and the new one after a refresh', async () => {
    const list = {
      status: { code: 0, message: 'OK' },
      data: [],
      pagination: { page: 1, limit: 5, status: '', total_page: 1, total: 0 },
    }
    const stale = jwt({ sub: '1', sid: 'one' })
    const fresh = jwt({ sub: '1', sid: 'one', n: 2 })
    const pair = { access_token: fresh, refresh_token: 'r2', token_type: 'Bearer', expires_in: 900 }
    const { seen } = recording(
      (url, attempt) =>
        url.pathname.endsWith('/identity/v1/token')
          ? { status: 200, body: pair }
          : attempt === 1
            ? { status: 401, body: { status: { code: 11, message: 'Unauthorized' } } }
            : { status: 200, body: list },
      { vplusToken: stale, refreshToken: 'r1', vToken: jwt({ sub: '1', sid: 'one', typ: 'user' }) },
    )
    await listTransactions({ page: 2 })
    const calls = seen.filter((request) => request.url.pathname.endsWith('/payduct/v1/transaction'))
    expect(calls.map((request) => [request.url.searchParams.get('token'), request.auth])).toEqual([
      [null, `Bearer ${stale}`],
      [null, `Bearer ${fresh}`],
    ])
    expect(calls[1]!.url.searchParams.get('page')).toBe('2')
  })

  it("the login token, not a stored billing pair of another sign-in, and never that pair's refresh token", async () => {
    const list = {
      status: { code: 0, message: 'OK' },
      data: [],
      pagination: { page: 1, limit: 5, status: '', total_page: 1, total: 0 },
    }
    const mine = jwt({ sub: '1', sid: 'mine', typ: 'user', ver: 2 })
    // another account's, another sign-in's, and this sign-in's from before a password change
    for (const other of [
      jwt({ sub: '2', sid: 'theirs', ver: 2 }),
      jwt({ sub: '1', sid: 'popup', ver: 2 }),
      jwt({ sub: '1', sid: 'mine', ver: 1 }),
    ]) {
      const { seen } = recording(
        (_url, attempt) =>
          attempt === 1
            ? { status: 401, body: { status: { code: 11, message: 'Unauthorized' } } }
            : { status: 200, body: list },
        { vplusToken: other, refreshToken: 'theirs-refresh', vToken: mine },
      )
      await expect(listTransactions()).rejects.toThrow('Unauthorized')
      expect(seen.map((request) => [request.url.pathname.split('/').pop(), request.auth])).toEqual([
        ['transaction', `Bearer ${mine}`],
      ])
    }
  })

  it('falls back to the login token when the pair of its sign-in can no longer be renewed', async () => {
    const list = {
      status: { code: 0, message: 'OK' },
      data: [],
      pagination: { page: 1, limit: 5, status: '', total_page: 1, total: 0 },
    }
    const mine = jwt({ sub: '1', sid: 'mine', typ: 'user' })
    const { seen, values } = recording(
      (url, attempt) =>
        url.pathname.endsWith('/identity/v1/token')
          ? { status: 401, body: { error: 'invalid_grant' } }
          : attempt === 1
            ? { status: 401, body: { status: { code: 11, message: 'Unauthorized' } } }
            : { status: 200, body: list },
      { vplusToken: jwt({ sub: '1', sid: 'mine' }), refreshToken: 'spent', vToken: mine },
    )
    await listTransactions()
    const calls = seen.filter((request) => request.url.pathname.endsWith('/payduct/v1/transaction'))
    expect(calls.at(-1)!.auth).toBe(`Bearer ${mine}`)
    expect(values.has('vplusToken')).toBe(false)
  })
})

/** a token as the site reads it: claims only, the signature is the server's business */
function jwt(claims: Record<string, unknown>): string {
  const payload = btoa(JSON.stringify({ exp: 2_000_000_000, ...claims })).replace(/=+$/, '')
  return `h.${payload}.s`
}
