import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { addonPackages, orders, stbPackages } from '../db/schema'
import { signNotification } from '../services/orders'
import { ADDRESS, createHarness, type Harness } from '../test/harness'
import { providerBooks, SETTLEMENT } from '../test/provider'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1)
})
afterAll(() => h.close())

const statusOf = async (orderId: string) =>
  (await h.db.select().from(orders).where(eq(orders.orderId, orderId)))[0]?.status

async function newOrder(packageId = 102, sn?: string) {
  const res = await h.call('POST', '/go/vplustv/v1/checkout', {
    token,
    body: { package_id: packageId, ...(sn ? { sn } : {}) },
  })
  expect(res.json.success).toBe(true)
  return res.json.data as { order_id: string; token: string; gross_amount: number }
}

function notification(orderId: string, amount: number, status = 'settlement', code = '200') {
  return {
    order_id: orderId,
    status_code: code,
    gross_amount: String(amount),
    transaction_status: status,
    signature_key: signNotification(orderId, code, String(amount), h.config.snapServerKey),
  }
}

describe('go backend orders and addresses', () => {
  it('shows a transaction in the order-service shape, only to its owner', async () => {
    const list = await h.call('GET', '/bss/payduct/v1/transaction?page=1&limit=5', { token })
    const first = list.json.data[0].order_id
    const res = await h.call('GET', `/go/vplustv/v1/transaction/${first}`, { token })
    expect(res.json.success).toBe(true)
    expect(res.json.data.purchase_detail).toMatchObject({ order_number: first, transaction_status: 'init' })
    expect(res.json.data.purchase_detail.token).toBeTruthy()
    expect(res.json.data.delivery_detail).toHaveProperty('delivery_service')
    const other = await h.call('GET', `/go/vplustv/v1/transaction/${first}`, { token: await h.token(2) })
    expect(other.status).toBe(404)
    expect((await h.call('GET', `/go/vplustv/v1/transaction/${first}`)).status).toBe(401)
    expect((await h.call('GET', '/go/vplustv/v1/transaction/bad%20id!', { token })).status).toBe(400)
  })

  it('lists the saved address and saves a new one, sending rt and rw only when filled', async () => {
    const before = await h.call('GET', '/go/vplustv/v1/address', { token })
    expect(before.json.data).toHaveLength(1)
    expect(before.json.data[0]).toMatchObject({ recipient_name: 'Demo Customer', subdistrict: 'Kebon Sirih' })
    const saved = await h.call('POST', '/go/vplustv/v1/address', { token, body: ADDRESS })
    expect(saved.json.success).toBe(true)
    expect(saved.json.data).toMatchObject({ recipient_name: 'Rina Wati', rt: null, rw: null })
    expect((await h.call('GET', '/go/vplustv/v1/address', { token })).json.data).toHaveLength(2)
    const bad = await h.call('POST', '/go/vplustv/v1/address', {
      token,
      body: { ...ADDRESS, phone_number: '0712' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.message).toBe('Start with 08, numbers only with 8 - 14 digits')
    expect((await h.call('POST', '/go/vplustv/v1/address', { body: ADDRESS })).status).toBe(401)
  })

  it('creates an order in init with a payment token, and refuses unknown packages or boxes', async () => {
    const order = await newOrder(101)
    expect(order.gross_amount).toBe(49_000)
    expect(await statusOf(order.order_id)).toBe('init')
    expect(
      (await h.call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 9999 } })).status,
    ).toBe(404)
    expect(
      (
        await h.call('POST', '/go/vplustv/v1/checkout', {
          token,
          body: { package_id: 101, sn: 'VPTV2023C0003' },
        })
      ).status,
    ).toBe(404)
    expect((await h.call('POST', '/go/vplustv/v1/checkout', { token, body: {} })).status).toBe(400)
  })

  it('does not sell an unpublished package, by the site or to a visitor', async () => {
    await h.db.update(addonPackages).set({ isPublish: false }).where(eq(addonPackages.id, 104))
    try {
      const res = await h.call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 104 } })
      expect(res.status).toBe(404)
      const lookup = await h.call('POST', '/api/v1/purchase/lookup', {
        body: { query: 'VPTV2024A0001' },
        ip: '10.77.0.1',
      })
      const visitor = await h.call('POST', '/api/v1/purchase/checkout', {
        body: { handle: lookup.json.data.handle, package_id: 104 },
        ip: '10.77.0.1',
      })
      expect(visitor.status).toBe(404)
    } finally {
      await h.db.update(addonPackages).set({ isPublish: true }).where(eq(addonPackages.id, 104))
    }
  })
})

