/** Path model of the partner return page: a success and another status, each store and close outcome. */
import type { PathModel } from '../testing/paths'
import { returnPageMachine } from './return-page.machine'

export const returnPagePathModel: PathModel<typeof returnPageMachine> = {
  machine: returnPageMachine,
  scenarios: [
    { name: 'a paid order', input: () => ({ orderId: 'VPT-1', status: 'success', userId: '1' }) },
    { name: 'a closed payment', input: () => ({ orderId: 'VPT-1', status: 'closed', userId: '1' }) },
  ],
  events: [
    { type: 'xstate.done.actor.storeResult' },
    { type: 'xstate.error.actor.storeResult', error: new Error('QuotaExceededError') },
    { type: 'xstate.done.actor.closeWindow' },
    {
      type: 'xstate.error.actor.closeWindow',
      error: new Error('Scripts may close only the windows they opened'),
    },
  ],
}
