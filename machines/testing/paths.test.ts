import { describe, expect, it } from 'vitest'
import { assign, fromPromise, setup } from 'xstate'
import {
  coverageOf,
  coveringReplays,
  generatePaths,
  mostStates,
  replayPath,
  runPathModel,
  type PathModel,
} from './paths'
import { guardLabel, stateIdsOf, transitionsOf } from './structure'

const toy = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'never' } },
  actors: { load: fromPromise<string, void>(async () => 'real') },
  delays: { wait: 500 },
  guards: { isNever: () => false },
  actions: { count: assign({ tries: ({ context }) => context.tries + 1 }) },
}).createMachine({
  id: 'toy',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading', never: { guard: 'isNever', target: 'done' } } },
    loading: {
      invoke: { id: 'load', src: 'load', onDone: 'waiting', onError: { target: 'idle', actions: 'count' } },
    },
    waiting: { after: { wait: 'done' } },
    done: { type: 'final' },
  },
})

const model: PathModel<typeof toy> = {
  machine: toy,
  scenarios: [{ name: 'toy', input: () => undefined }],
  events: [
    { type: 'xstate.done.actor.load', output: 'ok' },
    { type: 'xstate.error.actor.load', error: new Error('nope') },
  ],
  project: () => null,
}

describe('path helper', () => {
  it('reads every state and transition from the definition', () => {
    expect(stateIdsOf(toy)).toEqual(['toy.idle', 'toy.loading', 'toy.waiting', 'toy.done'])
    expect(transitionsOf(toy).map((info) => info.key)).toEqual([
      'toy.idle go #0',
      'toy.idle never #0',
      'toy.loading xstate.done.actor.load #0',
      'toy.loading xstate.error.actor.load #0',
      'toy.waiting xstate.after.wait.toy.waiting #0',
    ])
  })

  it('replays generated paths through invoked actors and timers, and reports what stayed uncovered', async () => {
    const result = await runPathModel(model)
    expect(result.coverage.states).toEqual({ covered: 4, total: 4, missing: [] })
    expect(result.coverage.transitions).toEqual({ covered: 4, total: 5, missing: ['toy.idle never #0'] })
  })

  it('fails a replay whose real actor does not reach the predicted state', async () => {
    const [path] = generatePaths(model).filter((candidate) => candidate.steps.length > 2)
    expect(path).toBeDefined()
    if (!path) return
    const tampered = {
      ...path,
      steps: path.steps.map((step, index) => (index === 1 ? { ...step, state: path.steps[0]!.state } : step)),
    }
    await expect(replayPath(model, tampered)).rejects.toThrow(/step 1/)
  })

  it('refuses a model that lists no outcome for an invoked actor', () => {
    expect(() => generatePaths({ ...model, events: [] })).toThrow(/lists no event for xstate.done.actor.load/)
  })

  it('counts coverage only from replays handed to it', () => {
    const coverage = coverageOf(toy, [])
    expect(coverage.states.covered).toBe(0)
    expect(coverage.transitions.missing).toHaveLength(5)
  })

  it('picks the covering path that visits the most states for the second language', async () => {
    const chosen = await coveringReplays(model)
    const picked = mostStates(chosen)
    // the path through loading and waiting to done sees four states; the one that fails back to idle, two
    expect(picked?.replay.states.size).toBe(Math.max(...chosen.map(({ replay }) => replay.states.size)))
    expect([...(picked?.replay.states ?? [])]).toEqual(expect.arrayContaining(['toy.waiting', 'toy.done']))
    expect(mostStates([])).toBeUndefined()
    // not the first of the list, and on a tie the shorter path
    const made = (name: string, states: number, steps: number) => ({
      name,
      path: { ...chosen[0]!.path, steps: Array.from({ length: steps }, () => chosen[0]!.path.steps[0]!) },
      replay: { ...chosen[0]!.replay, states: new Set(Array.from({ length: states }, (_, i) => `s${i}`)) },
    })
    expect(mostStates([made('few', 2, 2), made('long', 5, 9), made('short', 5, 4)])?.name).toBe('short')
  })

  it('names guards, including higher-order ones', () => {
    expect(guardLabel('isX')).toBe('isX')
    expect(guardLabel({ type: 'isY', params: {} })).toBe('isY')
    expect(guardLabel(undefined)).toBeUndefined()
  })
})
