/**
 * The app actor system's root (DESIGN §4): one actor, made by the lazy runtime loader
 * (src/app/runtime.ts), owns the app's long-lived flows as children addressed by systemId —
 * `session`, `auth` (the login modal), `addressPicker`, `devicePhone` and, once its code has
 * loaded, `payment` — and carries out the hand-overs between them as transitions of this chart:
 *
 * - login: auth's login becomes the session's (`auth.loggedIn` → the token's claims read → the
 *   session told), counted for analytics;
 * - session: a call the API saw refused because this login was ended elsewhere tells the session
 *   (`api.sessionEnded` → `session.ended`); the session's way home after a logout and its reload
 *   after another tab's login change are the app's navigation (`navigate`, `reload`);
 * - a login asked for by a flow (the TV sign-in, `login.ask`): the login modal opens, and its
 *   login (with the account's phone) or its closing without one is the flow's answer;
 * - set-top box: a login made on /stb-profile goes home, activates the top bar and shows the
 *   link's box (SPEC §2);
 * - purchase: the /purchase page asks for its flow (`purchase.open`, with the flow's provided
 *   logic, which loads with the page) and the app spawns it (context `purchase`) until the page
 *   closes it; its Pay (heard by `hearPurchase`) is a Pay of the payment flow, back to /purchase,
 *   its result shown there unless the box is the customer's own (`purchase.pay` → `pay`);
 * - TV sign-in: its flow is its page's (its chart says when the app's code cannot load), and
 *   its login is asked of this chart (`login.ask`, above);
 * - payment: a Buy or a Pay is held while the payment flow's code loads, then handed to it in
 *   order, so a click made before that code arrived is not lost, and so is an order the page was
 *   opened with (`returned`: the layout reads it from the address and sends it here); the flow's
 *   redirects (back to the page that paid, or the narrow one to / with the order's detail) are the
 *   app's navigation, heard here from the moment it runs (its views may still be loading then).
 *
 * Pages and the shell send their requests here (src/lib/app-system.ts); nothing else queues them.
 */
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  raise,
  sendTo,
  stopChild,
  fromCallback,
  fromPromise,
  type ActorRef,
  type ActorRefFrom,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate'
import { lazySetup } from '../lib/lazy-setup'
import { notProvided } from '../lib/actors'
import { authMachine, type AuthActorRef, type AuthUser } from '../auth/auth.machine'
import { sessionMachine, type SessionActorRef, type SessionEvent } from '../session/session.machine'
import { addressPickerMachine } from '../address-picker/address-picker.machine'
import { devicePhoneMachine } from '../device-phone/device-phone.machine'
import type {
  PaymentActorRef,
  PaymentEmitted,
  PaymentEvent,
  paymentMachine,
} from '../payment/payment.machine'
import type { PurchaseActorRef, purchaseMachine } from '../purchase/purchase.machine'
import type { Device } from '../../contract/user'

/** What the session is told of a login: the token, its expiry (seconds) and who it names. */
export type SessionLogin = Omit<Extract<SessionEvent, { type: 'session.loggedIn' }>, 'type'>

/** The claims read from a fresh login: the session's part and the customer's id for analytics. */
export interface OpenedSession {
  login: SessionLogin
  userId: string | null
}

/** A request of a page to the payment flow (the payment machine's own events). */
/** The payment flow with its real actors, as the loader brings it. */
export type PaymentLogic = typeof paymentMachine

export type PaymentRequest = Extract<PaymentEvent, { type: 'buy' | 'pay' | 'returned' }>

/** The answer to a flow that asked for a login (`login.ask`): logged in, or the modal closed. */
export type LoginAnswer = { type: 'login.done'; phone: string | null } | { type: 'login.cancelled' }

/** Who asked for a login: the actor the answer is sent to. */
export type LoginAsker = ActorRef<Snapshot<unknown>, LoginAnswer>

