/** Path model of buy's billing check: on a Buy and after the partner sign-in, every answer billing gives. */
import type { PathModel } from '../testing/paths'
import { buyMachine, type BuyContext } from './buy.machine'

const pkg = { id: 101, kind: 'add-on' as const, productCode: 'ADDON-SPORTS-2' }

export const buyPathModel: PathModel<typeof buyMachine> = {
  machine: buyMachine,
  scenarios: [
    { name: 'a Buy', input: () => ({ pkg, signedInWith: null }) },
    {
      name: 'after the partner sign-in',
      input: () => ({ pkg, signedInWith: { token: 'bss-token', refreshToken: 'bss-refresh' } }),
    },
  ],
  events: [
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
  ],
  project: (snapshot) => {
    const context = snapshot.context as BuyContext
    return { afterSignIn: context.signedInWith !== null, error: context.error }
  },
}
