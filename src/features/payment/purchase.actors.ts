/** The purchase machine's actors, bound to the device service, the add-on list and checkout. */
import { fromPromise } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import { PurchaseError, type purchaseMachine } from '../../../machines/purchase/purchase.machine'
import { getDeviceProfile } from '../../api/b2b'
import { ApiError, readKey } from '../../api/clients'
import { checkout } from '../../api/go'
import { getGoAddons } from '../../api/package'
import { STORAGE_KEYS } from '../../api/storage-keys'

export const purchaseActors = {
  lookupDevice: fromPromise(async ({ input }: { input: { query: string } }) => {
    // the device service answers a customer about their own boxes only
    if (!readKey(STORAGE_KEYS.vToken)) throw new PurchaseError('loginRequired')
    const device = await getDeviceProfile(input.query).catch((error: unknown) => {
      if (error instanceof ApiError && error.httpStatus === 401) throw new PurchaseError('loginRequired')
      throw error
    })
    return device ? { sn: device.sn, name: device.name, customerId: device.accountId } : null
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
    if (!readKey(STORAGE_KEYS.vToken) && !readKey(STORAGE_KEYS.vplusToken))
      throw new PurchaseError('loginRequired')
    try {
      const order = await checkout({ package_id: input.packageId, package_kind: 'add-on', sn: input.sn })
      return { orderId: order.order_id, token: order.token, amount: order.gross_amount }
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus === 401) throw new PurchaseError('loginRequired')
      if (error instanceof ApiError && error.httpStatus === 404) throw new PurchaseError('notYourBox')
      throw error
    }
  }),
} satisfies ActorsOf<typeof purchaseMachine>
