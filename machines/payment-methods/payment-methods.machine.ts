/**
 * Payment methods (/account/payment-methods): the GoPay accounts linked and the cards saved at the
 * provider, masked, with how many renewals each pays for. GoPay is linked in the provider's
 * activation page and a card added in its card page, each in a popup (or, when the browser blocks
 * it, by going there and coming back); a method is unlinked after a confirmation that, where
 * renewals are charged to it, asks where they move or whether their auto-renew turns off. The page
 * the provider sends the customer back to is this one, with `?method=…` or `?registration=…` and
 * `result=ok|cancel`: in the popup it hands that to the opener and closes; in the page itself it
 * carries the change on.
 */
import { assertEvent, assign, fromCallback, fromPromise, type ActorRefFrom, type EventObject } from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import type { SavedMethod } from '../../contract/payment-methods'
import type { Locale } from '../../contract/route-paths'

export type { SavedMethod }

/** What the provider's page sent back: a GoPay method's id, or a card registration's. */
export type Returned =
  | { kind: 'gopay'; id: number; result: 'ok' | 'cancel' }
  | { kind: 'card'; id: string; result: 'ok' | 'cancel' }

/** How the page was opened: in the provider's popup (its landing) or as the page, and what it carries. */
export interface Arrival {
  popup: boolean
  returned: Returned | null
}

/**
 * 'loadFailed': the list could not be read (retry); 'linkFailed': GoPay's activation could not be
 * started (the form stays); 'cardFailed': the card page could not be opened; 'unlinkFailed': the
 * unlink did not go through (the confirmation stays); 'redirectFailed': the provider's page could
 * not be opened, neither in a popup nor in this window.
 */
export type PaymentMethodsErrorCode =
  | 'loadFailed'
  | 'linkFailed'
  | 'cardFailed'
  | 'unlinkFailed'
  | 'redirectFailed'

/** What the last change came to: the page says so in its status line. */
export type MethodsOutcome =
  | { kind: 'linked'; method: SavedMethod }
  | { kind: 'added'; method: SavedMethod }
  | { kind: 'unlinked'; method: SavedMethod; moved: number; stopped: number; movedTo: SavedMethod | null }
  | { kind: 'cancelled'; what: 'gopay' | 'card' }
  /** GoPay's activation expired or was refused; the card was not saved */
  | { kind: 'failed'; what: 'gopay' | 'card' }
  /** GoPay's state could not be read: it shows as waiting until it is */
  | { kind: 'unconfirmed' }

/** Where an unlinked method's renewals go: another active method, or 'off' (auto-renew off). */
export type MoveTo = number | 'off'

export interface PaymentMethodsContext {
  language: Locale
  methods: SavedMethod[]
  /** The provider page's answer, from the address or the popup. */
  returned: Returned | null
  /** The GoPay method whose activation is awaited. */
  watching: number | null
  /** The provider's page being shown (activation or card page). */
  page: string | null
  /** The method being unlinked, and where its renewals go once chosen. */
  target: number | null
  moveTo: MoveTo | null
  error: PaymentMethodsErrorCode | null
  outcome: MethodsOutcome | null
}

export interface PaymentMethodsInput {
  /** the page's language: the provider's page sends the customer back to it */
  language: Locale
}

export type PaymentMethodsEvent =
  | { type: 'gopay.start' }
  | { type: 'gopay.submit'; phone: string }
  | { type: 'card.add' }
  | { type: 'unlink.ask'; id: number }
  | { type: 'unlink.choose'; moveTo: MoveTo }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'popup.blocked' }
  | { type: 'popup.closed' }
  | { type: 'popup.returned'; returned: Returned }

/**
 * `step:list` the list shows; over it `step:gopayForm` (the phone), `step:waiting` (GoPay's
 * activation awaited), `step:cardPage` (the card page asked for, open, or its card being saved:
 * `step:cardSaving`), `step:redirecting` (going to the provider's page in this window),
 * `step:confirmUnlink`; `step:landing` the popup's landing, `step:handedOver` once it could not
 * close itself.
 */
export type PaymentMethodsTag =
  | 'loading'
  | 'error'
  | 'step:list'
  | 'step:gopayForm'
  | 'step:waiting'
  | 'step:cardPage'
  | 'step:cardSaving'
  | 'step:redirecting'
  | 'step:confirmUnlink'
  | 'step:landing'
  | 'step:handedOver'

/** How often GoPay's activation is asked about while the customer is in its page. */
export const POLL_MS = 2000

const byId = (context: PaymentMethodsContext, id: number | null) =>
  context.methods.find((method) => method.id === id)

