/**
 * Path model of the payment methods page: a card renewals are charged to, a linked GoPay, a GoPay
 * waiting for activation, an empty list; GoPay linked in its popup (activated, refused, cancelled
 * there, closed, blocked) and on coming back to the page; a card added in its popup and on coming
 * back; the popup's own landing; unlinking with and without renewals to move; every call answered
 * or failed.
 */
import { fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import {
  paymentMethodsMachine,
  type Arrival,
  type PaymentMethodsContext,
  type SavedMethod,
} from './payment-methods.machine'

/** A window that stays open and says nothing unless a path says it did. */
const stays = fromCallback(() => () => undefined)

const added = '2026-12-01T03:00:00.000Z'

export const CARD: SavedMethod = {
  id: 1,
  method: { kind: 'card', brand: 'visa', last4: '1111', expiry: '12/30' },
  status: 'active',
  renewals: 2,
  added_at: added,
}
export const GOPAY: SavedMethod = {
  id: 2,
  method: { kind: 'gopay', phone: '0812****890' },
  status: 'active',
  renewals: 0,
  added_at: added,
}
export const PENDING: SavedMethod = {
  id: 3,
  method: { kind: 'gopay', phone: '0813****321' },
  status: 'pending',
  renewals: 0,
  added_at: added,
}
export const NEW_CARD: SavedMethod = {
  id: 4,
  method: { kind: 'card', brand: 'mastercard', last4: '4444', expiry: '01/29' },
  status: 'active',
  renewals: 0,
  added_at: added,
}
const ALL = [PENDING, GOPAY, CARD]

const arrival = (output: Arrival) => ({ type: 'xstate.done.actor.readArrival', output })

export const paymentMethodsPathModel: PathModel<typeof paymentMethodsMachine> = {
  machine: paymentMethodsMachine,
  scenarios: [{ name: 'a customer on Payment methods', input: () => ({ language: 'en' as const }) }],
  events: [
    arrival({ popup: false, returned: null }),
    arrival({ popup: true, returned: { kind: 'gopay', id: PENDING.id, result: 'ok' } }),
    arrival({ popup: false, returned: { kind: 'gopay', id: PENDING.id, result: 'ok' } }),
    arrival({ popup: false, returned: { kind: 'gopay', id: PENDING.id, result: 'cancel' } }),
    arrival({ popup: false, returned: { kind: 'card', id: 'reg-1', result: 'ok' } }),
    arrival({ popup: false, returned: { kind: 'card', id: 'reg-1', result: 'cancel' } }),
    { type: 'xstate.error.actor.readArrival', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.handOver' },
    {
      type: 'xstate.error.actor.handOver',
      error: new Error('Scripts may close only the windows they opened'),
    },
    { type: 'xstate.done.actor.listMethods', output: ALL },
    { type: 'xstate.done.actor.listMethods', output: [] },
    { type: 'xstate.error.actor.listMethods', error: new Error('Network error') },
    { type: 'retry' },
    { type: 'gopay.start' },
    { type: 'gopay.submit', phone: '+6281234567890' },
    {
      type: 'xstate.done.actor.linkGopay',
      output: { method: PENDING, activationUrl: '/sandbox/snap/gopay/activate/3' },
    },
    { type: 'xstate.error.actor.linkGopay', error: new Error('Network error') },
    { type: 'popup.blocked' },
    { type: 'popup.closed' },
    { type: 'popup.returned', returned: { kind: 'gopay', id: PENDING.id, result: 'ok' } },
    { type: 'popup.returned', returned: { kind: 'gopay', id: PENDING.id, result: 'cancel' } },
    { type: 'popup.returned', returned: { kind: 'card', id: 'reg-1', result: 'ok' } },
    { type: 'popup.returned', returned: { kind: 'card', id: 'reg-1', result: 'cancel' } },
    { type: 'xstate.done.actor.pollMethod', output: { ...PENDING, status: 'active' } },
    { type: 'xstate.done.actor.pollMethod', output: PENDING },
    { type: 'xstate.done.actor.pollMethod', output: { ...PENDING, status: 'failed' } },
    { type: 'xstate.error.actor.pollMethod', error: new Error('Network error') },
    { type: 'card.add' },
    { type: 'xstate.done.actor.addCard', output: '/sandbox/snap/card/register/reg-1' },
    { type: 'xstate.error.actor.addCard', error: new Error('Network error') },
    { type: 'xstate.done.actor.completeCard', output: NEW_CARD },
    { type: 'xstate.error.actor.completeCard', error: new Error('Unknown registration') },
    { type: 'xstate.error.actor.redirect', error: new Error('Navigation refused') },
    { type: 'unlink.ask', id: CARD.id },
    { type: 'unlink.ask', id: GOPAY.id },
    { type: 'unlink.ask', id: 99 },
    { type: 'unlink.choose', moveTo: GOPAY.id },
    { type: 'unlink.choose', moveTo: 'off' },
    { type: 'unlink.choose', moveTo: PENDING.id },
    { type: 'confirm' },
    { type: 'cancel' },
    { type: 'xstate.done.actor.unlink', output: { moved: 2, stopped: 0 } },
    { type: 'xstate.error.actor.unlink', error: new Error('Network error') },
    { type: 'xstate.done.actor.refreshMethods', output: [GOPAY, PENDING] },
    { type: 'xstate.error.actor.refreshMethods', error: new Error('Network error') },
  ],
  fakes: { providerWindow: stays },
  // a popup answers for the page it shows: GoPay's for GoPay, the card page's for a card
  filter: (snapshot, event) => {
    if (event.type !== 'popup.returned') return true
    const kind = (event as { returned?: { kind: string } }).returned?.kind
    return snapshot.matches('cardPopup') ? kind === 'card' : kind === 'gopay'
  },
  project: (snapshot) => {
    const context = snapshot.context as PaymentMethodsContext
    return {
      methods: context.methods.map((m) => `${m.id}:${m.status}:${m.renewals}`),
      returned: context.returned,
      watching: context.watching,
      page: context.page !== null,
      target: context.target,
      moveTo: context.moveTo,
      error: context.error,
      outcome: context.outcome?.kind ?? null,
    }
  },
}
