/**
 * The TV sign-in flow's bindings: the service's refusals become the flow's reasons (a call that got
 * no answer stays a plain failure, which offers Try again), and the login is the app system's —
 * the session says who is logged in (once it knows), the login dialog's outcome reaches the chart.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createActor, createMachine, emit, toPromise, waitFor } from 'xstate'
import { appMachine, type AppActorRef } from '../../../machines/app/app.machine'
import { TvSignInError, tvSignInMachine } from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { ApiError, configureClients } from '../../api/clients'
import { tvSignInActors } from './tv.actors'

type Reply = { status: number; body: unknown; headers?: Record<string, string> }
let replies: Record<string, Reply>
let sent: { path: string; body: unknown }[]

beforeEach(() => {
  replies = {}
  sent = []
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const request = new Request(new URL(url, 'http://127.0.0.1'), init)
      const path = new URL(request.url).pathname.replace(/^.*\/v1\//, '')
      sent.push({ path, body: await request.json() })
      const reply = replies[path]
      if (!reply) return new Response('{}', { status: 500 })
      return Response.json(reply.body, { status: reply.status, headers: reply.headers ?? {} })
    },
  })
})

const status = (code: number, message: string, http = 200): Reply => ({
  status: http,
  body: { status: { code, message } },
})

/** The login dialog as the app's `auth` child: opened, then closed with or without a login. */
const fakeAuth = createMachine({
  types: {} as { emitted: { type: 'loggedIn'; token: string; user: { phone: string } | null } },
  initial: 'closed',
  states: {
    closed: { on: { open: 'login' } },
    login: {
      on: {
        close: 'closed',
        succeed: {
          target: 'closed',
          actions: emit({ type: 'loggedIn', token: 't', user: { phone: '081234567890' } } as const),
        },
      },
    },
  },
})

/** The app's `session` child: reading the stored login until told what it found. */
const fakeSession = createMachine({
  initial: 'reading',
  context: { user: { name: 'Dina', phone: '081298765432', avatarUrl: null } },
  states: { reading: { on: { found: 'loggedIn', none: 'loggedOut' } }, loggedIn: {}, loggedOut: {} },
})

function appWith(): AppActorRef {
  const app = appMachine.provide({
    actors: {
      session: fakeSession as never,
      auth: fakeAuth as never,
      hearApi: createMachine({}) as never,
    },
  })
  return createActor(app).start()
}

describe('the TV sign-in calls', () => {
  const actors = tvSignInActors(() => Promise.reject(new Error('no app in these tests')))
  const lookUp = () => toPromise(createActor(actors.lookUp, { input: { code: 'WDJBMJHT' } }).start())
  const approve = () => toPromise(createActor(actors.approve, { input: { code: 'WDJBMJHT' } }).start())

  it('looks the code up and answers what the TV is', async () => {
    replies['user/tv/lookup'] = {
      status: 200,
      body: {
        status: { code: 0, message: 'OK' },
        data: { clientName: 'Vision+ TV box', state: 'pending', code: 'WDJB-MJHT' },
      },
    }
    expect(await lookUp()).toEqual({ clientName: 'Vision+ TV box', state: 'pending', code: 'WDJB-MJHT' })
    expect(sent).toEqual([{ path: 'user/tv/lookup', body: { code: 'WDJBMJHT' } }])
  })

  it.each([
    ['unknown', status(5, 'This code is not valid')],
    ['expired', status(6, 'This code has expired')],
    ['used', status(7, 'This code was already used')],
    ['loggedOut', status(18, 'Unauthorized', 401)],
    ['reauth', status(19, 'Confirm it is you: enter your password again', 403)],
    ['wrongPassword', status(3, 'Wrong password')],
  ] as const)('turns the service’s refusal into %s', async (reason, reply) => {
    replies['user/tv/approve'] = reply
    const error = await approve().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TvSignInError)
    expect((error as TvSignInError).code).toBe(reason)
  })

  it('sends the password asked again with the approval, and only then', async () => {
    replies['user/tv/approve'] = {
      status: 200,
      body: { status: { code: 0, message: 'OK' }, data: { approved: true } },
    }
    await toPromise(
      createActor(actors.approve, { input: { code: 'WDJBMJHT', password: 'visionplus123' } }).start(),
    )
    await approve()
    expect(sent).toEqual([
      { path: 'user/tv/approve', body: { code: 'WDJBMJHT', password: 'visionplus123' } },
      { path: 'user/tv/approve', body: { code: 'WDJBMJHT' } },
    ])
  })

  it('keeps the wait of too many wrong codes', async () => {
    replies['user/tv/lookup'] = { ...status(9, 'Too many attempts', 429), headers: { 'Retry-After': '840' } }
    const error = (await lookUp().catch((e: unknown) => e)) as TvSignInError
    expect([error.code, error.retryAfterSeconds]).toEqual(['tooMany', 840])
  })

  it('leaves a call that got no answer a plain failure (the flow offers Try again)', async () => {
    const error = await approve().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(TvSignInError)
  })
})

