/**
 * The sandbox partner's pay page sells a starter pack, a box sent to the customer, only with a
 * delivery address of the customer's own, as /checkout does: the order keeps it, and its detail
 * shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { orders } from '../db/schema'
import { ADDRESS, createHarness, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.close())

const starter = (vToken: string, more: Record<string, string> = {}) =>
  new URLSearchParams({
    key: 'k',
    'package-id': '1',
    'package-kind': 'starter',
    'return-path': '/token',
    'v-token': vToken,
    partner: 'p',
    ...more,
  })
const orderOf = (text: string) => /data-order-id="([^"]+)"/.exec(text)?.[1] ?? ''
const orderCount = async () => (await h.db.select().from(orders)).length

describe('a starter pack bought through the partner popup', () => {
  // first: Budi (customer 2) has no saved address until a later test saves one
  it('offers no Buy to a customer with no saved address, says to add one, and refuses the order', async () => {
    const vToken = await h.token(2, 'bss')
    const confirm = await h.call('GET', `/sandbox/partner/vplus/pay?${starter(vToken)}`)
    expect(confirm.status).toBe(200)
    expect(confirm.text).toContain(
      'Add a delivery address to your Vision+ account first: the box is sent there.',
    )
    expect(confirm.text).not.toContain('Buy now')
    const before = await orderCount()
    const res = await h.call('POST', '/sandbox/partner/vplus/pay', { form: starter(vToken) })
    expect(res.status).toBe(400)
    expect(await orderCount()).toBe(before)
  })

  it('keeps the address chosen on the pay page (the latest saved one unless another is chosen), shown on the detail', async () => {
    const token = await h.token(1)
    const saved = (await h.call('POST', '/go/vplustv/v1/address', { token, body: ADDRESS })).json.data
    const vToken = await h.token(1, 'bss')
    const confirm = await h.call('GET', `/sandbox/partner/vplus/pay?${starter(vToken)}`)
    // both addresses offered, the latest (just saved) checked
    expect(confirm.text).toContain(`name="address-id" value="${saved.id}" checked`)
    expect(confirm.text).toContain('Kebon Sirih')
    expect(confirm.text).toContain('Buy now')
    // the opener may name the address its own checkout chose
    const other = /name="address-id" value="(\d+)"(?! checked)/.exec(confirm.text)?.[1] ?? ''
    expect(other).not.toBe('')
    const named = await h.call(
      'GET',
      `/sandbox/partner/vplus/pay?${starter(vToken, { 'address-id': other })}`,
    )
    expect(named.text).toContain(`name="address-id" value="${other}" checked`)

    const res = await h.call('POST', '/sandbox/partner/vplus/pay', {
      form: starter(vToken, { 'address-id': String(saved.id) }),
    })
    expect(res.status).toBe(200)
    const orderId = orderOf(res.text)
    const [row] = await h.db.select().from(orders).where(eq(orders.orderId, orderId))
    expect(row?.deliveryAddress).toMatchObject({ id: saved.id, address_details: 'Jl. Braga No. 10' })
    const detail = await h.call('GET', `/go/vplustv/v1/transaction/${orderId}`, { token })
    expect(detail.json.data.delivery_detail.address).toMatchObject({
      recipient_name: 'Rina Wati',
      subdistrict: 'Braga',
      postal_code: '40111',
    })
  })

  it("makes no starter order without an address of the customer own: none sent, unknown, or another customer's", async () => {
    const vToken = await h.token(1, 'bss')
    const theirs = (
      await h.call('POST', '/go/vplustv/v1/address', { token: await h.token(2), body: ADDRESS })
    ).json.data.id
    const before = await orderCount()
    for (const addressId of [undefined, '999999', 'x', String(theirs)]) {
      const form = starter(vToken, addressId === undefined ? {} : { 'address-id': addressId })
      const res = await h.call('POST', '/sandbox/partner/vplus/pay', { form })
      expect([addressId, res.status]).toEqual([addressId, 400])
      expect(res.text).toContain('Choose a delivery address for the box.')
    }
    expect(await orderCount()).toBe(before)
  })

  it('still sells an add-on with no address', async () => {
    const vToken = await h.token(2, 'bss')
    const form = new URLSearchParams({ 'package-id': '101', 'v-token': vToken, 'return-path': '/token' })
    const res = await h.call('POST', '/sandbox/partner/vplus/pay', { form })
    expect(res.status).toBe(200)
    expect(orderOf(res.text)).toMatch(/^VPT-/)
  })
})
