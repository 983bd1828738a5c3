/**
 * The purchase actors: whoever buys, the handle checkout takes comes from the visitor lookup; a
 * logged-in customer's own box is told from someone else's (which decides where the payment's
 * result shows); the service's refusals become the flow's reasons.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, toPromise } from 'xstate'
import { PurchaseError } from '../../../machines/purchase/purchase.machine'
import { ApiError } from '../../api/clients'
import { purchaseActors } from './purchase.actors'

const api = vi.hoisted(() => ({
  loggedIn: false,
  getDeviceProfile: vi.fn<(sn: string) => Promise<unknown>>(),
  lookupBox: vi.fn<(body: { query: string }) => Promise<unknown>>(),
  checkoutForBox: vi.fn<(body: { handle: string; package_id: number }) => Promise<unknown>>(),
}))
vi.mock('../../api/b2b', () => ({ getDeviceProfile: api.getDeviceProfile }))
vi.mock('../../api/purchase', () => ({ lookupBox: api.lookupBox, checkoutForBox: api.checkoutForBox }))
vi.mock('../../api/clients', async (original) => ({
  ...(await original<typeof import('../../api/clients')>()),
  readKey: () => (api.loggedIn ? 'login-token' : null),
}))

const MASKED = { handle: 'sealed-1', name: 'Bu** Sa*****', phone: '0812****432' }
/** the lookup's reply: the flow keeps the handle and the owner, not the handle's life (the service judges it) */
const REPLY = { ...MASKED, expires_in: 900 }
const lookup = (query: string) =>
  toPromise(createActor(purchaseActors.lookupDevice, { input: { query } }).start())
const checkout = () =>
  toPromise(createActor(purchaseActors.checkout, { input: { packageId: 102, handle: 'sealed-1' } }).start())
const refusal = (status: number) => new ApiError('http', 'refused', { httpStatus: status })

describe('purchase actors', () => {
  afterEach(() => {
    api.loggedIn = false
    vi.resetAllMocks()
  })

  it("a visitor's lookup: the handle and the owner masked, no serial number, the box not theirs", async () => {
    api.lookupBox.mockResolvedValue(REPLY)
    expect(await lookup('081298765432')).toEqual({ ...MASKED, ownSn: null })
    expect(api.getDeviceProfile).not.toHaveBeenCalled()
    expect(api.lookupBox).toHaveBeenCalledWith({ query: '081298765432' })
  })

  it("a logged-in customer's own box: its serial number and the name in full, the handle from the lookup by that serial", async () => {
    api.loggedIn = true
    api.getDeviceProfile.mockResolvedValue({
      sn: 'VPTV2023C0003',
      name: 'Budi Santoso',
      accountId: '3010000003',
    })
    api.lookupBox.mockResolvedValue(REPLY)
    expect(await lookup('3010000003')).toEqual({
      handle: 'sealed-1',
      name: 'Budi Santoso',
      phone: '0812****432',
      ownSn: 'VPTV2023C0003',
    })
    expect(api.lookupBox).toHaveBeenCalledWith({ query: 'VPTV2023C0003' })
  })

  it("a logged-in customer buying for someone else's box: not their own", async () => {
    api.loggedIn = true
    api.getDeviceProfile.mockResolvedValue(null)
    api.lookupBox.mockResolvedValue(REPLY)
    expect(await lookup('081298765432')).toEqual({ ...MASKED, ownSn: null })
  })

  it('checkout sends the handle; 410 is a lookup that expired, 404 a box gone, 429 too many', async () => {
    api.checkoutForBox.mockResolvedValue({ order_id: 'VPT-1', token: 'snap', gross_amount: 69_000 })
    expect(await checkout()).toEqual({ orderId: 'VPT-1', token: 'snap', amount: 69_000 })
    expect(api.checkoutForBox).toHaveBeenCalledWith({ package_id: 102, handle: 'sealed-1' })
    for (const [status, code] of [
      [410, 'lookupExpired'],
      [404, 'notFound'],
      [429, 'tooMany'],
    ] as const) {
      api.checkoutForBox.mockRejectedValueOnce(refusal(status))
      const error = await checkout().catch((e: unknown) => e)
      expect([status, error instanceof PurchaseError && error.code]).toEqual([status, code])
    }
  })
})
