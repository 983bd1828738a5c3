/** Path model of the buy flow: every billing check and popup outcome. */
import { fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import { buyMachine, type BuyContext } from './buy.machine'

const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }

export const buyPathModel: PathModel<typeof buyMachine> = {
  machine: buyMachine,
  scenarios: [{ name: 'add-on', input: () => ({}) }],
  events: [
    { type: 'buy', pkg, returnPath: '/token' },
    { type: 'partner.loggedIn', token: 'bss-token', refreshToken: 'bss-refresh' },
    { type: 'popup.closed' },
    { type: 'popup.blocked' },
    { type: 'retry' },
    { type: 'close' },
    { type: 'xstate.done.actor.checkPackage', output: { signedIn: false } },
    {
      type: 'xstate.done.actor.checkPackage',
      output: { signedIn: true, owned: true, phone: '+6281234567890' },
    },
    {
      type: 'xstate.done.actor.checkPackage',
      output: { signedIn: true, owned: false, phone: '+6281234567890' },
    },
    { type: 'xstate.error.actor.checkPackage', error: new Error('internal server error') },
    { type: 'xstate.done.actor.storeTokens' },
    { type: 'xstate.error.actor.storeTokens', error: new Error('QuotaExceededError') },
    { type: 'xstate.done.actor.setFlag' },
    { type: 'xstate.error.actor.setFlag', error: new Error('QuotaExceededError') },
    { type: 'xstate.done.actor.clearFlags' },
    { type: 'xstate.error.actor.clearFlags', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.readRecurringFlag', output: true },
    { type: 'xstate.done.actor.readRecurringFlag', output: false },
    { type: 'xstate.error.actor.readRecurringFlag', error: new Error('SecurityError') },
  ],
  fakes: { partnerPopup: fromCallback(() => () => undefined) },
  project: (snapshot) => {
    const context = snapshot.context as BuyContext
    return { popup: context.popup?.page ?? null, error: context.error }
  },
}
