import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { maskName } from '../../src/api/contract/purchase'
import { orders } from '../db/schema'
import { DEMO_STBS, OTHER_STB } from '../db/seed/demo'
import { createHarness, type Harness } from '../test/harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness({ purchaseLookupsPerIp: 6, purchaseLookupWindow: 600 })
})
afterAll(() => h.close())

/** Each test from its own address, so the per-address count is its own. */
let nextIp = 1
const visitor = () => {
  const ip = `10.9.0.${nextIp++}`
  return (path: string, body: unknown) => h.call('POST', `/api/v1/purchase${path}`, { body, ip })
}
/** Everything a reply says, as one string: none of the owner's private data may be in it. */
const PRIVATE = [
  '081234567890',
  '6281234567890',
  '@',
  DEMO_STBS[0].macAddress,
  'Kebon Sirih',
  'Demo Customer',
]

describe('a visitor buying an add-on for a box (no login)', () => {
  it('finds a box by serial number, customer ID or the owner phone, and says only what the purchase needs', async () => {
    const post = visitor()
    for (const query of [DEMO_STBS[0].sn, DEMO_STBS[0].customerId, '081234567890', '+6281234567890']) {
      const res = await post('/lookup', { query })
      expect([query, res.status]).toEqual([query, 200])
      expect(res.json.data).toEqual({ sn: 'VPTV2024A0001', customerid: '3010000001', name: 'De** Cu******' })
      for (const secret of PRIVATE) expect(res.text).not.toContain(secret)
    }
  })

  it('masks every word of the owner name', () => {
    expect(maskName('Demo Customer')).toBe('De** Cu******')
    expect(maskName('  Budi   Santoso ')).toBe('Bu** Sa*****')
    expect(maskName('Al B')).toBe('A* B*')
  })

  it('answers an unknown value with the message of SPEC §8', async () => {
    const res = await visitor()('/lookup', { query: 'VPTV-NO-SUCH-BOX' })
    expect(res.status).toBe(404)
    expect(res.json.status).toEqual({
      code: 10,
      message: 'This Serial Number/Customer ID/Phone Number is unavailable.',
    })
    expect((await visitor()('/lookup', { query: '' })).status).toBe(400)
    expect((await visitor()('/lookup', {})).status).toBe(400)
  })

  it('counts lookups per address, found or not, and refuses with 429 and Retry-After past the limit', async () => {
    const post = visitor()
    for (let i = 0; i < 6; i += 1) expect((await post('/lookup', { query: `NOPE-${i}` })).status).toBe(404)
    const refused = await post('/lookup', { query: DEMO_STBS[0].sn })
    expect(refused.status).toBe(429)
    expect(refused.json.status.code).toBe(9)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // another address is not affected
    expect((await visitor()('/lookup', { query: DEMO_STBS[0].sn })).status).toBe(200)
    // the window ends
    h.advance(601_000)
    expect((await post('/lookup', { query: DEMO_STBS[0].sn })).status).toBe(200)
  })

  it('counts lookups of one box from every address together, whichever of its keys is asked', async () => {
    const keys = [OTHER_STB.sn, OTHER_STB.customerId]
    // PURCHASE_LOOKUPS_PER_TARGET (20 a window), each from another address
    for (let i = 0; i < 20; i += 1)
      expect((await visitor()('/lookup', { query: keys[i % 2] })).status).toBe(200)
    const refused = await visitor()('/lookup', { query: OTHER_STB.customerId })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // another box is not affected, and the window ends
    expect((await visitor()('/lookup', { query: DEMO_STBS[0].sn })).status).toBe(200)
    h.advance(601_000)
    expect((await visitor()('/lookup', { query: OTHER_STB.sn })).status).toBe(200)
  })

  it('checks out an order that belongs to the box and its owner; the payment token follows it', async () => {
    const post = visitor()
    const res = await post('/checkout', { sn: OTHER_STB.sn, package_id: 101 })
    expect(res.status).toBe(200)
    const { order_id, token, redirect_url, gross_amount } = res.json.data
    expect(redirect_url).toBe(`/sandbox/snap/pay/${token}`)
    expect(gross_amount).toBeGreaterThan(0)
    const [row] = await h.db.select().from(orders).where(eq(orders.orderId, order_id))
    expect(row).toMatchObject({ userId: 2, sn: OTHER_STB.sn, status: 'init', partnerName: 'Vision+ TV Web' })

    // unpaid, it is in no list or detail of the owner's: nobody fills a customer's history
    const owner = await h.token(2)
    const ownerSees = async () => {
      const history = await h.call('GET', '/bss/payduct/v1/transaction?page=1&limit=50', { token: owner })
      const box = await h.call('POST', '/api/v1/user/sn/transaction', {
        token: owner,
        body: { sn: OTHER_STB.sn },
      })
      const detail = await h.call('GET', `/go/vplustv/v1/transaction/${order_id}`, { token: owner })
      return [JSON.stringify(history.json).includes(order_id), box.text.includes(order_id), detail.status]
    }
    expect(await ownerSees()).toEqual([false, false, 404])

    // the visitor follows the order with its token only
    const status = await post('/order', { order_id, token })
    expect(status.json.data).toMatchObject({
      order_id,
      transaction_status: 'init',
      total_payment: gross_amount,
    })
    expect((await post('/order', { order_id, token: 'x'.repeat(24) })).status).toBe(404)

    await h.call('POST', `/sandbox/snap/pay/${token}`, {
      body: { choice: 'pay' },
      headers: { accept: 'application/json' },
    })
    expect((await post('/order', { order_id, token })).json.data.transaction_status).toBe('settlement')
    // paid, the owner sees it everywhere
    expect(await ownerSees()).toEqual([true, true, 200])
  })

  it('refuses an unknown box or package, and bad input', async () => {
    const post = visitor()
    const unknownBox = await post('/checkout', { sn: 'VPTV-NO-SUCH-BOX', package_id: 101 })
    expect(unknownBox.status).toBe(404)
    expect(unknownBox.json.status.message).toBe('This Serial Number/Customer ID/Phone Number is unavailable.')
    expect((await post('/checkout', { sn: DEMO_STBS[0].sn, package_id: 999_999 })).status).toBe(404)
    expect((await post('/checkout', { sn: DEMO_STBS[0].sn, package_id: 'one' })).status).toBe(400)
    expect((await post('/checkout', { package_id: 101 })).status).toBe(400)
  })
})
