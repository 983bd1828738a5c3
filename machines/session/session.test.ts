import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import { sessionMachine, type SessionEmitted, type SessionEvent, type StoredSession } from './session.machine'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const user = { name: 'Demo Customer', phone: '081234567890' }
const HOUR = 3600

function start(stored: StoredSession | null, startAtMs = 1_700_000_000_000) {
  const clock = new SimulatedClock()
  clock.set(startAtMs)
  const storage = { session: stored, cleared: 0 }
  const calls: string[] = []
  let otherTab: ((event: SessionEvent) => void) | undefined
  const machine = sessionMachine.provide({
    actors: {
      readSession: fromPromise(async () => storage.session),
      readStoredToken: fromPromise(async ({ input }) => {
        calls.push(`readStoredToken ${input.token}`)
        return 'user-token'
      }),
      checkProfile: fromPromise(async ({ input }) => {
        calls.push(`checkProfile ${input.token} ${input.userToken}`)
      }),
      endSession: fromPromise(async () => {
        storage.cleared += 1
        storage.session = null
      }),
      watchStorage: fromCallback(({ sendBack }) => {
        otherTab = sendBack
        return () => (otherTab = undefined)
      }),
    },
  })
  const actor = createActor(machine, { input: { now: () => clock.now() }, clock })
  const emitted: SessionEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, clock, storage, calls, emitted, otherTab: (event: SessionEvent) => otherTab?.(event) }
}

const nowSeconds = 1_700_000_000

describe('session machine', () => {
  it('is logged in at startup with a stored unexpired token, and reads the user token then checks the profile', async () => {
    const { actor, calls } = start({ token: 'vtoken', exp: nowSeconds + HOUR, user })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    await flush()
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true)
    expect(calls).toEqual(['readStoredToken vtoken', 'checkProfile vtoken user-token'])
    expect(actor.getSnapshot().context).toMatchObject({ token: 'vtoken', user, userToken: 'user-token' })
  })

  it('is logged out when the stored token has expired (exp compared in seconds) or there is none', async () => {
    const expired = start({ token: 'vtoken', exp: nowSeconds, user })
    await flush()
    expect(expired.actor.getSnapshot().value).toBe('loggedOut')
    expect(expired.calls).toEqual([])
    const none = start(null)
    await flush()
    expect(none.actor.getSnapshot().value).toBe('loggedOut')
  })

  it('logs out when the token expires while the page is open', async () => {
    const { actor, clock, storage } = start({ token: 'vtoken', exp: nowSeconds + HOUR, user })
    await flush()
    await flush()
    clock.increment(HOUR * 1000 - 1)
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
    clock.increment(1)
    await flush()
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(storage.cleared).toBe(0)
  })

  it('stays logged in when a long-lived token outlasts the longest timer', async () => {
    const { actor, clock } = start({ token: 'vtoken', exp: nowSeconds + 60 * 24 * HOUR, user })
    await flush()
    await flush()
    clock.increment(2_147_483_647)
    await flush()
    await flush()
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
  })

  it('logs out: clears all storage, resets the session state, and asks to go home', async () => {
    const { actor, storage, emitted } = start({ token: 'vtoken', exp: nowSeconds + HOUR, user })
    await flush()
    await flush()
    actor.send({ type: 'logout' })
    await flush()
    expect(storage.cleared).toBe(1)
    expect(actor.getSnapshot().value).toBe('loggedOut')
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      exp: null,
      user: null,
      userToken: null,
    })
    expect(emitted).toEqual([{ type: 'navigateHome' }])
  })

  it('becomes logged in from the auth flow without refetching', async () => {
    const { actor, calls } = start(null)
    await flush()
    actor.send({ type: 'session.loggedIn', token: 'fresh', exp: nowSeconds + HOUR, user })
    expect(actor.getSnapshot().matches({ loggedIn: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.user).toEqual(user)
    expect(calls).toEqual([])
    actor.send({ type: 'logout' })
    await flush()
    actor.send({ type: 'session.loggedIn', token: 'dead', exp: nowSeconds - 1, user })
    expect(actor.getSnapshot().value).toBe('loggedOut')
  })

  it('asks for a reload when another tab changes loginStatus', async () => {
    const { actor, emitted, otherTab } = start(null)
    await flush()
    otherTab({ type: 'storage.loginStatusChanged' })
    expect(emitted).toEqual([{ type: 'reload' }])
    expect(actor.getSnapshot().value).toBe('loggedOut')
  })
})
