/**
 * The limits of signing a TV in with a code: codes asked for per client address and from all
 * addresses together, and wrong codes typed on the site counted like wrong passwords — per
 * account, and per address once per account, so nobody else's typos lock a customer out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE } from '../../contract/common'
import { users } from '../db/schema'
import { hashPassword } from '../lib/password'
import { createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({
    tvCodesPerIp: 3,
    tvCodesPerMinute: 6,
    tvCodeFailsPerAccount: 3,
    tvCodeFailsPerIp: 2,
  })
})
afterAll(() => h.close())

const askCode = (ip: string) =>
  h.call('POST', '/oauth/device_authorization', {
    form: new URLSearchParams({ client_id: 'vplus-tv' }),
    ip,
  })
const site = (action: 'lookup' | 'approve', token: string, code: string, ip = '10.1.0.1') =>
  h.call('POST', `/api/v1/user/tv/${action}`, { token, body: { code }, ip })

let n = 0
async function customerToken() {
  n += 1
  const [row] = await h.db
    .insert(users)
    .values({
      phone: `+62813930${String(n).padStart(5, '0')}`,
      name: `Budi ${n}`,
      passwordHash: await hashPassword('tvpass123'),
    })
    .returning()
  return h.token(row!.id)
}

/** a code no TV was given (the alphabet has no vowels) */
const WRONG = 'BBBB-BBBB'

describe('asking for codes', () => {
  it('limits the codes one address asks for, and the codes all addresses ask for together', async () => {
    for (let i = 0; i < 3; i++) expect((await askCode('192.0.2.1')).status).toBe(200)
    const refused = await askCode('192.0.2.1')
    expect(refused.status).toBe(429)
    expect(refused.json.error).toBe('slow_down')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // another address still may, until all of them together reach the limit of the minute (the
    // refused call above did not count towards it)
    for (let i = 0; i < 3; i++) expect((await askCode(`192.0.2.${10 + i}`)).status).toBe(200)
    expect((await askCode('192.0.2.50')).status).toBe(429)
    h.advance(61_000)
    expect((await askCode('192.0.2.50')).status).toBe(200)
    h.advance(600_000)
  })
})

describe('wrong codes on the site', () => {
  it('are limited per account; a real code does not count, the limit then refuses it too', async () => {
    const token = await customerToken()
    const { user_code } = (await askCode('192.0.2.99')).json
    for (let i = 0; i < 5; i++) expect((await site('lookup', token, user_code)).json.status.code).toBe(0)
    for (let i = 0; i < 3; i++)
      expect((await site('lookup', token, WRONG)).json.status.code).toBe(CODE.invalidCode)
    const refused = await site('lookup', token, user_code)
    expect(refused.status).toBe(429)
    expect(refused.json.status.code).toBe(CODE.tooMany)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await site('approve', token, user_code)).status).toBe(429)
    // another customer is not held back by this one's typos
    const other = await customerToken()
    expect((await site('approve', other, user_code, '10.1.0.2')).json.status.code).toBe(0)
  })

  it('count the accounts failing from one address once each, so one customer alone cannot close it', async () => {
    const ip = '10.2.0.1'
    const first = await customerToken()
    const second = await customerToken()
    const third = await customerToken()
    const { user_code } = (await askCode('192.0.2.98')).json
    // the first account's typos count once against the address
    for (let i = 0; i < 2; i++)
      expect((await site('lookup', first, WRONG, ip)).json.status.code).toBe(CODE.invalidCode)
    expect((await site('lookup', second, WRONG, ip)).json.status.code).toBe(CODE.invalidCode)
    // two accounts have failed from the address: a third is refused, the two counted still pass
    expect((await site('lookup', third, user_code, ip)).status).toBe(429)
    expect((await site('lookup', first, user_code, ip)).json.status.code).toBe(0)
    expect((await site('lookup', third, user_code, '10.2.0.2')).json.status.code).toBe(0)
  })

  it('are counted before the code is read: many wrong codes at once get no more than the limit', async () => {
    const token = await customerToken()
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => site('lookup', token, WRONG, `10.3.0.${i}`)),
    )
    expect(answers.filter((r) => r.json.status.code === CODE.invalidCode)).toHaveLength(3)
    expect(answers.filter((r) => r.status === 429)).toHaveLength(5)
  })
})
