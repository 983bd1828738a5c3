/**
 * Renewals (/account/my-package): the customer's subscriptions listed with their state, next
 * renewal and payment method; auto-renew turned off after a confirmation that says until when the
 * package stays, and turned on again in one step where a payment method is held. A change that
 * does not go through keeps the list as it was and says so.
 */
import { assertEvent, assign, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { listLoading } from '../sessions/list-loading'
import type { Subscription } from '../../contract/subscription'

export type { Subscription }

/**
 * 'loadFailed': the list could not be read (retry); 'changeFailed': turning auto-renew off or on
 * did not go through (the subscription keeps its state).
 */
export type SubscriptionsErrorCode = 'loadFailed' | 'changeFailed'

export interface SubscriptionsContext {
  subscriptions: Subscription[]
  /** The subscription being confirmed or changed. */
  target: number | null
  error: SubscriptionsErrorCode | null
  /** What was changed last, and on which subscription: the page says so (a status line). */
  changed: { id: number; on: boolean } | null
}

export type SubscriptionsEvent =
  | { type: 'off.ask'; id: number }
  | { type: 'on.ask'; id: number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }

/** `step:list`: the list shows; `step:confirmOff`: the confirmation of turning auto-renew off (over the list). */
export type SubscriptionsTag = 'loading' | 'error' | 'step:list' | 'step:confirmOff'

const byId = (context: SubscriptionsContext, id: number | null) =>
  context.subscriptions.find((s) => s.id === id)

/**
 * The one change a subscription offers: auto-renew off while it renews, on again where it was
 * turned off and a payment method is held, none otherwise (a failed renewal, an ended one).
 */
export function offeredChange(subscription: Subscription | undefined): 'off' | 'on' | null {
  if (subscription?.state === 'active') return 'off'
  if (subscription?.state === 'cancelling' && subscription.method !== null) return 'on'
  return null
}

export const subscriptionsMachine = lazySetup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    tags: {} as SubscriptionsTag,
    children: {} as { loadSubscriptions: 'loadSubscriptions'; setAutoRenew: 'setAutoRenew' },
  },
  actors: {
    /** GET payduct/v1/subscriptions: the customer's subscriptions. */
    loadSubscriptions: fromPromise<Subscription[], void>(notProvided('loadSubscriptions')),
    /** POST payduct/v1/subscriptions/:id/auto-renew: resolves to the subscription as it now is. */
    setAutoRenew: fromPromise<Subscription, { id: number; on: boolean }>(notProvided('setAutoRenew')),
  },
  guards: {
    isOfferingOff: ({ context, event }) => {
      assertEvent(event, 'off.ask')
      return offeredChange(byId(context, event.id)) === 'off'
    },
    isOfferingOn: ({ context, event }) => {
      assertEvent(event, 'on.ask')
      return offeredChange(byId(context, event.id)) === 'on'
    },
  },
  actions: {
    setList: assign((_, subscriptions: Subscription[]) => ({ subscriptions, error: null })),
    failLoad: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
    askOff: assign(({ event }) => {
      assertEvent(event, 'off.ask')
      return { target: event.id, error: null, changed: null }
    }),
    askOn: assign(({ event }) => {
      assertEvent(event, 'on.ask')
      return { target: event.id, error: null, changed: null }
    }),
    clearTarget: assign({ target: null }),
    /** the subscription as the service now has it, in its place in the list */
    replace: assign(({ context }, changed: Subscription) => ({
      subscriptions: context.subscriptions.map((s) => (s.id === changed.id ? changed : s)),
      changed: { id: changed.id, on: changed.state !== 'cancelling' },
      target: null,
    })),
    failChange: assign({ error: 'changeFailed' as const, target: null }),
  },
}).createMachine({
  id: 'subscriptions',
  description: 'Renewals: the subscriptions of the customer’s packages; auto-renew off or on.',
  context: { subscriptions: [], target: null, error: null, changed: null },
  initial: 'loading',
  states: {
    ...listLoading('loadSubscriptions', 'Reading the subscriptions.'),
    list: {
      description:
        'One item per subscription: its state, next renewal or end, amount and payment method; Turn off auto-renew on a renewing one, Turn on auto-renew on one turned off that has a method.',
      tags: ['step:list'],
      on: {
        'off.ask': { guard: 'isOfferingOff', target: 'confirmingOff', actions: 'askOff' },
        'on.ask': { guard: 'isOfferingOn', target: 'turningOn', actions: 'askOn' },
      },
    },
    confirmingOff: {
      description: 'Asking whether to turn auto-renew off, saying until when the package stays active.',
      tags: ['step:list', 'step:confirmOff'],
      on: {
        confirm: { target: 'turningOff' },
        cancel: { target: 'list', actions: 'clearTarget' },
      },
    },
    turningOff: {
      description:
        'Turning auto-renew off; then the subscription shows as ending at its period’s end. A failure goes back to the list and says so.',
      tags: ['loading', 'step:list', 'step:confirmOff'],
      invoke: {
        id: 'setAutoRenew',
        src: 'setAutoRenew',
        input: ({ context }) => ({ id: context.target ?? 0, on: false }),
        onDone: { target: 'list', actions: { type: 'replace', params: ({ event }) => event.output } },
        onError: { target: 'list', actions: 'failChange' },
      },
    },
    turningOn: {
      description:
        'Turning auto-renew on again; then the subscription shows its next renewal. A failure goes back to the list and says so.',
      tags: ['loading', 'step:list'],
      invoke: {
        id: 'setAutoRenew',
        src: 'setAutoRenew',
        input: ({ context }) => ({ id: context.target ?? 0, on: true }),
        onDone: { target: 'list', actions: { type: 'replace', params: ({ event }) => event.output } },
        onError: { target: 'list', actions: 'failChange' },
      },
    },
  },
})

export type SubscriptionsActorRef = ActorRefFrom<typeof subscriptionsMachine>