describe('payment sandbox and webhook', () => {
  it('serves snap.js with window.snap.pay and a popup page without inline scripts', async () => {
    const js = await h.call('GET', '/sandbox/snap/snap.js')
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(js.text).toContain('window.snap = { pay: pay }')
    const order = await newOrder()
    const popup = await h.call('GET', `/sandbox/snap/pay/${order.token}`)
    expect(popup.status).toBe(200)
    expect(popup.text).toContain('value="pay"')
    expect(popup.text).not.toMatch(/<script>(?!<\/script>)/)
    expect(popup.headers.get('content-security-policy')).toContain("script-src 'self'")
  })

  it('settles an order only through a signed webhook when the tester picks Pay', async () => {
    const order = await newOrder(102, 'VPTV2024B0002')
    const res = await h.call('POST', `/sandbox/snap/pay/${order.token}`, {
      body: { choice: 'pay' },
      headers: { accept: 'application/json' },
    })
    expect(res.json).toMatchObject({
      order_id: order.order_id,
      transaction_status: 'settlement',
      status_code: '200',
    })
    expect(await statusOf(order.order_id)).toBe('settlement')
    const active = await h.db.select().from(stbPackages).where(eq(stbPackages.orderId, order.order_id))
    expect(active).toHaveLength(1)
  })

  it('leaves the order untouched when the tester closes the popup', async () => {
    const order = await newOrder()
    await h.call('POST', `/sandbox/snap/pay/${order.token}`, {
      body: { choice: 'close' },
      headers: { accept: 'application/json' },
    })
    expect(await statusOf(order.order_id)).toBe('init')
  })

  it('rejects a forged notification and changes nothing', async () => {
    const order = await newOrder()
    const forged = { ...notification(order.order_id, order.gross_amount), signature_key: 'a'.repeat(128) }
    const res = await h.call('POST', '/sandbox/snap/notify', { body: forged })
    expect(res.status).toBe(401)
    expect(await statusOf(order.order_id)).toBe('init')
    const wrongKey = { ...notification(order.order_id, order.gross_amount), gross_amount: '1' }
    expect((await h.call('POST', '/sandbox/snap/notify', { body: wrongKey })).status).toBe(401)
    expect(
      (await h.call('POST', '/sandbox/snap/notify', { body: { order_id: order.order_id } })).status,
    ).toBe(400)
  })

  it('applies a duplicate notification once', async () => {
    const order = await newOrder(103, 'VPTV2024A0001')
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    const n = notification(order.order_id, order.gross_amount)
    const first = await h.call('POST', '/sandbox/snap/notify', { body: n })
    const second = await h.call('POST', '/sandbox/snap/notify', { body: n })
    expect(first.json.status_message).toBe('Notification applied')
    expect(second.status).toBe(200)
    expect(second.json.status_message).toBe('Notification already processed')
    expect(await h.db.select().from(stbPackages).where(eq(stbPackages.orderId, order.order_id))).toHaveLength(
      1,
    )
  })

  it('moves pending to settlement but never a settled order back', async () => {
    const order = await newOrder()
    await h.call('POST', '/sandbox/snap/notify', {
      body: notification(order.order_id, order.gross_amount, 'pending', '201'),
    })
    expect(await statusOf(order.order_id)).toBe('pending')
    await providerBooks(h.db, order.order_id, order.gross_amount, SETTLEMENT)
    await h.call('POST', '/sandbox/snap/notify', { body: notification(order.order_id, order.gross_amount) })
    expect(await statusOf(order.order_id)).toBe('settlement')
    const late = await h.call('POST', '/sandbox/snap/notify', {
      body: notification(order.order_id, order.gross_amount, 'expire', '407'),
    })
    expect(late.json.status_message).toContain('ignored')
    expect(await statusOf(order.order_id)).toBe('settlement')
  })
})