export type AppEvent =
  /** From the login modal: a login or sign-up succeeded (heard from the `auth` child). */
  | { type: 'auth.loggedIn'; token: string; user: AuthUser | null }
  /** From the login modal: a sign-up succeeded (counted). */
  | { type: 'auth.signedUp' }
  /** From the login modal: it closed, with or without a login (heard from the `auth` child). */
  | { type: 'auth.closed' }
  /** A flow needs a login (the TV sign-in's `logIn`): the modal opens, the answer goes to `replyTo`. */
  | { type: 'login.ask'; replyTo: LoginAsker }
  /** The flow that asked waits no more (it left its login step). */
  | { type: 'login.unask'; replyTo: LoginAsker }
  /** From the API (heard by `hearApi`): a call was refused because this login was ended elsewhere. */
  | { type: 'api.sessionEnded' }
  /** From the session (heard by `hearSession`): a logout or an ended login goes home. */
  | { type: 'session.navigateHome' }
  /** From the session (heard by `hearSession`): another tab logged in or out, the page reloads. */
  | { type: 'session.reload' }
  /** The page in view: on /stb-profile, the serial number of its link ('' without one); else null. */
  | { type: 'page'; stbSerial: string | null }
  /** The box detail shown after a login on /stb-profile: closed, or Edit (to Device Management). */
  | { type: 'device.close' }
  | { type: 'device.edit' }
  | PaymentRequest
  /** The /purchase page's first lookup: the app spawns the page's flow (and hears its Pay) until the page closes it. */
  | { type: 'purchase.open'; logic: PurchaseLogic; query: string }
  | { type: 'purchase.close' }
  /** From the purchase flow (heard by `hearPurchase`): its order is made, to be paid; `own`: the customer's own box. */
  | { type: 'purchase.pay'; orderId: string; token: string; own: boolean }
  /** Something for the payment flow waits (a stored result, an order_id in the address): load it. */
  | { type: 'payment.wake' }
  /** From the payment flow: what to count (heard by `hearPayment`). */
  | { type: 'payment.track'; event: PaymentTrack['event']; label: string }
  /** From the payment flow: its start is over (its first change, heard by `hearPayment`). */
  | { type: 'payment.started' }
  /** From the payment flow: a redirect to a locale-relative path with its query (heard by `hearPayment`). */
  | { type: 'payment.navigate'; path: string; query: Record<string, string> }

/** What the payment flow emits to count. */
type PaymentTrack = Extract<PaymentEmitted, { type: 'track' }>

export type AppEmitted =
  /** Go to a locale-relative path, with its query if any. */
  | { type: 'navigate'; to: string }
  /** Reload the page (another tab's login change). */
  | { type: 'reload' }
  | {
      type: 'track'
      event: 'login' | 'sign_up' | PaymentTrack['event']
      label: string
      /** Null: the logged-in customer, if any. */
      userId: string | null
    }

export interface AppContext {
  /** On /stb-profile: its link's box serial ('' without one); null on any other page. */
  stbSerial: string | null
  /** The box of the link, found after a login on /stb-profile, shown until closed. */
  device: Device | null
  /** SPEC §2: after a login on /stb-profile the top bar is active. */
  topbarActive: boolean
  /** Requests made while the payment flow's code loads, handed over in order once it runs. */
  held: PaymentRequest[]
  /** The payment flow (systemId `payment`), once its code has loaded. */
  payment: PaymentActorRef | null
  /** The flow waiting on a login it asked for; null when none waits. */
  loginAsker: LoginAsker | null
  /** The /purchase flow while its page shows it (a page asking again replaces it). */
  purchase: PurchaseActorRef | null
}

/** The /purchase flow's logic, provided by its page's code (src/features/payment/PurchaseFlow.tsx). */
export type PurchaseLogic = typeof purchaseMachine

/**
 * What views ask with `hasTag`: `step:device` while the box detail shows; `loading` while the
 * payment flow's code loads; `error` when it could not.
 */
export type AppTag = 'step:device' | 'loading' | 'error'

