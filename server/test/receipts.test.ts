import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { includedVat } from '../../contract/receipt'
import { createHarness, type Harness } from './harness'

let h: Harness
let token: string
beforeAll(async () => {
  h = await createHarness({
    sellerName: 'PT Contoh Televisi',
    sellerAddress: 'Jl. Sudirman 1, Jakarta',
    sellerTaxId: '01.234.567.8-901.000',
    vatPercent: 11,
  })
  token = await h.token(1)
})
afterAll(() => h.close())

/** An add-on bought for a box and paid in the sandbox: its order number. */
async function paidAddon() {
  const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
    token,
    body: { package_id: 102, sn: 'VPTV2024B0002' },
  })
  const order = checkout.json.data as { order_id: string; token: string; gross_amount: number }
  const paid = await h.call('POST', `/sandbox/snap/pay/${order.token}`, {
    body: { choice: 'pay' },
    headers: { accept: 'application/json' },
  })
  expect(paid.json.transaction_status).toBe('settlement')
  return order
}

describe('receipts', () => {
  it('a paid add-on has one: the period it pays for, the total with the VAT it includes, and the configured seller', async () => {
    const order = await paidAddon()
    const res = await h.call('GET', `/go/vplustv/v1/transaction/${order.order_id}/receipt`, { token })
    expect(res.status).toBe(200)
    const receipt = res.json.data
    expect(receipt).toMatchObject({
      order_id: order.order_id,
      sn: 'VPTV2024B0002',
      is_recurring: false,
      total: order.gross_amount,
      delivery_fee: 0,
      price: order.gross_amount,
      vat: { percent: 11, amount: Math.round((order.gross_amount * 11) / 111) },
      customer: { name: 'Demo Customer' },
      seller: {
        name: 'PT Contoh Televisi',
        address: 'Jl. Sudirman 1, Jakarta',
        tax_id: '01.234.567.8-901.000',
      },
    })
    expect(receipt.paid_at).toBe(new Date(h.now()).toISOString())
    // the period is the package it activated: from the payment for the add-on's days
    const days = (Date.parse(receipt.period.end) - Date.parse(receipt.period.start)) / 86_400_000
    expect(Date.parse(receipt.period.start)).toBe(h.now())
    expect(days).toBeGreaterThan(0)
    expect(Number.isInteger(days)).toBe(true)
  })

  it('an order not paid, another customer’s, an unknown number or no login has none', async () => {
    const checkout = await h.call('POST', '/go/vplustv/v1/checkout', { token, body: { package_id: 102 } })
    const open = checkout.json.data.order_id as string
    expect((await h.call('GET', `/go/vplustv/v1/transaction/${open}/receipt`, { token })).status).toBe(404)
    const order = await paidAddon()
    const path = `/go/vplustv/v1/transaction/${order.order_id}/receipt`
    expect((await h.call('GET', path, { token: await h.token(2) })).status).toBe(404)
    expect((await h.call('GET', '/go/vplustv/v1/transaction/VPT-NO-SUCH/receipt', { token })).status).toBe(
      404,
    )
    expect((await h.call('GET', path)).status).toBe(401)
    expect((await h.call('GET', '/go/vplustv/v1/transaction/bad%20id!/receipt', { token })).status).toBe(400)
  })

  it('names the card a purchase was paid with when the provider saved it, masked, never its token', async () => {
    const checkout = await h.call('POST', '/go/vplustv/v1/checkout', {
      token,
      body: { package_id: 102, sn: 'VPTV2024B0002' },
    })
    const order = checkout.json.data as { order_id: string; token: string }
    await h.call('POST', `/sandbox/snap/pay/${order.token}`, {
      body: { choice: 'pay', save_card: true, card: '4811111111111114' },
      headers: { accept: 'application/json' },
    })
    const res = await h.call('GET', `/go/vplustv/v1/transaction/${order.order_id}/receipt`, { token })
    expect(res.json.data.method).toMatchObject({ kind: 'card', brand: 'visa', last4: '1114' })
    expect(res.text).not.toMatch(/token_id|saved_token/i)
  })

  it('the seeded paid orders have receipts, a renewal marked as one', async () => {
    const list = await h.call('GET', '/bss/payduct/v1/transaction?page=1&limit=50', { token })
    const items = list.json.data as Array<{ order_id: string; status: string; is_recurring: boolean }>
    const renewal = items.find((i) => i.is_recurring && i.status === 'settlement')!
    const res = await h.call('GET', `/go/vplustv/v1/transaction/${renewal.order_id}/receipt`, { token })
    expect(res.json.data).toMatchObject({ order_id: renewal.order_id, is_recurring: true })
  })

  it('takes the VAT out of a VAT-inclusive total in whole rupiah', () => {
    expect(includedVat(111_000, 11)).toBe(11_000)
    expect(includedVat(49_000, 11)).toBe(4_856)
    expect(includedVat(49_000, 0)).toBe(0)
    expect(includedVat(112_000, 12)).toBe(12_000)
  })
})
