import { describe, expect, it } from 'vitest'
import { and, assign, fromPromise, not, setup } from 'xstate'
import { cloneConfig, mutantsOf, rebuild } from './mutate'
import { mutationReport, preparePaths, runMutant } from './mutants'
import type { PathModel } from './paths'

const door = setup({
  types: {
    context: {} as { locked: boolean; opened: number },
    events: {} as { type: 'open' } | { type: 'unlock' },
    input: {} as { locked: boolean },
  },
  actors: { check: fromPromise<void, void>(async () => {}) },
  guards: { isLocked: ({ context }) => context.locked, isBroken: () => false },
  actions: {
    unlock: assign({ locked: false }),
    count: assign({ opened: ({ context }) => context.opened + 1 }),
  },
}).createMachine({
  id: 'door',
  context: ({ input }) => ({ locked: input.locked, opened: 0 }),
  initial: 'checking',
  states: {
    checking: { invoke: { id: 'check', src: 'check', onDone: 'closed', onError: 'broken' } },
    closed: {
      on: {
        open: { guard: and([not('isLocked'), not('isBroken')]), target: 'open', actions: 'count' },
        unlock: { guard: 'isLocked', actions: 'unlock' },
      },
    },
    open: { type: 'final' },
    broken: { type: 'final' },
  },
})

const model: PathModel<typeof door> = {
  machine: door,
  scenarios: [
    { name: 'locked', input: () => ({ locked: true }) },
    { name: 'unlocked', input: () => ({ locked: false }) },
  ],
  events: [{ type: 'xstate.done.actor.check' }, { type: 'xstate.error.actor.check', error: new Error('x') }],
}

describe('mutation testing', () => {
  it('makes each kind of mutant from the config, at named places', () => {
    const mutants = mutantsOf(door)
    const names = mutants.map((mutant) => `${mutant.kind} ${mutant.where}`)
    expect(names).toContain('guard-negated door.closed open #0')
    expect(names).toContain('guard-removed door.closed unlock #0')
    expect(names).toContain('target-changed door.checking onDone check #0: door.closed → door.open')
    expect(names).toContain('action-dropped door.closed unlock #0: unlock')
    expect(names).toContain('transition-removed door.checking onError check #0')
    expect(names).toContain('guard-negated guard isLocked, everywhere (inside and/or/not)')
    // the real machine is left as it was
    expect(door.getStateNodeById('door.checking').transitions.size).toBe(2)
  })

  it('kills a planted wrong machine and lets an identical one through', async () => {
    const prepared = await preparePaths(model)
    const identical = rebuild(door, cloneConfig(door.config as Record<string, unknown>))
    expect(await runMutant(prepared, { machine: identical, focus: [] })).toEqual({ killed: false })

    const config = cloneConfig(door.config as Record<string, unknown>)
    ;(config.states as { checking: { invoke: { onDone: string } } }).checking.invoke.onDone = 'broken'
    const wrong = await runMutant(prepared, { machine: rebuild(door, config), focus: [] })
    expect(wrong.killed).toBe(true)
    expect(wrong.by).toMatch(/expected .*closed/)

    const negated = door.provide({ guards: { isLocked: ({ context }) => !context.locked } })
    expect((await runMutant(prepared, { machine: negated, focus: [] })).killed).toBe(true)
  })

  it('scores the machine and names the survivors', async () => {
    const report = await mutationReport(model)
    expect(report.invalid).toEqual([])
    expect(report.mutants).toBe(mutantsOf(door).length)
    // an equivalent mutant: without its guard, unlock on an unlocked door sets what is already set
    expect(report.survivors.map(({ mutant }) => `${mutant.kind} ${mutant.where}`)).toEqual(
      expect.arrayContaining(['guard-removed door.closed unlock #0']),
    )
    expect(report.killed).toBe(report.mutants - report.survivors.length)
    expect(report.killed).toBeGreaterThan(report.mutants / 2)
  })

  it('takes at most the cap, spread over the machine', async () => {
    const report = await mutationReport(model, { cap: 3 })
    expect(report.mutants).toBe(3)
  })
})
