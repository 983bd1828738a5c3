import { eq } from 'drizzle-orm'
import { CODE } from '../../contract/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, orders, paymentNotifications, stbs, tokenFamilies, users } from '../db/schema'
import { createHarness, DEMO_PASSWORD, DEMO_PHONE, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

describe('a still-valid token whose account is gone', () => {
  it('gets the same 401 from the profile, password change and billing profile calls', async () => {
    const login = await h.call('POST', '/api/v1/user/login', {
      body: { phone: DEMO_PHONE, password: DEMO_PASSWORD },
    })
    const token = login.json.data.token as string
    expect((await h.call('GET', '/api/v1/user/myprofile', { token })).status).toBe(200)

    const [demo] = await h.db
      .select()
      .from(users)
      .where(eq(users.phone, `+62${DEMO_PHONE.slice(1)}`))
    const id = demo!.id
    await h.db.delete(paymentNotifications)
    await h.db.delete(orders).where(eq(orders.userId, id))
    await h.db.update(stbs).set({ userId: null }).where(eq(stbs.userId, id))
    await h.db.delete(addresses).where(eq(addresses.userId, id))
    await h.db.delete(tokenFamilies).where(eq(tokenFamilies.userId, id))
    await h.db.delete(users).where(eq(users.id, id))

    // The session check already refuses a token whose customer is gone; loadUser covers a deletion
    // between that check and the handler.
    const gone = { status: { code: CODE.unauthorized, message: 'Unauthorized: token is invalid or expired' } }
    const profile = await h.call('GET', '/api/v1/user/myprofile', { token })
    expect(profile.status).toBe(401)
    expect(profile.json).toEqual(gone)
    const change = await h.call('PUT', '/api/v1/user/changepassword', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'baru12345' },
    })
    expect(change.status).toBe(401)
    expect(change.json).toEqual(gone)
    const billing = await h.call('GET', '/bss/identity/v1/mirada/userprofile', { token })
    expect(billing.status).toBe(401)
    expect(billing.json).toEqual(gone)
  })
})
