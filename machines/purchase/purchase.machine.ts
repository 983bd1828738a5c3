/**
 * Add-on purchase (SPEC §2 /purchase, §4 Purchase add-on): look a box up by serial number,
 * customer ID or phone, which answers a short-lived handle to it; choose the add-on type, the
 * package and its duration, see the order summary, then create the order with the handle and hand
 * its payment token on (emitted `pay`: the app system hears it, `purchase.pay` on its chart, and
 * hands it to the payment flow, whose payment-return child opens the payment popup). A handle that expired on the way sends the flow back to the lookup, saying so.
 */
import { assertEvent, assign, emit, fromPromise, type ActorRefFrom } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'

export interface PurchaseDevice {
  /** the lookup's handle to the box: what checkout takes (docs/api.md /purchase) */
  handle: string
  /** the owner's name: in full for the customer's own box, masked for anyone else's */
  name: string
  /** the box's phone, masked ("0812****890"), or null */
  phone: string | null
  /** the logged-in customer's own box: its serial number; null for someone else's box */
  ownSn: string | null
}

export interface PurchasePackage {
  id: number
  name: string
  /** 3 premium channel, 8 video streaming voucher. */
  productType: number
  price: number
  durationDays: number
}

export interface PurchaseOrder {
  orderId: string
  token: string
  amount: number
}

/**
 * `notFound` — 'This Serial Number/Customer ID/Phone Number is unavailable.' (also a box gone by
 * checkout); `lookupFailed` and `packagesFailed` — a call failed; `tooMany` — too many lookups from
 * this address (the service's limit against enumeration); `lookupExpired` — the lookup's handle
 * expired (or is not the service's) by checkout: look the box up again; `checkoutFailed` —
 * anything else.
 */
export type PurchaseErrorCode =
  | 'notFound'
  | 'lookupFailed'
  | 'packagesFailed'
  | 'tooMany'
  | 'lookupExpired'
  | 'checkoutFailed'

export interface PurchaseContext {
  query: string
  device: PurchaseDevice | null
  packages: PurchasePackage[]
  productType: number | null
  /** The package as customers name it (without 'Add On' and the trailing number). */
  packageName: string | null
  /** The chosen duration's package. */
  packageId: number | null
  order: PurchaseOrder | null
  error: PurchaseErrorCode | null
}

export type PurchaseEvent =
  | { type: 'query.change'; query: string }
  | { type: 'lookup.submit' }
  | { type: 'type.select'; productType: number }
  | { type: 'package.select'; name: string }
  | { type: 'duration.select'; packageId: number }
  | { type: 'summary.open' }
  | { type: 'pay' }
  | { type: 'back' }
  | { type: 'retry' }
  | { type: 'restart' }

/** What the lookup field holds when the flow starts (the page's first lookup). */
export type PurchaseInput = { query: string }

/** `own`: the order is for the customer's own box, so it is theirs to see in their history. */
export type PurchaseEmitted = { type: 'pay'; orderId: string; token: string; own: boolean }

/** Why a lookup or checkout failed, as the actors report it. */
export class PurchaseError extends Error {
  readonly code: PurchaseErrorCode
  constructor(code: PurchaseErrorCode, message = code) {
    super(message)
    this.code = code
  }
}

/** `loading`; one `step:` per screen: lookup form, choices, summary, order created; `error` with a retry. */
export type PurchaseTag =
  | 'loading'
  | 'error'
  | 'step:lookup'
  | 'step:choose'
  | 'step:summary'
  | 'step:ordered'

const noChoice = { productType: null, packageName: null, packageId: null } as const