/** The methods an unlinked one's renewals may move to: the other active ones. */
export function moveTargets(methods: readonly SavedMethod[], id: number | null): SavedMethod[] {
  return methods.filter((method) => method.id !== id && method.status === 'active')
}

const cancelled = (what: 'gopay' | 'card') => ({ kind: 'cancelled' as const, what })

export const paymentMethodsMachine = lazySetup({
  types: {
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
    input: {} as PaymentMethodsInput,
    tags: {} as PaymentMethodsTag,
    children: {} as {
      readArrival: 'readArrival'
      handOver: 'handOver'
      listMethods: 'listMethods'
      refreshMethods: 'listMethods'
      linkGopay: 'linkGopay'
      addCard: 'addCard'
      completeCard: 'completeCard'
      pollMethod: 'pollMethod'
      unlink: 'unlink'
      providerWindow: 'providerWindow'
      redirect: 'redirect'
    },
  },
  actors: {
    /** The address's `?method|registration=…&result=…`, and whether this window is the provider's popup. */
    readArrival: fromPromise<Arrival, void>(notProvided('readArrival')),
    /** In the popup: hands the provider's answer to the opener, then closes the window. */
    handOver: fromPromise<void, Returned>(notProvided('handOver')),
    /** GET …/payment-methods: pending and active methods, newest first. */
    listMethods: fromPromise<SavedMethod[], void>(notProvided('listMethods')),
    /** POST …/payment-methods/gopay: the pending method and the provider's activation page. */
    linkGopay: fromPromise<
      { method: SavedMethod; activationUrl: string },
      { phone: string; language: Locale }
    >(notProvided('linkGopay')),
    /** POST …/payment-methods/card: the provider's card page. */
    addCard: fromPromise<string, { language: Locale }>(notProvided('addCard')),
    /** POST …/payment-methods/card/complete: the card the provider saved. */
    completeCard: fromPromise<SavedMethod, { registration: string }>(notProvided('completeCard')),
    /** GET …/payment-methods/{id}: a pending GoPay asked about at the provider. */
    pollMethod: fromPromise<SavedMethod, { id: number }>(notProvided('pollMethod')),
    /** POST …/payment-methods/{id}/unlink, with where its renewals move (null: auto-renew off). */
    unlink: fromPromise<
      { moved: number; stopped: number },
      { id: number; moveTo: number | null | undefined }
    >(notProvided('unlink')),
    /**
     * The provider's page in a popup: sends back popup.returned with its answer, popup.closed when
     * the customer closed it, popup.blocked when it could not open; closes it when stopped.
     */
    providerWindow: fromCallback<EventObject, { url: string }>(notProvided('providerWindow')),
    /** Goes to the provider's page in this window (its answer comes back in the address). */
    redirect: fromPromise<void, { url: string }>(notProvided('redirect')),
  },
  delays: { pollDelay: POLL_MS },
  guards: {
    isPopupLanding: (_, arrival: Arrival) => arrival.popup && arrival.returned !== null,
    isReturnedGopay: ({ context }) => context.returned?.kind === 'gopay' && context.returned.result === 'ok',
    isReturnedCard: ({ context }) => context.returned?.kind === 'card' && context.returned.result === 'ok',
    isReturnedGopayCancel: ({ context }) =>
      context.returned?.kind === 'gopay' && context.returned.result === 'cancel',
    hasReturnedCancel: ({ context }) => context.returned?.result === 'cancel',
    isCancelReturn: ({ event }) => {
      assertEvent(event, 'popup.returned')
      return event.returned.result === 'cancel'
    },
    /** the popup closed before its page answered (an answer closes it too) */
    isUnanswered: ({ context }) => context.returned === null,
    isMethodHeld: ({ context, event }) => {
      assertEvent(event, 'unlink.ask')
      return byId(context, event.id) !== undefined
    },
    isMoveOffered: ({ context, event }) => {
      assertEvent(event, 'unlink.choose')
      const target = byId(context, context.target)
      if (!target || target.renewals === 0) return false
      return (
        event.moveTo === 'off' ||
        moveTargets(context.methods, context.target).some((m) => m.id === event.moveTo)
      )
    },
    /** Renewals charged to it need a place chosen first; a method without any unlinks at once. */
    isUnlinkReady: ({ context }) =>
      (byId(context, context.target)?.renewals ?? 0) === 0 || context.moveTo !== null,
    isActive: (_, method: SavedMethod) => method.status === 'active',
    isFailed: (_, method: SavedMethod) => method.status === 'failed',
  },
  actions: {
    arrive: assign((_, arrival: Arrival) => ({ returned: arrival.returned })),
    setList: assign((_, methods: SavedMethod[]) => ({ methods })),
    failLoad: assign({ error: 'loadFailed' as const }),
    clearError: assign({ error: null }),
    /** the address's answer from the provider, now in hand */
    takeReturned: assign(({ context }) => ({
      returned: null,
      watching: context.returned?.kind === 'gopay' ? context.returned.id : null,
    })),
    returnCancelled: assign(({ context }) => ({
      outcome: cancelled(context.returned?.kind ?? 'gopay'),
      returned: null,
    })),
    startChange: assign({ error: null, outcome: null, returned: null, page: null, watching: null }),
    startGopay: assign((_, output: { method: SavedMethod; activationUrl: string }) => ({
      watching: output.method.id,
      page: output.activationUrl,
    })),
    failLink: assign({ error: 'linkFailed' as const }),
    openCardPage: assign((_, url: string) => ({ page: url })),
    failCard: assign({ error: 'cardFailed' as const }),
    failRedirect: assign({ error: 'redirectFailed' as const, page: null, watching: null }),
    keepReturned: assign(({ event }) => {
      assertEvent(event, 'popup.returned')
      return { returned: event.returned }
    }),
    gopayCancelled: assign({ outcome: cancelled('gopay'), returned: null }),
    stopWatching: assign({ watching: null }),
    cardCancelled: assign({ outcome: cancelled('card'), returned: null, page: null }),
    linked: assign((_, method: SavedMethod) => ({
      outcome: { kind: 'linked' as const, method },
      watching: null,
    })),
    linkRefused: assign({ outcome: { kind: 'failed', what: 'gopay' } as MethodsOutcome, watching: null }),
    unconfirmed: assign({ outcome: { kind: 'unconfirmed' } as MethodsOutcome, watching: null }),
    added: assign((_, method: SavedMethod) => ({
      outcome: { kind: 'added' as const, method },
      returned: null,
      page: null,
    })),
    cardRefused: assign({
      outcome: { kind: 'failed', what: 'card' } as MethodsOutcome,
      returned: null,
      page: null,
    }),
    askUnlink: assign(({ event }) => {
      assertEvent(event, 'unlink.ask')
      return { target: event.id, moveTo: null, error: null, outcome: null }
    }),
    chooseMove: assign(({ event }) => {
      assertEvent(event, 'unlink.choose')
      return { moveTo: event.moveTo }
    }),
    clearTarget: assign({ target: null, moveTo: null, error: null }),
    unlinked: assign(({ context }, result: { moved: number; stopped: number }) => {
      const method = byId(context, context.target)
      const movedTo = typeof context.moveTo === 'number' ? (byId(context, context.moveTo) ?? null) : null
      return {
        outcome: method ? { kind: 'unlinked' as const, method, ...result, movedTo } : null,
        methods: context.methods.filter((m) => m.id !== context.target),
        target: null,
        moveTo: null,
      }
    }),
    failUnlink: assign({ error: 'unlinkFailed' as const }),
  },
}).createMachine({
  id: 'paymentMethods',
  description: 'Payment methods: the linked wallets and saved cards; link GoPay, add a card, unlink.',
  context: ({ input }) => ({
    language: input.language,
    methods: [],
    returned: null,
    watching: null,
    page: null,
    target: null,
    moveTo: null,
    error: null,
    outcome: null,
  }),
  initial: 'arriving',
  states: {
    arriving: {
      description: 'Reading the address: an answer of the provider’s page, and whether this is its popup.',
      tags: ['loading'],
      invoke: {
        id: 'readArrival',
        src: 'readArrival',
        onDone: [
          {
            guard: { type: 'isPopupLanding', params: ({ event }) => event.output },
            target: 'handingOver',
            actions: { type: 'arrive', params: ({ event }) => event.output },
          },
          { target: 'loading', actions: { type: 'arrive', params: ({ event }) => event.output } },
        ],
        onError: 'loading',
      },
    },
    handingOver: {
      description:
        'In the provider’s popup: its answer handed to the page that opened it; the window closes.',
      tags: ['loading', 'step:landing'],
      invoke: {
        id: 'handOver',
        src: 'handOver',
        input: ({ context }) => context.returned!,
        onDone: 'handedOver',
        onError: 'handedOver',
      },
    },
    handedOver: {
      description: 'The popup could not close itself: the page says the customer may close it.',
      tags: ['step:landing', 'step:handedOver'],
    },
    loading: {
      description: 'Reading the methods (a skeleton).',
      tags: ['loading'],
      invoke: {
        id: 'listMethods',
        src: 'listMethods',
        onDone: [
          {
            guard: 'isReturnedGopay',
            target: 'gopayReturned',
            actions: [{ type: 'setList', params: ({ event }) => event.output }, 'takeReturned'],
          },
          {
            guard: 'isReturnedCard',
            target: 'completingCard',
            actions: { type: 'setList', params: ({ event }) => event.output },
          },
          {
            guard: 'isReturnedGopayCancel',
            target: 'gopayCancelling',
            actions: [
              { type: 'setList', params: ({ event }) => event.output },
              'takeReturned',
              'gopayCancelled',
            ],
          },
          {
            guard: 'hasReturnedCancel',
            target: 'list',
            actions: [{ type: 'setList', params: ({ event }) => event.output }, 'returnCancelled'],
          },
          { target: 'list', actions: { type: 'setList', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'failLoad' },
      },
    },
    failed: {
      description: 'The methods could not be read: a message and Try again.',
      tags: ['error'],
      on: { retry: { target: 'loading', actions: 'clearError' } },
    },
    list: {
      description:
        'Each method masked (a pending GoPay waiting for activation), with the renewals it pays for and Unlink; Link GoPay and Add a card. The status line says what the last change came to.',
      tags: ['step:list'],
      on: {
        'gopay.start': { target: 'gopayForm', actions: 'startChange' },
        'card.add': { target: 'cardStarting', actions: 'startChange' },
        'unlink.ask': { guard: 'isMethodHeld', target: 'confirmingUnlink', actions: 'askUnlink' },
      },
    },
    gopayForm: {
      description: 'Link GoPay: the phone number of the GoPay account (checked as the login phone is).',
      tags: ['step:list', 'step:gopayForm'],
      on: {
        'gopay.submit': { target: 'gopayStarting', actions: 'clearError' },
        cancel: { target: 'list', actions: 'clearError' },
      },
    },
    gopayStarting: {
      description:
        'Asking the provider for GoPay’s activation page. A failure stays in the form and says so.',
      tags: ['loading', 'step:list', 'step:gopayForm'],
      invoke: {
        id: 'linkGopay',
        src: 'linkGopay',
        input: ({ context, event }) => {
          assertEvent(event, 'gopay.submit')
          return { phone: event.phone, language: context.language }
        },
        onDone: {
          target: 'gopayPopup',
          actions: { type: 'startGopay', params: ({ event }) => event.output },
        },
        onError: { target: 'gopayForm', actions: 'failLink' },
      },
    },
    gopayPopup: {
      description:
        'GoPay’s activation page is open in a popup; the method is asked about every 2 s until it is active or failed. Closed without an answer, or cancelled there: cancelled. Blocked: this window goes there.',
      tags: ['step:list', 'step:waiting'],
      invoke: {
        id: 'providerWindow',
        src: 'providerWindow',
        input: ({ context }) => ({ url: context.page ?? '' }),
      },
      on: {
        'popup.blocked': 'redirecting',
        'popup.closed': { guard: 'isUnanswered', target: 'refreshing', actions: 'gopayCancelled' },
        'popup.returned': [
          { guard: 'isCancelReturn', target: 'gopayCancelling', actions: 'gopayCancelled' },
          { actions: 'keepReturned' },
        ],
      },
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Waiting 2 s before asking again.',
          after: { pollDelay: 'checking' },
        },
        checking: {
          description: 'Asking the provider whether GoPay is active.',
          invoke: {
            id: 'pollMethod',
            src: 'pollMethod',
            input: ({ context }) => ({ id: context.watching ?? 0 }),
            onDone: [
              {
                guard: { type: 'isActive', params: ({ event }) => event.output },
                target: '#paymentMethods.refreshing',
                actions: { type: 'linked', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#paymentMethods.refreshing',
                actions: 'linkRefused',
              },
              { target: 'waiting' },
            ],
            onError: { target: '#paymentMethods.refreshing', actions: 'unconfirmed' },
          },
        },
      },
    },
    gopayReturned: {
      description:
        'Back from GoPay’s activation page in this window: the method is asked about every 2 s until it is active or failed.',
      tags: ['step:list', 'step:waiting'],
      initial: 'checking',
      states: {
        waiting: {
          description: 'Waiting 2 s before asking again.',
          after: { pollDelay: 'checking' },
        },
        checking: {
          description: 'Asking the provider whether GoPay is active.',
          invoke: {
            id: 'pollMethod',
            src: 'pollMethod',
            input: ({ context }) => ({ id: context.watching ?? 0 }),
            onDone: [
              {
                guard: { type: 'isActive', params: ({ event }) => event.output },
                target: '#paymentMethods.refreshing',
                actions: { type: 'linked', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailed', params: ({ event }) => event.output },
                target: '#paymentMethods.refreshing',
                actions: 'linkRefused',
              },
              { target: 'waiting' },
            ],
            onError: { target: '#paymentMethods.refreshing', actions: 'unconfirmed' },
          },
        },
      },
    },
    gopayCancelling: {
      description:
        'GoPay’s page said the linking was cancelled: the method is asked about once, so the provider’s answer removes it, then the list is read again.',
      tags: ['step:list'],
      invoke: {
        id: 'pollMethod',
        src: 'pollMethod',
        input: ({ context }) => ({ id: context.watching ?? 0 }),
        onDone: { target: 'refreshing', actions: 'stopWatching' },
        onError: { target: 'refreshing', actions: 'stopWatching' },
      },
    },
    cardStarting: {
      description: 'Asking the provider for its card page. A failure goes back to the list and says so.',
      tags: ['loading', 'step:list', 'step:cardPage'],
      invoke: {
        id: 'addCard',
        src: 'addCard',
        input: ({ context }) => ({ language: context.language }),
        onDone: {
          target: 'cardPopup',
          actions: { type: 'openCardPage', params: ({ event }) => event.output },
        },
        onError: { target: 'list', actions: 'failCard' },
      },
    },
    cardPopup: {
      description:
        'The provider’s card page is open in a popup (no charge). Its answer completes the card; closed without one, or cancelled there: cancelled. Blocked: this window goes there.',
      tags: ['step:list', 'step:cardPage'],
      invoke: {
        id: 'providerWindow',
        src: 'providerWindow',
        input: ({ context }) => ({ url: context.page ?? '' }),
      },
      on: {
        'popup.blocked': 'redirecting',
        'popup.closed': { target: 'list', actions: 'cardCancelled' },
        'popup.returned': [
          { guard: 'isCancelReturn', target: 'list', actions: 'cardCancelled' },
          { target: 'completingCard', actions: 'keepReturned' },
        ],
      },
    },
    completingCard: {
      description:
        'Reading the card the provider saved; then the list shows it. A failure says the card was not added.',
      tags: ['loading', 'step:list', 'step:cardPage', 'step:cardSaving'],
      invoke: {
        id: 'completeCard',
        src: 'completeCard',
        input: ({ context }) => ({
          registration: context.returned?.kind === 'card' ? context.returned.id : '',
        }),
        onDone: { target: 'refreshing', actions: { type: 'added', params: ({ event }) => event.output } },
        onError: { target: 'list', actions: 'cardRefused' },
      },
    },
    redirecting: {
      description:
        'The popup was blocked: this window goes to the provider’s page, which sends it back here.',
      tags: ['loading', 'step:list', 'step:redirecting'],
      invoke: {
        id: 'redirect',
        src: 'redirect',
        input: ({ context }) => ({ url: context.page ?? '' }),
        onError: { target: 'list', actions: 'failRedirect' },
      },
    },
    confirmingUnlink: {
      description:
        'Asking whether to unlink the method; where renewals are charged to it, where they move (another active method) or whether their auto-renew turns off.',
      tags: ['step:list', 'step:confirmUnlink'],
      on: {
        'unlink.choose': { guard: 'isMoveOffered', actions: 'chooseMove' },
        confirm: { guard: 'isUnlinkReady', target: 'unlinking' },
        cancel: { target: 'list', actions: 'clearTarget' },
      },
    },
    unlinking: {
      description:
        'Unlinking the method; then the list goes without it. A failure stays in the confirmation and says so.',
      tags: ['loading', 'step:list', 'step:confirmUnlink'],
      invoke: {
        id: 'unlink',
        src: 'unlink',
        input: ({ context }) => ({
          id: context.target ?? 0,
          // a method without renewals names no place for them
          moveTo: context.moveTo === null ? undefined : context.moveTo === 'off' ? null : context.moveTo,
        }),
        onDone: { target: 'refreshing', actions: { type: 'unlinked', params: ({ event }) => event.output } },
        onError: { target: 'confirmingUnlink', actions: 'failUnlink' },
      },
    },
    refreshing: {
      description:
        'After a change, the methods read again (the renewals each pays for); the list stays meanwhile, and stays as it was if they cannot be read.',
      tags: ['step:list'],
      invoke: {
        id: 'refreshMethods',
        src: 'listMethods',
        onDone: { target: 'list', actions: { type: 'setList', params: ({ event }) => event.output } },
        onError: 'list',
      },
    },
  },
})

export type PaymentMethodsActorRef = ActorRefFrom<typeof paymentMethodsMachine>
