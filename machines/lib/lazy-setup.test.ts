import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, StateMachine, waitFor } from 'xstate'
import { notProvided } from './actors'
import { buildNow, lazySetup } from './lazy-setup'

/** A machine whose builds are counted: xstate reads the config's `states` once per build. */
function counted() {
  const built = { count: 0 }
  const states = {
    idle: { description: 'Waiting.', on: { go: { target: 'loading' } } },
    loading: {
      description: 'Loading.',
      invoke: { src: 'load', onDone: { target: 'done' }, onError: { target: 'failed' } },
    },
    done: { description: 'Loaded.', type: 'final' },
    failed: { description: 'Not loaded.' },
  } as const
  const config = {
    id: 'counted',
    initial: 'idle' as const,
    get states() {
      built.count += 1
      return states
    },
  }
  const machine = lazySetup({
    types: { events: {} as { type: 'go' } },
    actors: { load: fromPromise<string>(notProvided('load')) },
  }).createMachine(config)
  return { machine, built }
}

describe('lazySetup', () => {
  it('builds nothing when the machine is made, and once when it is first used', () => {
    const { machine, built } = counted()
    expect(built.count).toBe(0)
    expect(machine.root.key).toBe('counted')
    const afterUse = built.count
    expect(afterUse).toBeGreaterThan(0)
    expect(Object.keys(machine.states)).toEqual(['idle', 'loading', 'done', 'failed'])
    expect(built.count).toBe(afterUse)
  })

  it('provides without building the machine it provides from', () => {
    const { machine, built } = counted()
    const provided = machine.provide({ actors: { load: fromPromise(async () => 'ok') } })
    expect(built.count).toBe(0)
    buildNow(provided)
    const once = built.count
    expect(once).toBeGreaterThan(0)
    buildNow(provided)
    expect(built.count).toBe(once)
  })

  it('runs as the machine xstate builds, with the provided implementations merged', async () => {
    const { machine } = counted()
    expect(machine).toBeInstanceOf(StateMachine)
    const failing = createActor(machine).start()
    failing.send({ type: 'go' })
    expect((await waitFor(failing, (s) => s.matches('failed'))).value).toBe('failed')

    const provided = machine.provide({ actors: { load: fromPromise(async () => 'ok') } })
    const actor = createActor(provided).start()
    actor.send({ type: 'go' })
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('done')
    // the machine provided from keeps its own implementations
    expect(machine.implementations.actors.load).not.toBe(provided.implementations.actors.load)
  })
})