export const purchaseMachine = lazySetup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    emitted: {} as PurchaseEmitted,
    input: {} as PurchaseInput,
    tags: {} as PurchaseTag,
    children: {} as { lookupDevice: 'lookupDevice'; loadPackages: 'loadPackages'; checkout: 'checkout' },
  },
  actors: {
    /** The box (the customer's own, or any box by the visitor lookup), or null when none answers; PurchaseError('tooMany') when refused. */
    lookupDevice: fromPromise<PurchaseDevice | null, { query: string }>(notProvided('lookupDevice')),
    /** The published add-ons of both types. */
    loadPackages: fromPromise<PurchasePackage[], void>(notProvided('loadPackages')),
    /** POST checkout for the box: the order and its payment token; rejects with a PurchaseError. */
    checkout: fromPromise<PurchaseOrder, { packageId: number; handle: string }>(notProvided('checkout')),
  },
  guards: {
    hasQuery: ({ context }) => context.query.trim() !== '',
    hasPackage: ({ context }) => context.packageId !== null,
    isFound: (_, device: PurchaseDevice | null) => device !== null,
    isExpired: (_, error: unknown) => error instanceof PurchaseError && error.code === 'lookupExpired',
  },
  actions: {
    setQuery: assign(({ event }) => {
      assertEvent(event, 'query.change')
      return { query: event.query, error: null }
    }),
    setDevice: assign((_, device: PurchaseDevice | null) => ({ device, ...noChoice, order: null })),
    setPackages: assign((_, packages: PurchasePackage[]) => ({ packages })),
    selectType: assign(({ event }) => {
      assertEvent(event, 'type.select')
      return { ...noChoice, productType: event.productType }
    }),
    selectPackage: assign(({ event }) => {
      assertEvent(event, 'package.select')
      return { packageName: event.name, packageId: null }
    }),
    selectDuration: assign(({ event }) => {
      assertEvent(event, 'duration.select')
      return { packageId: event.packageId }
    }),
    setOrder: assign((_, order: PurchaseOrder) => ({ order })),
    setError: assign((_, error: PurchaseErrorCode) => ({ error })),
    setFailure: assign((_, params: { error: unknown; otherwise: PurchaseErrorCode }) => ({
      error: params.error instanceof PurchaseError ? params.error.code : params.otherwise,
    })),
    clearError: assign({ error: null }),
    reset: assign({ device: null, ...noChoice, order: null, error: null }),
    emitPay: emit(({ context }) => ({
      type: 'pay' as const,
      orderId: context.order?.orderId ?? '',
      token: context.order?.token ?? '',
      own: context.device?.ownSn != null,
    })),
  },
}).createMachine({
  id: 'purchase',
  description: 'Buy an add-on for a box: lookup, choose, summary, pay.',
  context: ({ input }) => ({
    query: input.query,
    device: null,
    packages: [],
    ...noChoice,
    order: null,
    error: null,
  }),
  initial: 'lookup',
  states: {
    lookup: {
      description: 'The lookup form: serial number, customer ID or phone number.',
      tags: ['step:lookup'],
      on: {
        'query.change': { actions: 'setQuery' },
        'lookup.submit': { guard: 'hasQuery', target: 'lookingUp', actions: 'clearError' },
      },
    },
    lookingUp: {
      description: 'Asking the device service for the box.',
      tags: ['loading', 'step:lookup'],
      invoke: {
        id: 'lookupDevice',
        src: 'lookupDevice',
        input: ({ context }) => ({ query: context.query.trim() }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => event.output },
            target: 'loadingPackages',
            actions: { type: 'setDevice', params: ({ event }) => event.output },
          },
          { target: 'lookup', actions: { type: 'setError', params: 'notFound' } },
        ],
        onError: {
          target: 'lookup',
          actions: {
            type: 'setFailure',
            params: ({ event }: { event: { error: unknown } }) => ({
              error: event.error,
              otherwise: 'lookupFailed',
            }),
          },
        },
      },
    },
    loadingPackages: {
      description: 'Loading the add-ons to choose from.',
      tags: ['loading', 'step:choose'],
      invoke: {
        id: 'loadPackages',
        src: 'loadPackages',
        onDone: { target: 'choose', actions: { type: 'setPackages', params: ({ event }) => event.output } },
        onError: { target: 'packagesFailed', actions: { type: 'setError', params: 'packagesFailed' } },
      },
    },
    packagesFailed: {
      description: 'The add-ons could not be loaded.',
      tags: ['error', 'step:choose'],
      on: {
        retry: { target: 'loadingPackages', actions: 'clearError' },
        back: { target: 'lookup', actions: 'clearError' },
      },
    },
    choose: {
      description: 'Choosing the add-on type, the package and its duration.',
      tags: ['step:choose'],
      on: {
        'type.select': { actions: 'selectType' },
        'package.select': { actions: 'selectPackage' },
        'duration.select': { actions: 'selectDuration' },
        'summary.open': { guard: 'hasPackage', target: 'summary' },
        back: { target: 'lookup' },
      },
    },
    summary: {
      description: 'The order summary: box, package, duration, price.',
      tags: ['step:summary'],
      on: {
        pay: { target: 'checkingOut', actions: 'clearError' },
        back: { target: 'choose', actions: 'clearError' },
      },
    },
    checkingOut: {
      description: 'Creating the order and its payment token.',
      tags: ['loading', 'step:summary'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ packageId: context.packageId ?? 0, handle: context.device?.handle ?? '' }),
        onDone: {
          target: 'ordered',
          actions: [{ type: 'setOrder', params: ({ event }) => event.output }, 'emitPay'],
        },
        onError: [
          {
            // the handle will never do: only a new lookup gives one (the query is kept)
            guard: { type: 'isExpired', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'lookup',
            actions: ['reset', { type: 'setError', params: 'lookupExpired' }],
          },
          {
            target: 'summary',
            actions: {
              type: 'setFailure',
              params: ({ event }: { event: { error: unknown } }) => ({
                error: event.error,
                otherwise: 'checkoutFailed',
              }),
            },
          },
        ],
      },
    },
    ordered: {
      description: 'The order exists and the payment popup took over; paying again reopens it.',
      tags: ['step:ordered'],
      on: {
        pay: { actions: 'emitPay' },
        restart: { target: 'lookup', actions: 'reset' },
      },
    },
  },
})

export type PurchaseActorRef = ActorRefFrom<typeof purchaseMachine>