export const appMachine = lazySetup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    emitted: {} as AppEmitted,
    tags: {} as AppTag,
    children: {} as {
      session: 'session'
      auth: 'auth'
      addressPicker: 'addressPicker'
      devicePhone: 'devicePhone'
      hearAuth: 'hearAuth'
      hearSession: 'hearSession'
      hearApi: 'hearApi'
      hearPayment: 'hearPayment'
      openSession: 'openSession'
      loadDevice: 'loadDevice'
      loadPayment: 'loadPayment'
    },
  },
  actors: {
    session: sessionMachine,
    auth: authMachine,
    addressPicker: addressPickerMachine,
    devicePhone: devicePhoneMachine,
    /** Hears the login modal's outcome (what it emits) as events of this chart. */
    hearAuth: fromCallback<AppEvent>(({ system, sendBack }) => {
      const auth = system.get('auth') as AuthActorRef | undefined
      // its login is emitted before its closed state is seen: a login is never taken for a cancel
      let open = auth ? !auth.getSnapshot().matches('closed') : false
      const subscriptions = [
        auth?.on('loggedIn', ({ token, user }) => sendBack({ type: 'auth.loggedIn', token, user })),
        auth?.on('notice', ({ code }) => {
          if (code === 'registrationSuccess') sendBack({ type: 'auth.signedUp' })
        }),
        auth?.subscribe((snapshot) => {
          const wasOpen = open
          open = !snapshot.matches('closed')
          if (wasOpen && !open) sendBack({ type: 'auth.closed' })
        }),
      ]
      return () => subscriptions.forEach((subscription) => subscription?.unsubscribe())
    }),
    /** Hears the session's navigation as events of this chart: home, and a reload. */
    hearSession: fromCallback<AppEvent>(({ system, sendBack }) => {
      const session = system.get('session') as SessionActorRef | undefined
      const subscriptions = [
        session?.on('navigateHome', () => sendBack({ type: 'session.navigateHome' })),
        session?.on('reload', () => sendBack({ type: 'session.reload' })),
      ]
      return () => subscriptions.forEach((subscription) => subscription?.unsubscribe())
    }),
    /** Hears the API while the app runs: a call refused because this login was ended elsewhere. */
    hearApi: fromCallback<AppEvent>(notProvided('hearApi')),
    /** Hears the /purchase flow's Pay as events of this chart. */
    hearPurchase: fromCallback<AppEvent, { flow: PurchaseActorRef }>(({ input, sendBack }) => {
      const paid = input.flow.on('pay', ({ orderId, token, own }) =>
        sendBack({ type: 'purchase.pay', orderId, token, own }),
      )
      return () => paid.unsubscribe()
    }),
    /** Hears the payment flow as events of this chart: the end of its start, what it emits to count. */
    hearPayment: fromCallback<AppEvent>(({ system, sendBack }) => {
      const payment = system.get('payment') as PaymentActorRef | undefined
      const tracked = payment?.on('track', ({ event, label }) =>
        sendBack({ type: 'payment.track', event, label }),
      )
      const redirected = payment?.on('navigate', ({ path, query }) =>
        sendBack({ type: 'payment.navigate', path, query }),
      )
      const started = payment?.subscribe(() => {
        started?.unsubscribe()
        sendBack({ type: 'payment.started' })
      })
      return () => {
        tracked?.unsubscribe()
        redirected?.unsubscribe()
        started?.unsubscribe()
      }
    }),
    /** Reads the login's token: the session's part (rejects a token without an expiry). */
    openSession: fromPromise<OpenedSession, { token: string; user: AuthUser | null }>(
      notProvided('openSession'),
    ),
    /** The link's box on the logged-in account (rejects when it is not there). */
    loadDevice: fromPromise<Device, { sn: string }>(notProvided('loadDevice')),
    /** The payment flow's code, provided with its actors: loaded on the first request. */
    loadPayment: fromPromise<PaymentLogic, void>(notProvided('loadPayment')),
  },
  guards: {
    onStbPage: ({ event }) => {
      assertEvent(event, 'page')
      return event.stbSerial !== null
    },
    hasSerial: ({ context }) => Boolean(context.stbSerial),
    isAsker: ({ context, event }) => {
      assertEvent(event, 'login.unask')
      return event.replyTo === context.loginAsker
    },
  },
  actions: {
    setPage: assign(({ event }) => {
      assertEvent(event, 'page')
      return { stbSerial: event.stbSerial }
    }),
    tellSession: enqueueActions(({ enqueue }, opened: OpenedSession) => {
      enqueue.sendTo('session', { type: 'session.loggedIn', ...opened.login })
      enqueue.emit({ type: 'track', event: 'login', label: 'site', userId: opened.userId })
    }),
    trackSignUp: emit({ type: 'track', event: 'sign_up', label: 'otp', userId: null } as const),
    trackPayment: emit(({ event }) => {
      assertEvent(event, 'payment.track')
      return { type: 'track' as const, event: event.event, label: event.label, userId: null }
    }),
    setAsker: assign(({ event }) => {
      assertEvent(event, 'login.ask')
      return { loginAsker: event.replyTo }
    }),
    clearAsker: assign({ loginAsker: null }),
    openLogin: sendTo('auth', { type: 'open' } as const),
    answerLoggedIn: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'auth.loggedIn')
      if (context.loginAsker)
        enqueue.sendTo(context.loginAsker, { type: 'login.done', phone: event.user?.phone ?? null })
    }),
    answerCancelled: enqueueActions(({ context, enqueue }) => {
      if (context.loginAsker) enqueue.sendTo(context.loginAsker, { type: 'login.cancelled' })
    }),
    activateTopbar: assign({ topbarActive: true }),
    // one purchase flow at a time, the page's latest: the one before (if any) stops first
    openPurchase: assign(({ event, spawn }) => {
      assertEvent(event, 'purchase.open')
      const purchase = spawn(event.logic, { input: { query: event.query } })
      spawn('hearPurchase', { id: 'hearPurchase', input: { flow: purchase } })
      return { purchase }
    }),
    closePurchase: enqueueActions(({ context, enqueue }) => {
      enqueue(stopChild('hearPurchase'))
      if (context.purchase) enqueue(stopChild(context.purchase))
      enqueue.assign({ purchase: null })
    }),
    // only the owner's history holds the order: for someone else's box (a visitor's, or a
    // customer's buying for a relative) the result shows on /purchase at any width
    payPurchase: raise(({ event }) => {
      assertEvent(event, 'purchase.pay')
      return {
        type: 'pay' as const,
        orderId: event.orderId,
        token: event.token,
        returnPath: '/purchase',
        mode: event.own ? ('result' as const) : ('visitor' as const),
      }
    }),
    goHome: emit({ type: 'navigate', to: '/' } as const),
    reloadPage: emit({ type: 'reload' } as const),
    endSession: sendTo('session', { type: 'session.ended' } as const),
    followPayment: emit(({ event }) => {
      assertEvent(event, 'payment.navigate')
      const query = new URLSearchParams(event.query).toString()
      return { type: 'navigate' as const, to: query ? `${event.path}?${query}` : event.path }
    }),
    goToDevices: emit({ type: 'navigate', to: '/account/device-management' } as const),
    setDevice: assign((_, device: Device) => ({ device })),
    clearDevice: assign({ device: null }),
    hold: assign(({ context, event }) => {
      assertEvent(event, ['buy', 'pay', 'returned'])
      return { held: [...context.held, event] }
    }),
    dropHeld: assign({ held: [] }),
    // one payment flow per system (a chart's generated paths explore many runs on one system)
    startPayment: assign(({ spawn, system }, logic: PaymentLogic) =>
      system.get('payment') ? {} : { payment: spawn(logic, { systemId: 'payment' }) },
    ),
    // its start is over: every request held goes to it, in order, and it decides what it takes
    handOverHeld: enqueueActions(({ context, enqueue }) => {
      const payment = context.payment
      if (payment) for (const request of context.held) enqueue.sendTo(payment, request)
      enqueue.assign({ held: [] })
    }),
    forward: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['buy', 'pay', 'returned'])
      if (context.payment) enqueue.sendTo(context.payment, event)
    }),
  },
}).createMachine({
  id: 'app',
  description:
    'The app: session, login modal, address picker, box phone popups and payment as children, and the hand-overs between them (an ended login, the session’s way home and reload at the root).',
  context: {
    stbSerial: null,
    device: null,
    topbarActive: false,
    held: [],
    payment: null,
    loginAsker: null,
    purchase: null,
  },
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: {} },
    { id: 'auth', systemId: 'auth', src: 'auth', input: {} },
    { id: 'addressPicker', systemId: 'addressPicker', src: 'addressPicker' },
    { id: 'devicePhone', systemId: 'devicePhone', src: 'devicePhone' },
    { id: 'hearAuth', src: 'hearAuth' },
    { id: 'hearSession', src: 'hearSession' },
    { id: 'hearApi', src: 'hearApi' },
  ],
  on: {
    'auth.signedUp': { actions: 'trackSignUp' },
    'api.sessionEnded': { actions: 'endSession' },
    'session.navigateHome': { actions: 'goHome' },
    'session.reload': { actions: 'reloadPage' },
    'purchase.open': { actions: ['closePurchase', 'openPurchase'] },
    'purchase.close': { actions: 'closePurchase' },
    'purchase.pay': { actions: 'payPurchase' },
  },
  type: 'parallel',
  states: {
    login: {
      description: 'A login of the modal becomes the session’s.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No login being handed over.',
          on: { 'auth.loggedIn': { target: 'handingOver' } },
        },
        handingOver: {
          description: 'Reading the new token, then telling the session who is logged in.',
          invoke: {
            id: 'openSession',
            src: 'openSession',
            input: ({ event }) => {
              assertEvent(event, 'auth.loggedIn')
              return { token: event.token, user: event.user }
            },
            onDone: { target: 'idle', actions: { type: 'tellSession', params: ({ event }) => event.output } },
            // a token without an expiry is no login: the session stays as it was
            onError: { target: 'idle' },
          },
        },
      },
    },
    asking: {
      description: 'A flow that needs a login (the TV sign-in) asks for it: the login modal opens for it.',
      initial: 'idle',
      states: {
        idle: {
          description: 'No flow waits on a login.',
          on: { 'login.ask': { target: 'asked', actions: ['setAsker', 'openLogin'] } },
        },
        asked: {
          description:
            'The login modal is open for a flow: its login (with the phone) or its closing without one is the answer.',
          on: {
            'auth.loggedIn': { target: 'idle', actions: ['answerLoggedIn', 'clearAsker'] },
            'auth.closed': { target: 'idle', actions: ['answerCancelled', 'clearAsker'] },
            // another ask (the flow's page opened again): the latest waits
            'login.ask': { actions: ['setAsker', 'openLogin'] },
            'login.unask': { guard: 'isAsker', target: 'idle', actions: 'clearAsker' },
          },
        },
      },
    },
    stb: {
      description: 'SPEC §2: a login on /stb-profile makes the box of its link the device in view.',
      initial: 'elsewhere',
      on: {
        page: [{ guard: 'onStbPage', target: '.onStbPage', actions: 'setPage' }, { actions: 'setPage' }],
      },
      states: {
        elsewhere: { description: 'Not on /stb-profile: a login changes nothing here.' },
        onStbPage: {
          description: 'On /stb-profile: a login here goes home with the top bar active.',
          on: {
            page: { guard: 'onStbPage', actions: 'setPage' },
            'auth.loggedIn': [
              { guard: 'hasSerial', target: 'loadingDevice', actions: ['activateTopbar', 'goHome'] },
              { target: 'handedOver', actions: ['activateTopbar', 'goHome'] },
            ],
          },
        },
        loadingDevice: {
          description: "Home, the top bar active; the link's box is being looked up on the account.",
          invoke: {
            id: 'loadDevice',
            src: 'loadDevice',
            input: ({ context }) => ({ sn: context.stbSerial ?? '' }),
            onDone: {
              target: 'showingDevice',
              actions: { type: 'setDevice', params: ({ event }) => event.output },
            },
            // the box of the link is not in this account: home without its detail
            onError: { target: 'handedOver' },
          },
        },
        showingDevice: {
          description: "The box's detail modal shows over home.",
          tags: ['step:device'],
          // however it is left (closed, Edit, or another page: /stb-profile again), the detail goes
          exit: 'clearDevice',
          on: {
            'device.close': { target: 'handedOver' },
            'device.edit': { target: 'handedOver', actions: 'goToDevices' },
          },
        },
        handedOver: { description: 'Home after the box login; the top bar stays active.' },
      },
    },
    payment: {
      description: 'The payment flow: its code loads on the first request, which waits for it.',
      initial: 'dormant',
      states: {
        dormant: {
          description: 'Nothing asked of payment yet; its code is not loaded.',
          on: {
            buy: { target: 'loading', actions: 'hold' },
            pay: { target: 'loading', actions: 'hold' },
            returned: { target: 'loading', actions: 'hold' },
            'payment.wake': { target: 'loading' },
          },
        },
        loading: {
          description: 'The payment flow’s code loads; requests made meanwhile are held in order.',
          tags: ['loading'],
          on: {
            buy: { actions: 'hold' },
            pay: { actions: 'hold' },
            returned: { actions: 'hold' },
          },
          invoke: {
            id: 'loadPayment',
            src: 'loadPayment',
            onDone: {
              target: 'running',
              actions: { type: 'startPayment', params: ({ event }) => event.output },
            },
            onError: { target: 'failed', actions: 'dropHeld' },
          },
        },
        failed: {
          description: 'Its code could not load (offline): the next request tries again.',
          tags: ['error'],
          on: {
            buy: { target: 'loading', actions: 'hold' },
            pay: { target: 'loading', actions: 'hold' },
            returned: { target: 'loading', actions: 'hold' },
            'payment.wake': { target: 'loading' },
          },
        },
        running: {
          description: 'The payment flow runs (systemId payment).',
          invoke: { id: 'hearPayment', src: 'hearPayment' },
          on: {
            'payment.track': { actions: 'trackPayment' },
            'payment.navigate': { actions: 'followPayment' },
          },
          initial: 'starting',
          states: {
            starting: {
              description:
                'The flow starts (it reads what an earlier page left, and would drop a Pay meanwhile): requests stay held until its start is over.',
              on: {
                buy: { actions: 'hold' },
                pay: { actions: 'hold' },
                returned: { actions: 'hold' },
                'payment.started': { target: 'ready', actions: 'handOverHeld' },
              },
            },
            ready: {
              description: 'Each request goes to the flow as it comes.',
              on: {
                buy: { actions: 'forward' },
                pay: { actions: 'forward' },
                returned: { actions: 'forward' },
              },
            },
          },
        },
      },
    },
  },
})

export type AppActorRef = ActorRefFrom<typeof appMachine>
export type AppSnapshot = SnapshotFrom<typeof appMachine>
