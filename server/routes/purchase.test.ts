import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { maskName, maskPhone } from '../../contract/purchase'
import { orders, stbs } from '../db/schema'
import { configProblems } from '../env'
import { createPurchaseHandles, PURCHASE_HANDLE_TTL_SECONDS } from '../services/purchase-handle'
import { DEMO_STBS, OTHER_STB } from '../db/seed/demo'
import { createHarness, type Harness } from '../test/harness'

let h: Harness
beforeAll(async () => {
  // a handle's life set apart from the default, so a test proves the setting is what counts
  h = await createHarness({ purchaseLookupsPerIp: 6, purchaseLookupWindow: 600, purchaseHandleTtl: 300 })
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
  // the box's own keys: a lookup by phone must not hand out its serial number and customer ID
  DEMO_STBS[0].sn,
  DEMO_STBS[0].customerId,
]

/** A handle to the box, as a visitor's lookup answers it. */
const handleTo = async (query: string) => {
  const res = await visitor()('/lookup', { query })
  expect(res.status).toBe(200)
  return res.json.data.handle as string
}

describe('a visitor buying an add-on for a box (no login)', () => {
  it('finds a box by serial number, customer ID or the owner phone, and answers a handle and the owner masked, never the box keys', async () => {
    const post = visitor()
    const handles = new Set<string>()
    for (const query of ['081234567890', '+6281234567890', DEMO_STBS[0].customerId, DEMO_STBS[0].sn]) {
      const res = await post('/lookup', { query })
      expect([query, res.status]).toEqual([query, 200])
      const { handle, expires_in, ...owner } = res.json.data
      expect(owner).toEqual({ name: 'De** Cu******', phone: '0812****890' })
      expect(expires_in).toBe(300)
      expect(handle).toMatch(/^[\w-]{40,128}$/)
      handles.add(handle)
      const seen = res.text.replace(query, '')
      for (const secret of PRIVATE) expect(seen).not.toContain(secret)
    }
    // random each time: a handle says nothing of which box it names
    expect(handles.size).toBe(4)
  })

  it('masks every word of the owner name, and the phone as 0812****890', () => {
    expect(maskName('Demo Customer')).toBe('De** Cu******')
    expect(maskName('  Budi   Santoso ')).toBe('Bu** Sa*****')
    expect(maskName('Al B')).toBe('A* B*')
    expect(maskPhone('+6281234567890')).toBe('0812****890')
    expect(maskPhone('081298765432')).toBe('0812****432')
    expect(maskPhone('')).toBeNull()
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
    const res = await post('/checkout', { handle: await handleTo(OTHER_STB.customerId), package_id: 101 })
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

  it('refuses a serial number instead of a handle, an unknown package, and bad input', async () => {
    const post = visitor()
    const handle = await handleTo(DEMO_STBS[0].sn)
    // the serial number alone no longer buys: checkout takes the lookup's handle
    const bySerial = await post('/checkout', { sn: DEMO_STBS[0].sn, package_id: 101 })
    expect(bySerial.status).toBe(400)
    expect(bySerial.json.status.message).toContain('"handle"')
    expect((await post('/checkout', { handle, package_id: 999_999 })).status).toBe(404)
    expect((await post('/checkout', { handle, package_id: 'one' })).status).toBe(400)
    expect((await post('/checkout', { package_id: 101 })).status).toBe(400)
  })

  it('refuses a handle past its configured life with 410 and says to look the box up again', async () => {
    const handle = await handleTo(DEMO_STBS[0].sn)
    expect(h.config.purchaseHandleTtl).not.toBe(PURCHASE_HANDLE_TTL_SECONDS)
    h.advance((h.config.purchaseHandleTtl - 5) * 1000)
    expect((await visitor()('/checkout', { handle, package_id: 101 })).status).toBe(200)
    h.advance(5_000)
    const expired = await visitor()('/checkout', { handle, package_id: 101 })
    expect(expired.status).toBe(410)
    expect(expired.json.status).toEqual({
      code: 10,
      message: 'This lookup has expired. Look the box up again.',
    })
  })

  it('takes a handle life of 60 to 3600 seconds (PURCHASE_HANDLE_TTL_SECONDS) and stops on anything else', () => {
    for (const good of ['60', '900', '3600'])
      expect(configProblems({ PURCHASE_HANDLE_TTL_SECONDS: good })).toEqual([])
    for (const bad of ['0', '59', '3601', '15m', '-1'])
      expect(configProblems({ PURCHASE_HANDLE_TTL_SECONDS: bad })).toEqual([
        `PURCHASE_HANDLE_TTL_SECONDS must be a whole number of seconds from 60 to 3600, not '${bad}'.`,
      ])
  })

  it('refuses a handle it did not issue: altered, made up, or sealed under another secret', async () => {
    const handle = await handleTo(DEMO_STBS[0].sn)
    const flipped = handle.slice(0, 20) + (handle[20] === 'A' ? 'B' : 'A') + handle.slice(21)
    const [box] = await h.db.select().from(stbs).where(eq(stbs.sn, DEMO_STBS[0].sn))
    const elsewhere = createPurchaseHandles('another-secret-of-thirty-two-characters', h.now).issue(
      box!.id,
      box!.userId!,
    )
    for (const bad of [flipped, 'made-up-handle', handle.slice(0, 30), elsewhere]) {
      const res = await visitor()('/checkout', { handle: bad, package_id: 101 })
      expect([bad, res.status, res.json.status.message]).toEqual([
        bad,
        410,
        'This lookup is not valid. Look the box up again.',
      ])
    }
  })

  it('does not buy for a box that changed hands since the lookup', async () => {
    const handle = await handleTo(OTHER_STB.sn)
    const [box] = await h.db.select().from(stbs).where(eq(stbs.sn, OTHER_STB.sn))
    await h.db.update(stbs).set({ userId: 1 }).where(eq(stbs.id, box!.id))
    try {
      const res = await visitor()('/checkout', { handle, package_id: 101 })
      expect(res.status).toBe(404)
      expect(res.json.status.message).toBe('This Serial Number/Customer ID/Phone Number is unavailable.')
    } finally {
      await h.db.update(stbs).set({ userId: box!.userId }).where(eq(stbs.id, box!.id))
    }
  })

  it("puts the owner's own order (logged in) in their history at once; a logged-in stranger's waits like a visitor's", async () => {
    const handle = await handleTo(OTHER_STB.sn)
    const checkoutAs = async (userId: number) => {
      const res = await h.call('POST', '/api/v1/purchase/checkout', {
        body: { handle, package_id: 101 },
        token: await h.token(userId),
        ip: `10.9.1.${userId}`,
      })
      expect(res.status).toBe(200)
      return res.json.data.order_id as string
    }
    const own = await checkoutAs(2)
    const stranger = await checkoutAs(1)
    const owner = await h.token(2)
    const detail = async (orderId: string) =>
      (await h.call('GET', `/go/vplustv/v1/transaction/${orderId}`, { token: owner })).status
    expect([await detail(own), await detail(stranger)]).toEqual([200, 404])
  })

  it('takes one handle for more than one checkout until it expires: two at once make two unpaid orders', async () => {
    const handle = await handleTo(OTHER_STB.sn)
    const [a, b] = await Promise.all([
      visitor()('/checkout', { handle, package_id: 101 }),
      visitor()('/checkout', { handle, package_id: 101 }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.json.data.order_id).not.toBe(b.json.data.order_id)
    const rows = await h.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, a.json.data.order_id))
      .union(h.db.select().from(orders).where(eq(orders.orderId, b.json.data.order_id)))
    expect(rows.map((r) => [r.status, r.byVisitor, r.userId])).toEqual([
      ['init', true, 2],
      ['init', true, 2],
    ])
  })
})
