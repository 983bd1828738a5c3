import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionsMachine, type SignInRow, type WrongPassword } from './sessions.machine'
import type { TooManyAttempts } from '../password/password.machine'
import { PHONE, THIS_DEVICE, UNKNOWN } from './sessions.paths'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

const PASSWORD = 'visionplus123'
const wrongPassword: WrongPassword = { reason: 'wrongPassword' }
const tooMany: TooManyAttempts = { reason: 'tooManyAttempts', retryAfterSeconds: 90 }

/** `refuse`: what an ending given another password than PASSWORD rejects with */
function start(options: { rows?: SignInRow[]; failEnd?: boolean; failLoad?: number; refuse?: unknown } = {}) {
  const calls: string[] = []
  let loads = 0
  const actor = createActor(
    sessionsMachine.provide({
      actors: {
        loadSessions: fromPromise(async () => {
          loads += 1
          calls.push('load')
          if (loads <= (options.failLoad ?? 0)) throw new Error('Network error')
          return options.rows ?? [THIS_DEVICE, PHONE, UNKNOWN]
        }),
        endSession: fromPromise(async ({ input }) => {
          calls.push(`end ${input.id} with ${input.password}`)
          if (options.failEnd) throw new Error('Network error')
          if (input.password !== PASSWORD) throw options.refuse ?? wrongPassword
        }),
        endOthers: fromPromise(async ({ input }) => {
          calls.push(`end others with ${input.password}`)
          if (options.failEnd) throw new Error('Network error')
          if (input.password !== PASSWORD) throw options.refuse ?? wrongPassword
        }),
      },
    }),
  )
  actor.start()
  return { actor, calls }
}

describe('sessions machine', () => {
  it('lists the sign-ins; ending one asks for the password first and takes it off the list', async () => {
    const { actor, calls } = start()
    await flush()
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
    actor.send({ type: 'end.ask', id: PHONE.id })
    expect(actor.getSnapshot().hasTag('step:confirmOne')).toBe(true)
    expect(calls).toEqual(['load'])
    actor.send({ type: 'confirm', password: PASSWORD })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(calls).toEqual(['load', `end ${PHONE.id} with ${PASSWORD}`])
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(PASSWORD)
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual([THIS_DEVICE.id, UNKNOWN.id])
    expect(actor.getSnapshot().context.ended).toBe('one')
  })

  it('lists this device first, then the others in the order the service gave', async () => {
    const { actor } = start({ rows: [UNKNOWN, THIS_DEVICE, PHONE] })
    await flush()
    expect(actor.getSnapshot().context.sessions.map((s) => s.id)).toEqual([
      THIS_DEVICE.id,
      UNKNOWN.id,
      PHONE.id,
    ])
  })

  it('never offers to end this device, nor all others when there are none', async () => {
    const { actor } = start({ rows: [THIS_DEVICE] })
    await flush()
    expect(actor.getSnapshot().can({ type: 'end.ask', id: THIS_DEVICE.id })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'end.ask', id: 'someone-else' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'endAll.ask' })).toBe(false)
  })

  it('ends all others, leaving this device', async () => {
    const { actor, calls } = start()
    await flush()
    actor.send({ type: 'endAll.ask' })
    actor.send({ type: 'cancel' })
    expect(calls).toEqual(['load'])
    actor.send({ type: 'endAll.ask' })
    actor.send({ type: 'confirm', password: PASSWORD })
    await flush()
    expect(calls).toEqual(['load', `end others with ${PASSWORD}`])
    expect(actor.getSnapshot().context.sessions).toEqual([THIS_DEVICE])
    expect(actor.getSnapshot().context.ended).toBe('all')
  })

  it('keeps the list and says so when an ending fails', async () => {
    const { actor } = start({ failEnd: true })
    await flush()
    actor.send({ type: 'end.ask', id: UNKNOWN.id })
    actor.send({ type: 'confirm', password: PASSWORD })
    await flush()
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('endFailed')
    expect(actor.getSnapshot().context.sessions).toHaveLength(3)
    actor.send({ type: 'end.ask', id: UNKNOWN.id })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('asks again when the password is wrong, until it is right; typing takes the complaint away', async () => {
    const { actor, calls } = start()
    await flush()
    actor.send({ type: 'endAll.ask' })
    actor.send({ type: 'confirm', password: 'not-it-123' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:confirmAll')).toBe(true)
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context.error).toBe('wrongPassword')
    expect(actor.getSnapshot().context.sessions).toHaveLength(3)
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'confirm', password: 'not-it-456' })
    await flush()
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().hasTag('step:confirmAll')).toBe(false)
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'end.ask', id: PHONE.id })
    actor.send({ type: 'confirm', password: PASSWORD })
    await flush()
    expect(calls.at(-1)).toBe(`end ${PHONE.id} with ${PASSWORD}`)
    expect(actor.getSnapshot().context.ended).toBe('one')
  })

  it('says how long to wait when password checks must wait, keeping the confirmation open', async () => {
    const { actor } = start({ refuse: tooMany })
    await flush()
    actor.send({ type: 'end.ask', id: PHONE.id })
    actor.send({ type: 'confirm', password: 'guess-guess' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:confirmOne')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ error: 'tooManyAttempts', retryAfterSeconds: 90 })
    // typing does not take the wait away: only another answer does
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.error).toBe('tooManyAttempts')
  })

  it('offers a retry when the list cannot be read', async () => {
    const { actor, calls } = start({ failLoad: 1 })
    await flush()
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    actor.send({ type: 'retry' })
    await flush()
    expect(calls).toEqual(['load', 'load'])
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
  })
})
