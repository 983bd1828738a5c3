/**
 * The Stately inspector (`?inspect`) is another site: what the app sends it holds no phone number,
 * code, password or token, in events, contexts or what an actor ends with. Real flows (a login on the
 * auth machine, a code typed and pasted on the OTP machine) run with fake server calls, inspected by
 * the inspector the app makes, with an adapter that keeps what would leave the page.
 */
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { authMachine, type AuthUser } from '../../machines/auth/auth.machine'
import { otpMachine } from '../../machines/otp/otp.machine'
import { inspectorMasking } from './inspector-masking'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
/**
 * Everything the inspector was given so far has reached its adapter: it hands each inspection
 * event on in a timer of its own (`setTimeout(…, 0)` outside a browser), and same-length timers
 * run in the order they were set; setImmediate alone may run before them on a busy machine.
 */
const delivered = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))
const PHONE = '081234567890'
/** The phone in each form the app holds it: as typed, as the services want it, as people read it. */
const PHONE_FORMS = [PHONE, '+6281234567890', '6281234567890', '0812-3456-7890']

/** What leaves the page, as the inspector's adapter would post it. */
function sentBy(options: typeof inspectorMasking | undefined) {
  const sent: StatelyInspectionEvent[] = []
  const inspector = createInspector({ send: (event) => sent.push(event) }, options)
  return { inspect: inspector.inspect, text: () => JSON.stringify(sent), sent }
}

async function logIn(inspect: ReturnType<typeof sentBy>['inspect']) {
  const auth = authMachine.provide({
    actors: {
      checkPhone: fromPromise<{ exists: boolean }, { phone: string }>(async () => ({ exists: true })),
      login: fromPromise(async () => ({ token: 'secret.jwt.token' })),
      passkeyLogin: fromPromise<{ token: string }, { autofill: boolean }>(() => new Promise(() => {})),
      storeToken: fromPromise(async () => {}),
      loadAccount: fromPromise<AuthUser, { token: string }>(async () => ({
        name: 'Demo',
        phone: '+6281234567890',
        email: 'demo@example.com',
        avatarUrl: null,
      })),
    },
  })
  const actor = createActor(auth, { id: 'auth', input: {}, inspect })
  actor.start()
  actor.send({ type: 'open' })
  actor.send({ type: 'phone.change', phone: PHONE })
  actor.send({ type: 'phone.submit' })
  await flush()
  actor.send({ type: 'login.submit', password: 'visionplus123' })
  for (let i = 0; i < 5; i += 1) await flush()
  expect(actor.getSnapshot().value).toBe('closed')
  actor.stop()
  await delivered()
}

async function typeCode(inspect: ReturnType<typeof sentBy>['inspect']) {
  const otp = otpMachine.provide({
    actors: {
      // the phone reads no code from the SMS (no WebOTP here): the code is typed
      receiveCode: fromPromise<string | null>(() => new Promise(() => {})),
      sendCode: fromPromise(async () => {}),
      verifyCode: fromPromise(async () => {}),
    },
  })
  const actor = createActor(otp, { id: 'otp', input: { phone: PHONE, nextOtp: 'signup' }, inspect })
  actor.start()
  await flush()
  ;['7', '3', '9'].forEach((value, index) => actor.send({ type: 'digit.change', index, value }))
  actor.send({ type: 'code.paste', code: '7395' })
  actor.send({ type: 'code.submit' })
  for (let i = 0; i < 5; i += 1) await flush()
  expect(actor.getSnapshot().status).toBe('done')
  await delivered()
}

describe('the Stately inspector is sent nothing secret', () => {
  it('a login: no phone, password or token in any event, context or output', async () => {
    const masked = sentBy(inspectorMasking)
    await logIn(masked.inspect)
    expect(masked.sent.length).toBeGreaterThan(10)
    // still an inspector: the events and states are there
    expect(masked.text()).toContain('"phone.change"')
    expect(masked.text()).toContain('"login.submit"')
    for (const secret of [...PHONE_FORMS, 'visionplus123', 'secret.jwt.token'])
      expect(masked.text()).not.toContain(secret)
  })

  it('a code typed digit by digit and pasted: no digit, code or phone', async () => {
    const masked = sentBy(inspectorMasking)
    await typeCode(masked.inspect)
    expect(masked.text()).toContain('"digit.change"')
    for (const secret of [...PHONE_FORMS, '7395', '"7"', '"3"', '"9"'])
      expect(masked.text()).not.toContain(secret)
  })

  it('what it sends can be posted to the inspector window: every message survives structured cloning', async () => {
    const masked = sentBy(inspectorMasking)
    await logIn(masked.inspect)
    await typeCode(masked.inspect)
    // the actors are announced by name, each with a snapshot (postMessage refuses an actor ref or a function)
    const names = masked.sent.flatMap((event) => (event.type === '@xstate.actor' ? [event.name] : []))
    expect(names).toEqual(expect.arrayContaining(['auth', 'otp']))
    for (const event of masked.sent) expect(() => structuredClone(event)).not.toThrow()
  })

  it('without the masking the same login would send them (the check can fail)', async () => {
    const plain = sentBy(undefined)
    await logIn(plain.inspect)
    for (const secret of [PHONE, 'visionplus123', 'secret.jwt.token']) expect(plain.text()).toContain(secret)
  })
})