describe('the login, through the app system', () => {
  function flow(app: AppActorRef) {
    replies['user/tv/lookup'] = {
      status: 200,
      body: {
        status: { code: 0, message: 'OK' },
        data: { clientName: 'Vision+ TV box', state: 'pending', code: 'WDJB-MJHT' },
      },
    }
    const logic = tvSignInMachine.provide({ actors: tvSignInActors(async () => app) })
    return createActor(logic, { input: { code: 'WDJB-MJHT' } }).start()
  }
  const child = (app: AppActorRef, id: 'auth' | 'session') =>
    app.getSnapshot().children[id] as unknown as { send: (event: { type: string }) => void }

  it('waits for the session to have read the stored login, then takes its account', async () => {
    const app = appWith()
    const tv = flow(app)
    tv.send({ type: 'code.submit' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(tv.getSnapshot().value).toBe('checkingLogin')
    child(app, 'session').send({ type: 'found' })
    await waitFor(tv, (s) => s.hasTag('step:confirm'))
    expect(tv.getSnapshot().context.account).toEqual({ phone: '081298765432' })
  })

  it('opens the login dialog for a visitor and continues with the same code once logged in', async () => {
    const app = appWith()
    child(app, 'session').send({ type: 'none' })
    const tv = flow(app)
    tv.send({ type: 'code.submit' })
    await waitFor(tv, (s) => s.hasTag('step:login'))
    await waitFor(app.getSnapshot().children.auth!, (s) => !s.matches('closed'))
    child(app, 'auth').send({ type: 'succeed' })
    await waitFor(tv, (s) => s.hasTag('step:confirm'))
    expect(tv.getSnapshot().context.account).toEqual({ phone: '081234567890' })
    expect(sent).toEqual([{ path: 'user/tv/lookup', body: { code: 'WDJBMJHT' } }])
  })

  it('comes back to the code, unsent, when the dialog is closed without a login', async () => {
    const app = appWith()
    child(app, 'session').send({ type: 'none' })
    const tv = flow(app)
    tv.send({ type: 'code.submit' })
    await waitFor(app.getSnapshot().children.auth!, (s) => !s.matches('closed'))
    child(app, 'auth').send({ type: 'close' })
    await waitFor(tv, (s) => s.matches('entering'))
    expect(tv.getSnapshot().context.code).toBe('WDJB-MJHT')
    expect(sent).toEqual([])
  })

  it('says the login could not download (offline) and opens it on Continue once it can', async () => {
    const app = appWith()
    child(app, 'session').send({ type: 'none' })
    let online = false
    const logic = tvSignInMachine.provide({
      actors: tvSignInActors(async () => {
        if (!online) throw new TypeError('Failed to fetch dynamically imported module')
        return app
      }),
    })
    const tv = createActor(logic, { input: { code: 'WDJB-MJHT' } }).start()
    tv.send({ type: 'code.submit' })
    await waitFor(tv, (s) => s.hasTag('step:loginFailed'))
    expect(tv.getSnapshot().context.code).toBe('WDJB-MJHT')
    online = true
    tv.send({ type: 'code.submit' })
    await waitFor(app.getSnapshot().children.auth!, (s) => !s.matches('closed'))
    expect(tv.getSnapshot().hasTag('step:login')).toBe(true)
    expect(sent).toEqual([])
  })
})
