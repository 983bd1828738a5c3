import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { generatePaths } from './generate'
import type { PathModel } from './model'
import { pairPaths, pairWalks } from './pair-paths'
import { candidatePairs, pairFigure, pairKey, searchPairs } from './pairs'
import { replayPath } from './replay'

// Two ways into `busy` (go, jump), a quick finish no scenario allows, and a countdown whose tick
// always fires before the time-out does.
const door = setup({
  types: {
    context: {} as { quick: boolean },
    events: {} as { type: 'go' } | { type: 'jump' } | { type: 'finish' },
  },
  guards: { isQuick: ({ context }) => context.quick },
}).createMachine({
  id: 'door',
  context: { quick: false },
  initial: 'idle',
  states: {
    idle: { on: { go: 'busy', jump: 'busy' } },
    busy: {
      always: { guard: 'isQuick', target: 'done' },
      initial: 'ticking',
      states: { ticking: { after: { 1000: { target: 'ticking', reenter: true } } } },
      after: { 5000: 'done' },
      on: { finish: 'done' },
    },
    done: { type: 'final' },
  },
})

const model: PathModel = {
  machine: door,
  scenarios: [{ name: 'slow', input: () => undefined }],
  events: [],
}

const go = 'door.idle go #0'
const jump = 'door.idle jump #0'
const finish = 'door.busy finish #0'
const quick = 'door.busy always #0'
const tick = 'door.busy.ticking xstate.after.1000.door.busy.ticking #0'
const timeout = 'door.busy xstate.after.5000.door.busy #0'

// A gate a scenario opens or keeps shut: its projection leaves out whether it is open, so both
// scenarios' states are written alike, and only the open one's walk can pass.
const gate = setup({
  types: {
    context: {} as { open: boolean },
    input: {} as { open: boolean },
    events: {} as { type: 'go' } | { type: 'wait' } | { type: 'pass' },
  },
  guards: { isOpen: ({ context }) => context.open },
}).createMachine({
  id: 'gate',
  context: ({ input }) => ({ open: input.open }),
  initial: 'idle',
  states: {
    idle: { on: { go: 'busy' } },
    busy: { on: { wait: 'idle', pass: { guard: 'isOpen', target: 'done' } } },
    done: { type: 'final' },
  },
})

const gateModel: PathModel = {
  machine: gate,
  scenarios: [
    { name: 'shut', input: () => ({ open: false }) },
    { name: 'open', input: () => ({ open: true }) },
  ],
  events: [{ type: 'go' }, { type: 'wait' }, { type: 'pass' }],
  project: () => null,
}

describe('transition pairs', () => {
  it('finds the pairs that can happen and proves the others unreachable', () => {
    const found = searchPairs(model)
    expect([...found.feasible].sort()).toEqual(
      [
        pairKey(go, tick),
        pairKey(go, finish),
        pairKey(jump, tick),
        pairKey(jump, finish),
        pairKey(tick, tick),
        pairKey(tick, finish),
        pairKey(tick, timeout),
      ].sort(),
    )
    // the definition allows them (busy is where each lands), the search finds no way: isQuick is
    // never true, and the tick has always just fired when the time-out does
    expect(found.unreachable).toContain(pairKey(go, quick))
    expect(found.unreachable).toContain(pairKey(go, timeout))
    expect(found.unreachable).toContain(pairKey(tick, quick))
    expect(found.unreachable).not.toContain(pairKey(go, tick))
    expect(candidatePairs(model)).not.toContain(pairKey(finish, go))
  })

  it('extends the generated paths to every pair they miss, and the actors take them', async () => {
    const generated = generatePaths(model)
    const found = searchPairs(model)
    const replayed = async (paths: typeof generated) => {
      const sequences: string[][] = []
      for (const path of paths) sequences.push((await replayPath(model, path)).sequence)
      return sequences
    }
    const alone = pairFigure(found, await replayed(generated))
    // a path is the shortest way to a state plus one edge: jump then finish is on none of them
    expect(alone.missing).toContain(pairKey(jump, finish))

    const extended = pairPaths(model, generated, found)
    const all = pairFigure(found, await replayed([...generated, ...extended]))
    expect(all.missing).toEqual([])
    expect(all.unforeseen).toEqual([])
    expect(all.covered).toBe(found.feasible.size)
    expect(extended.length).toBeLessThanOrEqual(alone.missing.length)
  })

  it('walks on from pair to pair, starting over only where nothing is left within reach', async () => {
    const found = searchPairs(model)
    const walks = pairWalks(model, found, new Set())
    const sequences: string[][] = []
    for (const walk of walks) sequences.push((await replayPath(model, walk)).sequence)
    const figure = pairFigure(found, sequences)
    expect(figure.missing).toEqual([])
    expect(figure.unforeseen).toEqual([])
    // a walk starts over only once the door is done (finish and the time-out end it): four pairs end it
    expect(walks.slice(0, -1).map((walk) => walk.steps.at(-1)!.state.status)).toEqual(
      walks.slice(0, -1).map(() => 'done'),
    )
    expect(walks.length).toBeGreaterThanOrEqual(4)
    // pairs already taken are not walked for again, and nothing left to take is no walk
    expect(pairWalks(model, found, found.feasible)).toEqual([])
    const rest = pairWalks(
      model,
      found,
      new Set([...found.feasible].filter((pair) => !pair.startsWith(jump))),
    )
    // jump then tick, jump then finish: the second ends the door, so two walks, each by jump
    expect(rest.map((walk) => walk.steps[1]!.event.type)).toEqual(['jump', 'jump'])
  })

  it('walks each scenario for itself: where another ran out of pairs, this one may not have', async () => {
    const found = searchPairs(gateModel)
    expect(found.feasible).toContain(pairKey('gate.idle go #0', 'gate.busy pass #0'))
    const walks = pairWalks(gateModel, found, new Set())
    const sequences: string[][] = []
    for (const walk of walks) sequences.push((await replayPath(gateModel, walk)).sequence)
    expect(pairFigure(found, sequences).missing).toEqual([])
    expect(walks.at(-1)).toMatchObject({ scenario: 'open' })
    expect(walks.at(-1)!.steps.map((step) => step.event.type)).toEqual(['xstate.init', 'go', 'pass'])
  })
})
