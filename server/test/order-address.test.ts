/**
 * The order keeps what the customer chose (issue 33 point 6): a box order (a starter pack) is
 * created only with one of the customer's saved addresses, the address can be changed while the
 * order is open (the /checkout page), and the order's detail shows it, paid or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADDRESS, createHarness, type Harness } from './harness'

let h: Harness
let token: string
let demoAddress: number
beforeAll(async () => {
  h = await createHarness()
  token = await h.token(1)
  demoAddress = (await h.call('GET', '/go/vplustv/v1/address', { token })).json.data[0].id
})
afterAll(() => h.close())

const checkout = (body: object, as = token) => h.call('POST', '/go/vplustv/v1/checkout', { token: as, body })
const detail = async (id: string) =>
  (await h.call('GET', `/go/vplustv/v1/transaction/${id}`, { token })).json.data as {
    delivery_detail: { delivery_service: string; address: { id: number; subdistrict: string } | null }
  }

describe('the delivery address of a box order', () => {
  it('refuses a starter pack without an address, or with an address that is not the customer’s', async () => {
    const none = await checkout({ package_id: 1, package_kind: 'starter' })
    expect(none.status).toBe(400)
    expect(none.json.message).toBe('Choose a delivery address for the box')
    const strangers = await checkout(
      { package_id: 1, package_kind: 'starter', address_id: demoAddress },
      await h.token(2),
    )
    expect(strangers.status).toBe(404)
  })

  it('stores the chosen address on the order and shows it in the detail', async () => {
    const created = await checkout({ package_id: 1, package_kind: 'starter', address_id: demoAddress })
    expect(created.json.success).toBe(true)
    const shown = await detail(created.json.data.order_id)
    expect(shown.delivery_detail).toMatchObject({
      delivery_service: 'JNE REG',
      address: { id: demoAddress, recipient_name: 'Demo Customer', subdistrict: 'Kebon Sirih' },
    })
    // an add-on has nothing to deliver
    const addon = await checkout({ package_id: 101 })
    expect((await detail(addon.json.data.order_id)).delivery_detail.address).toBeNull()
  })

  it('changes it while the order is open, keeps it as chosen, and not once paid', async () => {
    const created = await checkout({ package_id: 1, package_kind: 'starter', address_id: demoAddress })
    const id = created.json.data.order_id as string
    const other = (await h.call('POST', '/go/vplustv/v1/address', { token, body: ADDRESS })).json.data
      .id as number
    const put = (address_id: number, as = token, order = id) =>
      h.call('PUT', `/go/vplustv/v1/transaction/${order}/address`, { token: as, body: { address_id } })
    const changed = await put(other)
    expect(changed.json).toMatchObject({
      success: true,
      data: { order_id: id, token: created.json.data.token },
    })
    expect((await detail(id)).delivery_detail.address).toMatchObject({ id: other, subdistrict: 'Braga' })
    expect((await put(demoAddress, await h.token(2))).status).toBe(404)
    expect((await put(999_999)).status).toBe(404)
    const addon = await checkout({ package_id: 101 })
    expect((await put(other, token, addon.json.data.order_id)).status).toBe(400)
    // paid: the box goes where it was paid to go
    await h.call('POST', `/sandbox/snap/pay/${created.json.data.token}`, {
      body: { choice: 'pay' },
      headers: { accept: 'application/json' },
    })
    expect((await put(demoAddress)).status).toBe(409)
    const paid = await h.call('GET', `/go/vplustv/v1/transaction/${id}`, { token })
    expect(paid.json.data.purchase_detail.transaction_status).toBe('settlement')
    expect(paid.json.data.delivery_detail.address).toMatchObject({
      id: other,
      address_details: 'Jl. Braga No. 10',
    })
  })
})
