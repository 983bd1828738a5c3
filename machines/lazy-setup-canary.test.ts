/**
 * The canary for an xstate upgrade (xstate is pinned to an exact version in package.json):
 * `lazySetup` (machines/lib/lazy-setup.ts) re-implements `StateMachine#provide`'s merge. Every
 * machine of the registry is built twice, through `lazySetup` and through plain
 * `setup(...).createMachine(...).provide(...)` with the same implementations, and the two must
 * chart the same (the whole generated docs/flows page: states, transitions, guards, actions,
 * invoked actors) and carry the same implementations, kind by kind, as xstate's own `provide`.
 */
import { describe, expect, it } from 'vitest'
import { fromPromise, setup, type AnyStateMachine } from 'xstate'
import { renderFlowChart } from './charts/flow-chart'
import { flows } from './registry'

type Implementations = AnyStateMachine['implementations']
const KINDS = ['actors', 'actions', 'guards', 'delays'] as const

/** New implementations for the first name of each kind the machine has: what a `.provide()` swaps. */
function swapped(machine: AnyStateMachine) {
  const first = (kind: (typeof KINDS)[number]) => Object.keys(machine.implementations[kind])[0]
  const pick = <T>(name: string | undefined, value: T) => (name ? { [name]: value } : {})
  return {
    actors: pick(
      first('actors'),
      fromPromise(async () => undefined),
    ),
    actions: pick(first('actions'), () => {}),
    guards: pick(first('guards'), () => true),
    delays: pick(first('delays'), 1),
  }
}

/** The machine made with xstate's own `setup()` from the same implementations and config. */
function plain(machine: AnyStateMachine): AnyStateMachine {
  const { actors, actions, guards, delays } = machine.implementations
  return setup({ actors, actions, guards, delays } as never).createMachine(
    machine.config as never,
  ) as unknown as AnyStateMachine
}

const byKind = (implementations: Implementations) =>
  Object.fromEntries(KINDS.map((kind) => [kind, { ...implementations[kind] }]))

describe('lazySetup builds the machine plain setup() builds', () => {
  for (const flow of flows) {
    it(`${flow.name}: as made, and provided`, () => {
      const chart = (machine: AnyStateMachine) => renderFlowChart({ ...flow, machine })
      const made = plain(flow.machine)
      expect(chart(flow.machine)).toBe(chart(made))

      const implementations = swapped(flow.machine)
      const lazyProvided = flow.machine.provide(implementations)
      const plainProvided = made.provide(implementations)
      expect(chart(lazyProvided)).toBe(chart(plainProvided))
      expect(byKind(lazyProvided.implementations)).toEqual(byKind(plainProvided.implementations))
      for (const kind of KINDS)
        for (const [name, value] of Object.entries(implementations[kind]))
          expect(lazyProvided.implementations[kind][name]).toBe(value)
    })
  }
})
