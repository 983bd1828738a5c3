import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionsMachine, type SignInRow } from './sessions.machine'
import { PHONE, THIS_DEVICE, UNKNOWN } from './sessions.paths'

const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve))
}

function start(options: { rows?: SignInRow[]; failEnd?: boolean; failLoad?: number } = {}) {
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
          calls.push(`end ${input.id}`)
          if (options.failEnd) throw new Error('Network error')
        }),
        endOthers: fromPromise(async () => {
          calls.push('end others')
          if (options.failEnd) throw new Error('Network error')
        }),
      },
    }),
  )
  actor.start()
  return { actor, calls }
}

describe('sessions machine', () => {
  it('lists the sign-ins; ending one asks first and takes it off the list', async () => {
    const { actor, calls } = start()
    await flush()
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
    actor.send({ type: 'end.ask', id: PHONE.id })
    expect(actor.getSnapshot().hasTag('step:confirmOne')).toBe(true)
    expect(calls).toEqual(['load'])
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(calls).toEqual(['load', `end ${PHONE.id}`])
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
    actor.send({ type: 'confirm' })
    await flush()
    expect(calls).toEqual(['load', 'end others'])
    expect(actor.getSnapshot().context.sessions).toEqual([THIS_DEVICE])
    expect(actor.getSnapshot().context.ended).toBe('all')
  })

  it('keeps the list and says so when an ending fails', async () => {
    const { actor } = start({ failEnd: true })
    await flush()
    actor.send({ type: 'end.ask', id: UNKNOWN.id })
    actor.send({ type: 'confirm' })
    await flush()
    expect(actor.getSnapshot().hasTag('step:list')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('endFailed')
    expect(actor.getSnapshot().context.sessions).toHaveLength(3)
    actor.send({ type: 'end.ask', id: UNKNOWN.id })
    expect(actor.getSnapshot().context.error).toBeNull()
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
