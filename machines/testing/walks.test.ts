import { describe, expect, it } from 'vitest'
import { assign, initialTransition, setup } from 'xstate'
import {
  checkWalks,
  enabledEvents,
  formatWalkFailure,
  runWalk,
  walkEvents,
  walkPath,
  type WalkModel,
} from './walks'

/** A counter that jams (a state that accepts nothing and is not final) once it reaches three. */
const counter = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'inc' } | { type: 'noop' } | { type: 'reset' },
  },
  guards: { isAtTwo: ({ context }) => context.count === 2 },
  actions: {
    inc: assign({ count: ({ context }) => context.count + 1 }),
    reset: assign({ count: 0 }),
  },
}).createMachine({
  id: 'counter',
  context: { count: 0 },
  initial: 'counting',
  states: {
    counting: {
      on: {
        inc: [{ guard: 'isAtTwo', target: 'jammed', actions: 'inc' }, { actions: 'inc' }],
        noop: { target: 'counting' },
        reset: { actions: 'reset' },
      },
    },
    jammed: {},
  },
})

const model: WalkModel = {
  machine: counter,
  scenarios: [{ name: 'from zero', input: () => undefined }],
  events: [],
}

describe('random walks', () => {
  it('takes the chosen events on the pure machine, the choice taken modulo what is accepted', () => {
    const path = walkPath(model, { scenario: 0, choices: [0, 4, 2, 3] })
    // accepted in counting, in that order: inc, noop, reset
    expect(path.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'inc', 'noop', 'reset', 'inc'])
    expect(path.steps.at(-1)!.state.context).toEqual({ count: 1 })
  })

  it('also sends the events a guard refuses, which must change nothing', () => {
    const gated = setup({ guards: { isNever: () => false } }).createMachine({
      id: 'gated',
      initial: 'shut',
      states: {
        shut: { on: { open: { guard: 'isNever', target: 'open' }, knock: { target: 'shut' } } },
        open: {},
      },
    })
    const gatedModel = { ...model, machine: gated }
    const [snapshot] = initialTransition(gated)
    expect(enabledEvents(gatedModel, snapshot).map((event) => event.type)).toEqual(['knock'])
    expect(walkEvents(gatedModel, snapshot).map((event) => event.type)).toEqual(['knock', 'open'])
    const path = walkPath(gatedModel, { scenario: 0, choices: [1] })
    expect(path.steps.map((step) => [step.event.type, step.state.value])).toEqual([
      ['xstate.init', 'shut'],
      ['open', 'shut'],
    ])
  })

  it('finds a planted stuck state and shrinks the walk to the shortest that reaches it', async () => {
    const report = await checkWalks(model, { runs: 100, steps: 30, seed: 42 })
    const failure = report.failure!
    expect(failure).toBeDefined()
    expect(failure.walk.steps.slice(1).map((step) => step.event.type)).toEqual(['inc', 'inc', 'inc'])
    expect(failure.message).toContain('stuck: no event is accepted in "jammed"')
    const printed = formatWalkFailure('counter', failure)
    expect(printed).toContain('shrunk to 3 steps')
    expect(printed).toContain(`WALK_SEED=${failure.seed}`)

    // the printed seed and path replay the same failure at once
    const replayed = await checkWalks(model, { runs: 100, steps: 30, seed: failure.seed, path: failure.path })
    expect(replayed.failure?.walk.description).toBe(failure.walk.description)
  })

  it('holds on a machine that keeps its rules, and checks a model’s own invariants', async () => {
    const fixed: WalkModel = { ...model, machine: counter.provide({ guards: { isAtTwo: () => false } }) }
    const held = await checkWalks(fixed, { runs: 20, steps: 30, seed: 7 })
    expect(held.failure).toBeUndefined()
    expect(held.walks).toBe(20)
    expect(held.steps).toBeGreaterThan(20)

    const ruled: WalkModel = {
      ...fixed,
      invariants: [({ context }) => ((context as { count: number }).count > 4 ? 'count above 4' : undefined)],
    }
    const broken = await checkWalks(ruled, { runs: 100, steps: 30, seed: 7 })
    expect(broken.failure?.message).toContain('count above 4')
    expect(broken.failure?.walk.steps).toHaveLength(6)
  })

  it('fails a state tagged loading while nothing runs', async () => {
    const idle = setup({}).createMachine({
      id: 'idle',
      initial: 'waiting',
      states: { waiting: { tags: ['loading'], on: { go: 'waiting' } } },
    })
    await expect(runWalk({ ...model, machine: idle }, { scenario: 0, choices: [0] })).rejects.toThrow(
      'tagged loading with no invoked actor running',
    )
  })
})