describe('partner popups', () => {
  it('signs in with the demo account and hands a token pair to the opener page script', async () => {
    const page = await h.call(
      'GET',
      '/sandbox/partner/vplus/auth/login?key=k&partner=p&return-path=token&relogin=true',
    )
    expect(page.text).toContain('name="password"')
    const form = new URLSearchParams({ phone: '081234567890', password: 'visionplus123' })
    const res = await h.call('POST', '/sandbox/partner/vplus/auth/login', { form })
    expect(res.status).toBe(200)
    expect(res.text).toMatch(/data-token="ey[^"]+" data-refresh-token="ey[^"]+"/)
    expect(res.text).toContain('src="/sandbox/partner/partner.js"')
    const wrong = await h.call('POST', '/sandbox/partner/vplus/auth/login', {
      form: new URLSearchParams({ phone: '081234567890', password: 'nope12345' }),
    })
    expect(wrong.status).toBe(401)
  })

  it('creates an order from the pay page and prepares the payment popup', async () => {
    const vToken = await h.token(1, 'bss')
    const q = new URLSearchParams({
      key: 'k',
      'package-id': '201',
      'return-path': '/token',
      'v-token': vToken,
      recommended: 'true',
      partner: 'p',
    })
    const confirm = await h.call('GET', `/sandbox/partner/vplus/pay?${q}`)
    expect(confirm.text).toContain('Add On Vision+ Premium 1')
    const res = await h.call('POST', '/sandbox/partner/vplus/pay', { form: q })
    const orderId = /data-order-id="([^"]+)"/.exec(res.text)?.[1] ?? ''
    expect(await statusOf(orderId)).toBe('init')
    expect(res.text).toContain('data-return-path="/token"')
    const evil = new URLSearchParams(q)
    evil.set('return-path', '//evil.example')
    expect((await h.call('POST', '/sandbox/partner/vplus/pay', { form: evil })).text).toContain(
      'data-return-path="/"',
    )
    expect((await h.call('GET', '/sandbox/partner/vplus/pay?package-id=201&v-token=bad')).status).toBe(401)
  })

  it('sells a starter pack from the pay page with package-kind=starter: a starter order at its price with delivery', async () => {
    const vToken = await h.token(1, 'bss')
    const q = new URLSearchParams({
      key: 'k',
      'package-id': '1',
      'package-kind': 'starter',
      'return-path': '/token',
      'v-token': vToken,
      recommended: 'true',
      partner: 'p',
    })
    const confirm = await h.call('GET', `/sandbox/partner/vplus/pay?${q}`)
    expect(confirm.status).toBe(200)
    expect(confirm.text).toContain('Basic Plan')
    expect(confirm.text).toContain('Rp. 299.000')
    expect(confirm.text).toContain('name="package-kind" value="starter"')
    // the box goes to a saved address: the customer's latest, checked
    q.set('address-id', /name="address-id" value="(\d+)" checked/.exec(confirm.text)?.[1] ?? '')
    const res = await h.call('POST', '/sandbox/partner/vplus/pay', { form: q })
    expect(res.text).toContain('Rp. 314.000')
    const orderId = /data-order-id="([^"]+)"/.exec(res.text)?.[1] ?? ''
    const [row] = await h.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row).toMatchObject({
      status: 'init',
      productCode: 'STARTER-1',
      productName: 'Basic Plan',
      totalPrice: 314_000,
      deliveryFee: 15_000,
      partnerName: 'Vision+',
    })
    // the same id without the kind is an add-on id: no add-on 1 exists
    const plain = new URLSearchParams(q)
    plain.delete('package-kind')
    expect((await h.call('GET', `/sandbox/partner/vplus/pay?${plain}`)).status).toBe(404)
    const missing = new URLSearchParams(q)
    missing.set('package-id', '999')
    expect((await h.call('POST', '/sandbox/partner/vplus/pay', { form: missing })).status).toBe(404)
  })
})
