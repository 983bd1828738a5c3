import { describe, expect, it } from 'vitest'
import { assign, setup } from 'xstate'
import { criteriaOf, guardNamesOf } from './criteria'
import type { PathModel } from './paths'

const lamp = setup({
  types: { context: {} as { on: boolean }, events: {} as { type: 'flip' } | { type: 'leave' } },
  guards: { isOn: ({ context }) => context.on, isBroken: () => false },
  actions: { toggle: assign({ on: ({ context }) => !context.on }) },
}).createMachine({
  id: 'lamp',
  context: { on: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        flip: { target: 'idle', reenter: true, actions: 'toggle' },
        leave: [
          { guard: 'isBroken', target: 'gone' },
          { guard: 'isOn', target: 'gone' },
        ],
      },
    },
    gone: { type: 'final' },
  },
})

const model: PathModel = {
  machine: lamp,
  scenarios: [{ name: 'off', input: () => undefined }],
  events: [],
  project: (snapshot) => snapshot.context,
}

describe('transition pairs and guard outcomes', () => {
  it('names every guard a transition uses', () => {
    expect(guardNamesOf(lamp)).toEqual(['isBroken', 'isOn'])
  })

  it('counts the outcomes the paths and their refusal probes saw, and those nothing reached', async () => {
    const { 'guard-outcomes': outcomes } = await criteriaOf(model, { walks: 30, steps: 10 })
    // the paths send leave once it is accepted (isOn true, after isBroken said false); the probe
    // sends it while the lamp is off (isOn false); isBroken is never true
    expect(outcomes.missing).toEqual([])
    expect(outcomes.unseen).toEqual(['isBroken true'])
    expect(outcomes.covered).toBe(3)
    expect(outcomes.total).toBe(4)
  })

  it('counts pairs of transitions taken one after the other, out of those the search finds', async () => {
    const { 'transition-pairs': pairs } = await criteriaOf(model, { walks: 30, steps: 10 })
    // flip ⇒ flip and flip ⇒ leave; leave (when on) ends the lamp, so nothing follows it
    expect(pairs.missing).toEqual([])
    expect(pairs.covered).toBe(2)
    expect(pairs.total).toBe(2)
    // leave's first alternative needs isBroken, which is never true
    expect(pairs.unreachable).toEqual(['lamp.idle flip #0 ⇒ lamp.idle leave #0'])
  })
})
