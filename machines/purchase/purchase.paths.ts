/** Path model of the add-on purchase: every lookup, catalogue and checkout outcome. */
import type { PathModel } from '../testing/paths'
import {
  PurchaseError,
  purchaseMachine,
  type PurchaseContext,
  type PurchasePackage,
} from './purchase.machine'

/** someone else's box, as the visitor lookup answers it; the customer's own, as theirs */
const device = { handle: 'h-1', name: 'De** Cu******', phone: '0812****890', ownSn: null }
const ownDevice = { handle: 'h-2', name: 'Demo Customer', phone: null, ownSn: 'VPTV2024A0001' }
const packages: PurchasePackage[] = [
  { id: 101, name: 'Add On Premium Sports 2', productType: 3, price: 49_000, durationDays: 30 },
  { id: 104, name: 'Add On Premium Sports 3', productType: 3, price: 129_000, durationDays: 90 },
]

export const purchasePathModel: PathModel<typeof purchaseMachine> = {
  machine: purchaseMachine,
  scenarios: [{ name: 'customer', input: () => ({ query: '' }) }],
  events: [
    { type: 'query.change', query: 'VPTV2024A0001' },
    { type: 'query.change', query: '  ' },
    { type: 'lookup.submit' },
    { type: 'type.select', productType: 3 },
    { type: 'package.select', name: 'Premium Sports' },
    { type: 'duration.select', packageId: 104 },
    { type: 'summary.open' },
    { type: 'pay' },
    { type: 'back' },
    { type: 'retry' },
    { type: 'restart' },
    { type: 'xstate.done.actor.lookupDevice', output: device },
    { type: 'xstate.done.actor.lookupDevice', output: ownDevice },
    { type: 'xstate.done.actor.lookupDevice', output: null },
    { type: 'xstate.error.actor.lookupDevice', error: new Error('internal server error') },
    { type: 'xstate.error.actor.lookupDevice', error: new PurchaseError('tooMany') },
    { type: 'xstate.done.actor.loadPackages', output: packages },
    { type: 'xstate.error.actor.loadPackages', error: new Error('internal server error') },
    { type: 'xstate.done.actor.checkout', output: { orderId: 'VPT-1', token: 'snap', amount: 129_000 } },
    { type: 'xstate.error.actor.checkout', error: new PurchaseError('notFound') },
    { type: 'xstate.error.actor.checkout', error: new PurchaseError('lookupExpired') },
    { type: 'xstate.error.actor.checkout', error: new Error('network') },
  ],
  project: (snapshot) => {
    const context = snapshot.context as PurchaseContext
    return {
      query: context.query.trim() !== '',
      device: context.device === null ? null : context.device.ownSn === null ? 'theirs' : 'own',
      packages: context.packages.length,
      productType: context.productType,
      packageName: context.packageName,
      packageId: context.packageId,
      order: context.order !== null,
      error: context.error,
    }
  },
}
