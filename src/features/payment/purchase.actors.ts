/**
 * The purchase machine's actors. Anyone may buy an add-on for a box (docs/api.md "/purchase"): a
 * logged-in customer's own box is found by the device service with the full owner name; any other
 * box, and every box for a visitor, by the visitor lookup, which answers the owner's name masked.
 * The order always belongs to the box's owner.
 */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import { PurchaseError, type purchaseMachine } from '../../../machines/purchase/purchase.machine'
import { getDeviceProfile } from '../../api/b2b'
import { ApiError, readKey } from '../../api/clients'
import { getGoAddons } from '../../api/package'
import { checkoutForBox, lookupBox } from '../../api/purchase'
import { STORAGE_KEYS } from '../../api/storage-keys'

/** The customer's own box, or null (not theirs, not logged in, or the login has ended). */
async function ownBox(query: string) {
  if (!readKey(STORAGE_KEYS.vToken)) return null
  const device = await getDeviceProfile(query).catch((error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 401) return null
    throw error
  })
  return device && { sn: device.sn, name: device.name, customerId: device.accountId }
}

/** 429 (the service's limit against trying numbers) as the flow's reason; anything else as is. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 429 ? new PurchaseError('tooMany') : error

export const purchaseActors = {
  lookupDevice: fromPromise(async ({ input }: { input: { query: string } }) => {
    const own = await ownBox(input.query)
    if (own) return own
    const box = await lookupBox({ query: input.query }).catch((error: unknown) => {
      throw refusal(error)
    })
    return box && { sn: box.sn, name: box.name, customerId: box.customerid }
  }),
  loadPackages: fromPromise(async () =>
    (await getGoAddons()).map((p) => ({
      id: p.id,
      name: p.name,
      productType: p.product_type,
      price: p.price,
      durationDays: p.duration_days,
    })),
  ),
  checkout: fromPromise(async ({ input }: { input: { packageId: number; sn: string } }) => {
    try {
      const order = await checkoutForBox({ package_id: input.packageId, sn: input.sn })
      return { orderId: order.order_id, token: order.token, amount: order.gross_amount }
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 404) throw new PurchaseError('notFound')
      throw refusal(error)
    }
  }),
} satisfies ActorsOf<typeof purchaseMachine>
