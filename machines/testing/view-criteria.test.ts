import { describe, expect, it } from 'vitest'
import { assign, setup, type AnyActorRef } from 'xstate'
import { coveringReplays } from './covering'
import type { PathModel } from './model'
import { pairKey } from './pairs'
import { replayPath, type ReplayDriver } from './replay'
import { planViewPaths, shareOf } from './view-criteria'

// A gate: unlocked, it lets you enter; forcing it (which the view offers no way to do) always does.
const gate = setup({
  types: {
    context: {} as { open: boolean },
    events: {} as { type: 'unlock' } | { type: 'enter' } | { type: 'force' } | { type: 'leave' },
  },
  guards: { isOpen: ({ context }) => context.open },
}).createMachine({
  id: 'gate',
  context: { open: false },
  initial: 'outside',
  states: {
    outside: {
      on: {
        unlock: { actions: assign({ open: true }) },
        enter: { guard: 'isOpen', target: 'inside' },
        force: 'inside',
      },
    },
    inside: { on: { leave: 'outside' } },
  },
})

const full: PathModel = {
  machine: gate,
  scenarios: [{ name: 'locked', input: () => undefined }],
  events: [],
  project: (snapshot) => snapshot.context,
}
const view: PathModel = { ...full, filter: (_snapshot, event) => event.type !== 'force' }

const unlock = 'gate.outside unlock #0'
const enter = 'gate.outside enter #0'
const force = 'gate.outside force #0'
const leave = 'gate.inside leave #0'

describe('guard outcomes in a replay', () => {
  it('are what the events decided, apart from what a view asked between them', async () => {
    const [path] = (await coveringReplays(view))
      .map((covering) => covering.path)
      .filter((each) => each.steps.some((step) => step.event.type === 'enter'))
    let actor: AnyActorRef | undefined
    // a view that greys out Enter while the gate refuses it, and never offers Force
    const driver: ReplayDriver = {
      mount: async (started) => {
        actor = started
      },
      perform: async (event, started) => started.send(event),
      settle: async (work) => work(),
      verify: async () => {
        actor!.getSnapshot().can({ type: 'enter' })
      },
      unmount: () => {},
    }
    const replay = await replayPath(view, path!, driver)
    expect(replay.sequence).toContain(enter)
    expect([...replay.outcomes]).toEqual(['isOpen true'])
    expect([...replay.asked].sort()).toEqual(['isOpen false', 'isOpen true'])
    expect([...(await replayPath(view, path!)).asked]).toEqual([])
  })
})

describe('a view plan', () => {
  it('takes every pair and outcome the view can take, the rest unreachable with its reason', async () => {
    const covering = await coveringReplays(view)
    const plan = await planViewPaths(full, view, covering)
    const replays = [
      ...covering.map(({ replay }) => replay),
      ...(await Promise.all(plan.pairPaths.map((path) => replayPath(view, path)))),
    ]
    const criteria = plan.criteria(replays, new Set())
    const pairs = criteria['transition-pairs']
    expect(pairs.missing).toEqual([])
    expect(pairs.covered).toBe(pairs.total)
    expect(pairs.total).toBeGreaterThan(0)
    const noWay = pairs.unreachable.filter(({ reason }) => reason.includes('no way to cause'))
    expect(noWay.map(({ key }) => key)).toContain(pairKey(unlock, force))
    expect(noWay.map(({ key }) => key)).toContain(pairKey(force, leave))
    expect(noWay.every(({ key }) => key.includes(force))).toBe(true)
    // Enter refused is met by no path the view runs: only a view that asks for it shows it
    expect(criteria['guard-outcomes']).toEqual({
      covered: 1,
      total: 2,
      missing: ['isOpen false'],
      unreachable: [],
    })
  })

  it('counts a miss against the bar, and an outcome the view only asks for as unreachable', async () => {
    const covering = await coveringReplays(view)
    const plan = await planViewPaths(full, view, covering)
    const replays = covering.map(({ replay }) => replay)
    const missed = plan.criteria(replays, new Set())['guard-outcomes']
    expect(missed.missing).toEqual(['isOpen false'])
    expect(shareOf(missed)).toBe(0.5)
    const shown = plan.criteria(replays, new Set(['isOpen false']))['guard-outcomes']
    expect(shown).toMatchObject({ covered: 1, total: 1, missing: [] })
    expect(shown.unreachable).toEqual([{ key: 'isOpen false', reason: expect.stringContaining('(can)') }])
  })
})
