/**
 * The purchase machine's actors. Anyone may buy an add-on for a box (docs/api.md "/purchase"):
 * the visitor lookup answers a short-lived handle to the box, which checkout takes, and the owner
 * masked. A logged-in customer's own box is recognised by the device service too, which gives its
 * serial number and the full owner name. The order always belongs to the box's owner.
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
  return device && { sn: device.sn, name: device.name }
}

/** 429 (the service's limit against trying numbers) as the flow's reason; anything else as is. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.httpStatus === 429 ? new PurchaseError('tooMany') : error

export const purchaseActors = {
  lookupDevice: fromPromise(async ({ input }: { input: { query: string } }) => {
    const own = await ownBox(input.query)
    // the handle comes from the visitor lookup, whoever buys: checkout takes nothing else
    const box = await lookupBox({ query: own?.sn ?? input.query }).catch((error: unknown) => {
      throw refusal(error)
    })
    return (
      box && { handle: box.handle, name: own?.name ?? box.name, phone: box.phone, ownSn: own?.sn ?? null }
    )
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
  checkout: fromPromise(async ({ input }: { input: { packageId: number; handle: string } }) => {
    try {
      const order = await checkoutForBox({ package_id: input.packageId, handle: input.handle })
      return { orderId: order.order_id, token: order.token, amount: order.gross_amount }
    } catch (error) {
      // 410: the lookup's handle expired, or is not the service's
      if (error instanceof ApiError && error.httpStatus === 410) throw new PurchaseError('lookupExpired')
      if (error instanceof ApiError && error.httpStatus === 404) throw new PurchaseError('notFound')
      throw refusal(error)
    }
  }),
} satisfies ActorsOf<typeof purchaseMachine>
