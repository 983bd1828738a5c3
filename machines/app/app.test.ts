/** The app root's hand-overs, on a real actor with stand-in children and services. */
import { createActor, createMachine, emit, fromCallback, fromPromise, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import {
  appMachine,
  type AppEvent,
  type LoginAsker,
  type OpenedSession,
  type PaymentLogic,
  type PurchaseLogic,
} from './app.machine'
import { DEVICE, opened } from './app.paths'
import type { Device } from '../../contract/user'

/** A deferred promise: the test says when a service answers. */
function gate<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function start() {
  const received: Record<'session' | 'payment', AnyEventObject[]> = { session: [], payment: [] }
  const stays = fromCallback<AppEvent>(() => () => undefined)
  // a session that records what it is told, and goes home or reloads when the test says
  const session = createMachine({
    on: {
      'test.home': { actions: emit({ type: 'navigateHome' }) },
      'test.reload': { actions: emit({ type: 'reload' }) },
      '*': { actions: ({ event }) => void received.session.push(event) },
    },
  })
  // the API's word, said when the test says (src/app/runtime.ts binds it to src/api/clients.ts)
  const api = { sessionEnded: () => {} }
  const hearApi = fromCallback<AppEvent>(({ sendBack }) => {
    api.sessionEnded = () => sendBack({ type: 'api.sessionEnded' })
    return () => (api.sessionEnded = () => {})
  })
  const payment = gate<PaymentLogic>()
  const login = gate<OpenedSession>()
  const device = gate<Device>()
  const actor = createActor(
    appMachine.provide({
      actors: {
        session: session as never,
        auth: stays as never,
        hearAuth: stays,
        hearApi,
        openSession: fromPromise(() => login.promise),
        loadDevice: fromPromise(() => device.promise),
        loadPayment: fromPromise(() => payment.promise),
      },
    }),
  )
  const emitted: AnyEventObject[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  // a payment flow that, like the real one, drops a Pay in its start and takes anything once started
  const record = ({ event }: { event: AnyEventObject }) => void received.payment.push(event)
  const paymentFlow = createMachine({
    initial: 'starting',
    states: {
      starting: { on: { buy: { actions: record }, started: 'started' } },
      started: {
        on: {
          // the narrow redirect, as the real flow emits it when its payment popup returns
          close: {
            actions: emit({ type: 'navigate', path: '/', query: { order_id: 'VPT-1', open_tx: 'true' } }),
          },
          '*': { actions: record },
        },
      },
    },
  }) as unknown as PaymentLogic
  return { actor, received, emitted, payment, paymentFlow, login, device, api }
}

const buy = { type: 'buy', pkg: { id: 1, kind: 'add-on', productCode: 'A' }, returnPath: '/token' } as const
const pay = { type: 'pay', orderId: 'VPT-1', token: 't', returnPath: '/purchase', mode: 'visitor' } as const

describe('the app system', () => {
  it("holds requests made before the payment flow's code arrived, then hands them over in order", async () => {
    const { actor, received, payment, paymentFlow } = start()
    actor.send(buy)
    actor.send(pay)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.held).toEqual([buy, pay])
    payment.resolve(paymentFlow)
    await payment.promise
    await Promise.resolve()
    // nothing while the flow starts (in its start it would drop the Pay)
    expect(received.payment).toEqual([])
    expect(actor.getSnapshot().context.held).toEqual([buy, pay])
    const flow = actor.system.get('payment')
    expect(flow).toBe(actor.getSnapshot().context.payment)
    flow.send({ type: 'started' })
    // its start is over: both, in order
    expect(received.payment).toEqual([buy, pay])
    expect(actor.getSnapshot().context.held).toEqual([])
    actor.send({ type: 'returned', orderId: 'VPT-1', openTx: false })
    expect(received.payment.at(-1)).toEqual({ type: 'returned', orderId: 'VPT-1', openTx: false })
  })

  it("turns the payment flow's redirects into the app's navigation from the moment the flow runs", async () => {
    const { actor, emitted, payment, paymentFlow } = start()
    actor.send(pay)
    payment.resolve(paymentFlow)
    await payment.promise
    await Promise.resolve()
    const flow = actor.system.get('payment')
    flow.send({ type: 'started' })
    // nothing but the app listens: a payment view still loading would have missed it
    flow.send({ type: 'close' })
    expect(emitted).toContainEqual({ type: 'navigate', to: '/?order_id=VPT-1&open_tx=true' })
  })

  it('tries again on the next request when the code could not load, dropping nothing later', async () => {
    const { actor, payment } = start()
    actor.send(buy)
    payment.reject(new Error('offline'))
    await payment.promise.catch(() => undefined)
    await Promise.resolve()
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    actor.send(pay)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
  })

  it('tells the session who logged in, and counts the login', async () => {
    const { actor, received, emitted, login } = start()
    actor.send({ type: 'auth.loggedIn', token: opened.login.token, user: null })
    login.resolve(opened)
    await login.promise
    await Promise.resolve()
    expect(received.session).toEqual([{ type: 'session.loggedIn', ...opened.login }])
    expect(emitted).toContainEqual({ type: 'track', event: 'login', label: 'site', userId: '7' })
  })

  it("goes home with the top bar active after a login on /stb-profile, and shows the link's box", async () => {
    const { actor, emitted, device, login } = start()
    actor.send({ type: 'page', stbSerial: 'STB-1' })
    actor.send({ type: 'auth.loggedIn', token: opened.login.token, user: null })
    login.resolve(opened)
    expect(emitted).toContainEqual({ type: 'navigate', to: '/' })
    expect(actor.getSnapshot().context.topbarActive).toBe(true)
    device.resolve(DEVICE)
    await device.promise
    await Promise.resolve()
    expect(actor.getSnapshot().hasTag('step:device')).toBe(true)
    actor.send({ type: 'device.edit' })
    expect(actor.getSnapshot().context.device).toBeNull()
    expect(emitted).toContainEqual({ type: 'navigate', to: '/account/device-management' })
  })

  it('tells the session when the API saw this login ended elsewhere, for as long as the app runs', () => {
    const { actor, received, api } = start()
    api.sessionEnded()
    expect(received.session).toEqual([{ type: 'session.ended' }])
    actor.stop()
    api.sessionEnded()
    expect(received.session).toEqual([{ type: 'session.ended' }])
  })

  it("makes the session's way home and its reload the app's own navigation", () => {
    const { actor, emitted } = start()
    actor.system.get('session').send({ type: 'test.home' })
    actor.system.get('session').send({ type: 'test.reload' })
    expect(emitted.filter((e) => e.type === 'navigate' || e.type === 'reload')).toEqual([
      { type: 'navigate', to: '/' },
      { type: 'reload' },
    ])
  })

  it('opens the login for a flow that asks, and answers it: the login with its phone, or the modal closed', async () => {
    const { actor, received, login } = start()
    const answers: AnyEventObject[] = []
    const asker = createActor(
      fromCallback<AnyEventObject>(({ receive }) => {
        receive((event) => answers.push(event))
        return () => undefined
      }),
    ).start() as unknown as LoginAsker
    actor.send({ type: 'login.ask', replyTo: asker })
    expect(actor.getSnapshot().matches({ asking: 'asked' })).toBe(true)
    actor.send({
      type: 'auth.loggedIn',
      token: opened.login.token,
      user: { name: 'Dina', phone: '0812', email: '', avatarUrl: null },
    })
    expect(answers).toEqual([{ type: 'login.done', phone: '0812' }])
    // the modal then closes: that is no second answer
    actor.send({ type: 'auth.closed' })
    expect(answers).toHaveLength(1)
    login.resolve(opened)
    await login.promise
    await Promise.resolve()
    expect(received.session).toEqual([{ type: 'session.loggedIn', ...opened.login }])
    actor.send({ type: 'login.ask', replyTo: asker })
    actor.send({ type: 'auth.closed' })
    expect(answers.at(-1)).toEqual({ type: 'login.cancelled' })
    // an ask its flow took back gets no answer
    actor.send({ type: 'login.ask', replyTo: asker })
    actor.send({ type: 'login.unask', replyTo: asker })
    actor.send({ type: 'auth.closed' })
    expect(answers).toHaveLength(2)
    expect(actor.getSnapshot().matches({ asking: 'idle' })).toBe(true)
  })

  it('spawns the /purchase flow its page asks for, makes its Pay a Pay of the payment flow, and stops it when the page closes it', () => {
    const { actor } = start()
    const logic = createMachine({
      types: {} as {
        input: { query: string }
        context: { query: string }
        emitted: { type: 'pay'; orderId: string; token: string; own: boolean }
      },
      context: ({ input }) => ({ query: input.query }),
      on: {
        visitor: { actions: emit({ type: 'pay', orderId: 'VPT-2', token: 't2', own: false }) },
        own: { actions: emit({ type: 'pay', orderId: 'VPT-3', token: 't3', own: true }) },
      },
    })
    actor.send({ type: 'purchase.open', logic: logic as unknown as PurchaseLogic, query: 'STB-1' })
    const flow = actor.getSnapshot().context.purchase!
    expect((flow.getSnapshot().context as unknown as { query: string }).query).toBe('STB-1')
    flow.send({ type: 'visitor' } as never)
    flow.send({ type: 'own' } as never)
    expect(actor.getSnapshot().context.held).toEqual([
      { type: 'pay', orderId: 'VPT-2', token: 't2', returnPath: '/purchase', mode: 'visitor' },
      { type: 'pay', orderId: 'VPT-3', token: 't3', returnPath: '/purchase', mode: 'result' },
    ])
    // asked again (the page's next first lookup): the one before stops, a new one runs
    actor.send({ type: 'purchase.open', logic: logic as unknown as PurchaseLogic, query: '0812' })
    expect(flow.getSnapshot().status).toBe('stopped')
    const next = actor.getSnapshot().context.purchase!
    expect(next).not.toBe(flow)
    // the page closed: its flow stops and is no longer heard
    actor.send({ type: 'purchase.close' })
    expect(next.getSnapshot().status).toBe('stopped')
    expect(actor.getSnapshot().context.purchase).toBeNull()
    expect(actor.getSnapshot().context.held).toHaveLength(2)
  })

  it('changes nothing of the page when the login was made elsewhere', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'page', stbSerial: null })
    actor.send({ type: 'auth.loggedIn', token: opened.login.token, user: null })
    expect(emitted.filter((e) => e.type === 'navigate')).toEqual([])
    expect(actor.getSnapshot().context.topbarActive).toBe(false)
  })
})
