import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type InspectionEvent } from 'xstate'
import { authMachine, type AuthUser } from '../../machines/auth/auth.machine'
import { MASK, sanitize, toFlowRecord, type FlowRecord } from './flow-records'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** A real login on the auth machine with fake server calls, every record the viewer would get. */
async function recordLogin(): Promise<FlowRecord[]> {
  const records: FlowRecord[] = []
  let seq = 0
  const auth = authMachine.provide({
    actors: {
      checkPhone: fromPromise<{ exists: boolean }, { phone: string }>(async () => ({ exists: true })),
      login: fromPromise(async () => ({ token: 'secret.jwt.token' })),
      // the phone field's passkey suggestion, in a browser that offers none: it waits
      passkeyLogin: fromPromise<{ token: string }, { autofill: boolean }>(() => new Promise(() => {})),
      storeToken: fromPromise(async () => {}),
      loadAccount: fromPromise<AuthUser, { token: string }>(async () => ({
        name: 'Demo',
        phone: '081234567890',
        email: 'demo@example.com',
        avatarUrl: null,
      })),
    },
  })
  const actor = createActor(auth, {
    id: 'auth',
    input: {},
    inspect: (event: InspectionEvent) => {
      const record = toFlowRecord(event, { tab: 't1', seq: (seq += 1), time: 0 }, '/')
      if (record) records.push(record)
    },
  })
  actor.start()
  actor.send({ type: 'open' })
  actor.send({ type: 'phone.change', phone: '081234567890' })
  actor.send({ type: 'phone.submit' })
  await flush()
  actor.send({ type: 'login.submit', password: 'visionplus123' })
  for (let i = 0; i < 5; i += 1) await flush()
  expect(actor.getSnapshot().value).toBe('closed')
  actor.stop()
  return records
}

describe('flow records', () => {
  it('name actors by readable path with their parent and machine', async () => {
    const records = await recordLogin()
    const actors = records.filter((record) => record.kind === 'actor')
    expect(actors.map((record) => record.path)).toEqual([
      'auth',
      'auth.passkeyAutofill',
      'auth.checkPhone',
      'auth.login',
      'auth.storeToken',
      'auth.loadAccount',
    ])
    const [root, , child] = actors
    expect(root).toMatchObject({ id: 'auth', machineId: 'auth', parentKey: null, page: '/' })
    expect(child).toMatchObject({ id: 'checkPhone', machineId: null, parentKey: root!.key })
  })

  it('carry each event with its payload, the sender, and secrets masked', async () => {
    const records = await recordLogin()
    const events = records.filter((record) => record.kind === 'event')
    expect(events.find((record) => record.type === 'phone.change')).toMatchObject({
      path: 'auth',
      payload: { phone: MASK },
      source: null,
    })
    expect(events.find((record) => record.type === 'login.submit')?.payload).toEqual({ password: MASK })
    expect(events.find((record) => record.type === 'xstate.done.actor.login')).toMatchObject({
      source: 'auth.login',
      payload: { output: { token: MASK }, actorId: 'login' },
    })
    const text = JSON.stringify(records)
    expect(text).not.toContain('81234567890')
    expect(text).not.toContain('visionplus123')
    expect(text).not.toContain('secret.jwt.token')
  })

  it('carry the state value, tags and children of each snapshot', async () => {
    const records = await recordLogin()
    const snapshots = records.filter((record) => record.kind === 'snapshot' && record.path === 'auth')
    expect(snapshots.map((record) => (record.kind === 'snapshot' ? record.value : null))).toContainEqual({
      login: 'password',
    })
    const checking = snapshots.find((record) => record.kind === 'snapshot' && record.event === 'phone.submit')
    expect(checking).toMatchObject({
      value: { login: 'checking' },
      tags: ['loading', 'step:login'],
      children: ['passkeyAutofill', 'checkPhone'],
      status: 'active',
    })
    expect(snapshots.at(-1)).toMatchObject({ status: 'stopped', event: 'xstate.stop' })
  })

  it('are structured-cloneable: no functions, actor refs or context cross the channel', async () => {
    const records = await recordLogin()
    expect(() => structuredClone(records)).not.toThrow()
    expect(JSON.stringify(records)).not.toContain('"context"')
  })
})

describe('sanitize', () => {
  it('masks secrets by key, names functions and actor refs, cuts cycles and depth', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const actor = createActor(authMachine, { id: 'auth', input: {} })
    expect(
      sanitize({
        password: 'p',
        newPassword: 'q',
        refreshToken: 'r',
        Authorization: 'Bearer x',
        code: '1234',
        nextOtp: 'signup',
        emptyPassword: '',
        send: function send() {},
        ref: actor,
        error: new TypeError('boom'),
        at: new Date(0),
        cyclic,
        deep: { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } },
        gone: undefined,
        phone: '081234567890',
        digits: ['1', '2', '', ''],
        query: 'box of 0812-3456-7890',
        message: 'sent to +6281234567890',
      }),
    ).toEqual({
      password: MASK,
      newPassword: MASK,
      refreshToken: MASK,
      Authorization: MASK,
      code: MASK,
      nextOtp: 'signup',
      emptyPassword: '',
      send: '[function send]',
      ref: '[actor auth]',
      error: { name: 'TypeError', message: 'boom' },
      at: '1970-01-01T00:00:00.000Z',
      cyclic: { name: 'loop', self: '[circular]' },
      deep: { a: { b: { c: { d: { e: '[…]' } } } } },
      phone: MASK,
      digits: MASK,
      query: `box of ${MASK}`,
      message: `sent to ${MASK}`,
    })
  })
})
