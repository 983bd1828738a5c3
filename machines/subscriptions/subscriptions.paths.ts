/**
 * Path model of the renewals list: one subscription of each state (renewing on a card, turned off
 * with a method and without one, a failed renewal in its grace, ended), an empty list, failures;
 * auto-renew turned off after its confirmation and on again, each change answered or failed; the
 * payment method changed (the customer's methods read or not, with another to choose or none, a
 * pending one not offered, saved or not); a failed renewal paid now (paid, declined, unavailable,
 * not sent).
 */
import type { PathModel } from '../testing/paths'
import {
  subscriptionsMachine,
  type SavedMethod,
  type Subscription,
  type SubscriptionsContext,
} from './subscriptions.machine'

const at = (day: number) => new Date(Date.UTC(2026, 11, day, 3, 0)).toISOString()
const card = { kind: 'card', brand: 'visa', last4: '1111', expiry: '12/28' } as const

export const RENEWING: Subscription = {
  id: 1,
  product_code: 'VPLUS-SPORT',
  name: 'Sport Pack',
  sn: 'VPLUS0001',
  state: 'active',
  period_start: at(1),
  period_end: at(31),
  next_charge_at: at(30),
  amount: 49000,
  method: card,
  method_id: 1,
  failure: null,
  grace_until: null,
}
export const TURNED_OFF: Subscription = {
  ...RENEWING,
  id: 2,
  product_code: 'VPLUS-MOVIE',
  name: 'Movie Pack',
  state: 'cancelling',
  next_charge_at: null,
  method: { kind: 'gopay', phone: '0812****890' },
  method_id: 2,
}
export const NO_METHOD: Subscription = {
  ...TURNED_OFF,
  id: 3,
  product_code: 'VPLUS-KIDS',
  name: 'Kids Pack',
  method: null,
  method_id: null,
}
export const PAST_DUE: Subscription = {
  ...RENEWING,
  id: 4,
  product_code: 'VPLUS-NEWS',
  name: 'News Pack',
  state: 'past_due',
  next_charge_at: at(5),
  failure: 'declined',
  grace_until: at(8),
}
/** a failed renewal whose tries are spent: it ends with its grace */
export const LAST_DAYS: Subscription = {
  ...PAST_DUE,
  id: 6,
  product_code: 'VPLUS-DOCS',
  name: 'Docs Pack',
  next_charge_at: null,
  failure: 'no_method',
  method: null,
  method_id: null,
}
export const ENDED: Subscription = {
  ...RENEWING,
  id: 5,
  product_code: 'VPLUS-MUSIC',
  name: 'Music Pack',
  state: 'ended',
  next_charge_at: null,
}
const ALL = [RENEWING, TURNED_OFF, NO_METHOD, PAST_DUE, LAST_DAYS, ENDED]

/** The customer's methods: the Visa renewals use (declined on PAST_DUE's last try), a GoPay, a card still pending. */
export const VISA: SavedMethod = { id: 1, method: card, status: 'active', renewals: 3, added_at: at(1) }
export const GOPAY: SavedMethod = {
  id: 2,
  method: { kind: 'gopay', phone: '0812****890' },
  status: 'active',
  renewals: 1,
  added_at: at(2),
}
export const PENDING_CARD: SavedMethod = {
  id: 9,
  method: { kind: 'card', brand: 'mastercard', last4: '4444', expiry: '01/29' },
  status: 'pending',
  renewals: 0,
  added_at: at(3),
}
/** PAST_DUE paid now with the GoPay: active again with its next period */
export const PAID: Subscription = {
  ...PAST_DUE,
  state: 'active',
  period_start: at(31),
  period_end: new Date(Date.UTC(2027, 0, 30, 3, 0)).toISOString(),
  next_charge_at: new Date(Date.UTC(2027, 0, 29, 3, 0)).toISOString(),
  method: GOPAY.method,
  method_id: GOPAY.id,
  failure: null,
  grace_until: null,
}

export const subscriptionsPathModel: PathModel<typeof subscriptionsMachine> = {
  machine: subscriptionsMachine,
  scenarios: [{ name: 'a customer on My Package', input: () => undefined }],
  events: [
    { type: 'xstate.done.actor.loadSubscriptions', output: ALL },
    { type: 'xstate.done.actor.loadSubscriptions', output: [] },
    { type: 'xstate.error.actor.loadSubscriptions', error: new Error('Network error') },
    { type: 'retry' },
    { type: 'off.ask', id: RENEWING.id },
    { type: 'off.ask', id: TURNED_OFF.id },
    { type: 'on.ask', id: TURNED_OFF.id },
    { type: 'on.ask', id: NO_METHOD.id },
    { type: 'on.ask', id: RENEWING.id },
    { type: 'confirm' },
    { type: 'cancel' },
    {
      type: 'xstate.done.actor.setAutoRenew',
      output: { ...RENEWING, state: 'cancelling', next_charge_at: null },
    },
    {
      type: 'xstate.done.actor.setAutoRenew',
      output: { ...TURNED_OFF, state: 'active', next_charge_at: at(30) },
    },
    { type: 'xstate.error.actor.setAutoRenew', error: new Error('Network error') },
    { type: 'method.ask', id: RENEWING.id },
    { type: 'method.ask', id: ENDED.id },
    { type: 'pay.ask', id: PAST_DUE.id },
    { type: 'pay.ask', id: RENEWING.id },
    { type: 'xstate.done.actor.listMethods', output: [PENDING_CARD, GOPAY, VISA] },
    { type: 'xstate.done.actor.listMethods', output: [VISA] },
    { type: 'xstate.error.actor.listMethods', error: new Error('Network error') },
    { type: 'method.pick', id: GOPAY.id },
    { type: 'method.pick', id: VISA.id },
    { type: 'method.pick', id: PENDING_CARD.id },
    { type: 'save' },
    { type: 'pay' },
    {
      type: 'xstate.done.actor.changeMethod',
      output: { ...RENEWING, method: GOPAY.method, method_id: GOPAY.id },
    },
    { type: 'xstate.error.actor.changeMethod', error: new Error('Network error') },
    {
      type: 'xstate.done.actor.payNow',
      output: { outcome: 'paid', orderId: 'VPT-20261205-R4', subscription: PAID },
    },
    {
      type: 'xstate.done.actor.payNow',
      output: { outcome: 'declined', orderId: 'VPT-20261205-R5', subscription: PAST_DUE },
    },
    {
      type: 'xstate.done.actor.payNow',
      output: {
        outcome: 'unavailable',
        orderId: 'VPT-20261205-R6',
        subscription: { ...PAST_DUE, failure: 'unavailable' },
      },
    },
    { type: 'xstate.error.actor.payNow', error: new Error('Network error') },
  ],
  // a subscription's method and failure steer the flow (the method preselected, a new pick told from
  // the current one, a declined method not offered first): two lists that differ there are two states
  project: (snapshot) => {
    const context = snapshot.context as SubscriptionsContext
    return {
      subscriptions: context.subscriptions.map((s) => `${s.id}:${s.state}:${s.method_id}:${s.failure}`),
      target: context.target,
      error: context.error,
      changed: context.changed,
      methods: context.methods.map((m) => m.id),
      picked: context.picked,
      receipt: context.receipt,
    }
  },
}
