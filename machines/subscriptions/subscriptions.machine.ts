/**
 * Renewals (/account/my-package): the customer's subscriptions listed with their state, next
 * renewal and payment method; auto-renew turned off after a confirmation that says until when the
 * package stays, and turned on again in one step where a payment method is held. The method a
 * subscription renews with changed to another of the customer's active ones; a failed renewal paid
 * now (Update payment) with a method chosen. A change that does not go through keeps the list as it
 * was and says so.
 */
import { assertEvent, assign, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { listLoading } from '../sessions/list-loading'
import type { Subscription } from '../../contract/subscription'
import type { PayOutcome, SavedMethod } from '../../contract/payment-methods'

export type { SavedMethod, Subscription }

/**
 * 'loadFailed': the list could not be read (retry); 'changeFailed': turning auto-renew off or on
 * did not go through (the subscription keeps its state); 'methodsFailed': the payment methods
 * could not be read (retry in the dialog); 'saveFailed': the new method was not saved (the
 * subscription keeps its method); 'declined': the charge now was declined (choose another
 * method); 'unavailable': the provider could not take the charge now (try again later);
 * 'payFailed': the charge now did not reach the service (try again: it is made at most once).
 */
export type SubscriptionsErrorCode =
  | 'loadFailed'
  | 'changeFailed'
  | 'methodsFailed'
  | 'saveFailed'
  | 'declined'
  | 'unavailable'
  | 'payFailed'

/** What changed last: auto-renew off or on, the method renewals use, a failed renewal paid. */
export type ChangeKind = 'off' | 'on' | 'method' | 'paid'

export interface SubscriptionsContext {
  subscriptions: Subscription[]
  /** The subscription being confirmed or changed. */
  target: number | null
  error: SubscriptionsErrorCode | null
  /** What was changed last, and on which subscription: the page says so (a status line). */
  changed: { id: number; kind: ChangeKind } | null
  /** The customer's active payment methods, read when a method is to be chosen. */
  methods: SavedMethod[]
  /** The method chosen in the dialog (its id in methods). */
  picked: number | null
  /** The order id of the charge Update payment made: its receipt. */
  receipt: string | null
}

export type SubscriptionsEvent =
  | { type: 'off.ask'; id: number }
  | { type: 'on.ask'; id: number }
  | { type: 'method.ask'; id: number }
  | { type: 'pay.ask'; id: number }
  | { type: 'method.pick'; id: number }
  | { type: 'save' }
  | { type: 'pay' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }

/**
 * `step:list`: the list shows; `step:confirmOff`: the confirmation of turning auto-renew off (over
 * the list); `step:method`: the Change payment method dialog; `step:pay`: the Update payment
 * dialog; `step:choose`: its methods to choose from, read; `step:paid`: the failed renewal paid.
 */
export type SubscriptionsTag =
  | 'loading'
  | 'error'
  | 'step:list'
  | 'step:confirmOff'
  | 'step:method'
  | 'step:pay'
  | 'step:choose'
  | 'step:paid'

/** What Update payment's charge came to: the outcome, the order, the subscription as it now is. */
export interface PayResult {
  outcome: PayOutcome
  orderId: string
  subscription: Subscription
}

const byId = (context: SubscriptionsContext, id: number | null) =>
  context.subscriptions.find((s) => s.id === id)

/**
 * The one change of auto-renew a subscription offers: off while it renews, on again where it was
 * turned off and a payment method is held, none otherwise (a failed renewal, an ended one).
 */
export function offeredChange(subscription: Subscription | undefined): 'off' | 'on' | null {
  if (subscription?.state === 'active') return 'off'
  if (subscription?.state === 'cancelling' && subscription.method !== null) return 'on'
  return null
}

/** A live subscription's renewals can be moved to another method (not an ended one's). */
export const offersMethodChange = (subscription: Subscription | undefined): boolean =>
  subscription !== undefined && subscription.state !== 'ended'

/** A failed renewal can be paid now (Update payment). */
export const offersPayment = (subscription: Subscription | undefined): boolean =>
  subscription?.state === 'past_due'

/**
 * The method chosen when the dialog opens: the one renewals use, unless it is the one the last
 * renewal was declined on (Update payment then waits for a choice).
 */
export function preselected(
  subscription: Subscription | undefined,
  methods: SavedMethod[],
  paying: boolean,
): number | null {
  const current = subscription?.method_id ?? null
  if (current === null || !methods.some((m) => m.id === current)) return null
  if (paying && subscription?.failure === 'declined') return null
  return current
}

const output = <T>({ event }: { event: { output: T } }) => event.output
const toList = '#subscriptions.list'

/** The dialog's first steps: reading the methods, a read that failed with Try again; Cancel closes. */
const methodsLoading = (paying: boolean) =>
  ({
    loadingMethods: {
      description: 'Reading the customer’s payment methods; Cancel closes the dialog.',
      tags: ['loading'],
      invoke: {
        id: 'listMethods',
        src: 'listMethods',
        onDone: {
          target: 'choosing',
          actions: {
            type: 'setMethods',
            params: ({ event }: { event: { output: SavedMethod[] } }) => ({
              methods: event.output,
              paying,
            }),
          },
        },
        onError: { target: 'methodsFailed', actions: 'failMethods' },
      },
      on: { cancel: { target: toList, actions: 'closeDialog' } },
    },
    methodsFailed: {
      description: 'The payment methods could not be read: a message, Try again and Cancel.',
      tags: ['error'],
      on: {
        retry: { target: 'loadingMethods', actions: 'clearError' },
        cancel: { target: toList, actions: 'closeDialog' },
      },
    },
  }) as const

export const subscriptionsMachine = lazySetup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    tags: {} as SubscriptionsTag,
    children: {} as {
      loadSubscriptions: 'loadSubscriptions'
      setAutoRenew: 'setAutoRenew'
      listMethods: 'listMethods'
      changeMethod: 'changeMethod'
      payNow: 'payNow'
    },
  },
  actors: {
    /** GET payduct/v1/subscriptions: the customer's subscriptions. */
    loadSubscriptions: fromPromise<Subscription[], void>(notProvided('loadSubscriptions')),
    /** POST payduct/v1/subscriptions/:id/auto-renew: resolves to the subscription as it now is. */
    setAutoRenew: fromPromise<Subscription, { id: number; on: boolean }>(notProvided('setAutoRenew')),
    /** GET payduct/v1/payment-methods: the customer's methods (pending and active). */
    listMethods: fromPromise<SavedMethod[], void>(notProvided('listMethods')),
    /** POST payduct/v1/subscriptions/:id/method: resolves to the subscription as it now is. */
    changeMethod: fromPromise<Subscription, { id: number; methodId: number }>(notProvided('changeMethod')),
    /** POST payduct/v1/subscriptions/:id/pay: the failed renewal charged now to the method. */
    payNow: fromPromise<PayResult, { id: number; methodId: number }>(notProvided('payNow')),
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
    isOfferingMethodChange: ({ context, event }) => {
      assertEvent(event, 'method.ask')
      return offersMethodChange(byId(context, event.id))
    },
    isOfferingPayment: ({ context, event }) => {
      assertEvent(event, 'pay.ask')
      return offersPayment(byId(context, event.id))
    },
    isMethodListed: ({ context, event }) => {
      assertEvent(event, 'method.pick')
      return context.methods.some((m) => m.id === event.id)
    },
    isNewMethodPicked: ({ context }) =>
      context.picked !== null && context.picked !== byId(context, context.target)?.method_id,
    hasMethodPicked: ({ context }) => context.picked !== null,
    isPaid: (_, result: PayResult) => result.outcome === 'paid',
    isDeclined: (_, result: PayResult) => result.outcome === 'declined',
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
    /** Change payment method or Update payment opened on a subscription: nothing read or picked yet. */
    askMethod: assign(({ event }) => {
      assertEvent(event, ['method.ask', 'pay.ask'])
      return { target: event.id, error: null, changed: null, methods: [], picked: null, receipt: null }
    }),
    clearTarget: assign({ target: null }),
    closeDialog: assign({ target: null, error: null, methods: [], picked: null, receipt: null }),
    /** only the active methods can be charged; the current one is chosen where it may be */
    setMethods: assign(({ context }, params: { methods: SavedMethod[]; paying: boolean }) => {
      const methods = params.methods.filter((m) => m.status === 'active')
      return {
        methods,
        picked: preselected(byId(context, context.target), methods, params.paying),
        error: null,
      }
    }),
    failMethods: assign({ error: 'methodsFailed' as const }),
    pick: assign(({ event }) => {
      assertEvent(event, 'method.pick')
      return { picked: event.id }
    }),
    /** the subscription as the service now has it, in its place in the list */
    replace: assign(({ context }, changed: Subscription) => ({
      subscriptions: context.subscriptions.map((s) => (s.id === changed.id ? changed : s)),
      changed: { id: changed.id, kind: changed.state === 'cancelling' ? ('off' as const) : ('on' as const) },
      target: null,
    })),
    failChange: assign({ error: 'changeFailed' as const, target: null }),
    /** the new method saved: the dialog closes and the status line says which method renewals use */
    saveMethod: assign(({ context }, changed: Subscription) => ({
      subscriptions: context.subscriptions.map((s) => (s.id === changed.id ? changed : s)),
      changed: { id: changed.id, kind: 'method' as const },
      target: null,
      error: null,
      methods: [],
      picked: null,
    })),
    failSave: assign({ error: 'saveFailed' as const }),
    /** the charge's answer: the subscription as it now is; the receipt when paid */
    settlePay: assign(({ context }, result: PayResult) => ({
      subscriptions: context.subscriptions.map((s) =>
        s.id === result.subscription.id ? result.subscription : s,
      ),
      receipt: result.outcome === 'paid' ? result.orderId : null,
      error: null,
    })),
    /** declined: the method tried is not chosen again by itself */
    failDeclined: assign({ error: 'declined' as const, picked: null }),
    failUnavailable: assign({ error: 'unavailable' as const }),
    failPay: assign({ error: 'payFailed' as const }),
    /** the paid dialog closed: the status line says the package renews again */
    markPaid: assign(({ context }) => ({
      changed: context.target === null ? null : { id: context.target, kind: 'paid' as const },
      target: null,
      methods: [],
      picked: null,
      receipt: null,
    })),
  },
}).createMachine({
  id: 'subscriptions',
  description:
    'Renewals: the subscriptions of the customer’s packages; auto-renew off or on, the payment method changed, a failed renewal paid now.',
  context: {
    subscriptions: [],
    target: null,
    error: null,
    changed: null,
    methods: [],
    picked: null,
    receipt: null,
  },
  initial: 'loading',
  states: {
    ...listLoading('loadSubscriptions', 'Reading the subscriptions.'),
    list: {
      description:
        'One item per subscription: its state, next renewal or end, amount and payment method; Turn off auto-renew on a renewing one, Turn on auto-renew on one turned off that has a method, Change payment method on a live one, Update payment on a failed renewal.',
      tags: ['step:list'],
      on: {
        'off.ask': { guard: 'isOfferingOff', target: 'confirmingOff', actions: 'askOff' },
        'on.ask': { guard: 'isOfferingOn', target: 'turningOn', actions: 'askOn' },
        'method.ask': { guard: 'isOfferingMethodChange', target: 'changingMethod', actions: 'askMethod' },
        'pay.ask': { guard: 'isOfferingPayment', target: 'updatingPayment', actions: 'askMethod' },
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
        onDone: { target: 'list', actions: { type: 'replace', params: output } },
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
        onDone: { target: 'list', actions: { type: 'replace', params: output } },
        onError: { target: 'list', actions: 'failChange' },
      },
    },
    changingMethod: {
      description:
        'Change payment method (over the list): the customer’s active methods, the current one marked and chosen; a link to Payment methods where there is no other.',
      tags: ['step:list', 'step:method'],
      initial: 'loadingMethods',
      states: {
        ...methodsLoading(false),
        choosing: {
          description:
            'The methods as a labelled radio group; Save once another than the current one is chosen, Cancel. A save that failed says so here.',
          tags: ['step:choose'],
          on: {
            'method.pick': { guard: 'isMethodListed', actions: 'pick' },
            save: { guard: 'isNewMethodPicked', target: 'saving', actions: 'clearError' },
            cancel: { target: toList, actions: 'closeDialog' },
          },
        },
        saving: {
          description:
            'Saving the chosen method; then the dialog closes, the list shows it and its status line says so. A failure stays in the dialog and says so.',
          tags: ['loading', 'step:choose'],
          invoke: {
            id: 'changeMethod',
            src: 'changeMethod',
            input: ({ context }) => ({ id: context.target ?? 0, methodId: context.picked ?? 0 }),
            onDone: { target: toList, actions: { type: 'saveMethod', params: output } },
            onError: { target: 'choosing', actions: 'failSave' },
          },
        },
      },
    },
    updatingPayment: {
      description:
        'Update payment (over the list) for a failed renewal: why it failed, the methods to pay with (the current one chosen unless it was declined) and Pay with the amount.',
      tags: ['step:list', 'step:pay'],
      initial: 'loadingMethods',
      states: {
        ...methodsLoading(true),
        choosing: {
          description:
            'The methods as a labelled radio group and Pay <amount> now once one is chosen, Cancel; a declined charge asks for another method, an unavailable one to try again later.',
          tags: ['step:choose'],
          on: {
            'method.pick': { guard: 'isMethodListed', actions: 'pick' },
            pay: { guard: 'hasMethodPicked', target: 'paying', actions: 'clearError' },
            cancel: { target: toList, actions: 'closeDialog' },
          },
        },
        paying: {
          description:
            'Charging the amount now to the chosen method: Pay is busy and the dialog cannot be closed (one charge).',
          tags: ['loading', 'step:choose'],
          invoke: {
            id: 'payNow',
            src: 'payNow',
            input: ({ context }) => ({ id: context.target ?? 0, methodId: context.picked ?? 0 }),
            onDone: [
              {
                guard: { type: 'isPaid', params: output },
                target: 'paid',
                actions: { type: 'settlePay', params: output },
              },
              {
                guard: { type: 'isDeclined', params: output },
                target: 'choosing',
                actions: [{ type: 'settlePay', params: output }, 'failDeclined'],
              },
              { target: 'choosing', actions: [{ type: 'settlePay', params: output }, 'failUnavailable'] },
            ],
            onError: { target: 'choosing', actions: 'failPay' },
          },
        },
        paid: {
          description:
            'Paid: the package is active again, its next renewal date, a link to the charge’s receipt, and Close.',
          tags: ['step:paid'],
          on: { cancel: { target: toList, actions: 'markPaid' } },
        },
      },
    },
  },
})

export type SubscriptionsActorRef = ActorRefFrom<typeof subscriptionsMachine>
