import { describe, expect, it } from 'vitest'
import { assign, emit, setup } from 'xstate'
import { generatePaths, replayPath, type PathModel } from './paths'
import { predictedEmitted, refusalPaths } from './probes'

const gate = setup({
  types: { context: {} as { paid: boolean }, events: {} as { type: 'pay' } | { type: 'pass' } },
  guards: { isPaid: ({ context }) => context.paid },
  actions: { markPaid: assign({ paid: true }), announce: emit({ type: 'opened' }) },
}).createMachine({
  id: 'gate',
  context: { paid: false },
  initial: 'shut',
  states: {
    shut: {
      on: { pay: { actions: 'markPaid' }, pass: { guard: 'isPaid', target: 'open', actions: 'announce' } },
    },
    open: { type: 'final' },
  },
})

const model: PathModel = {
  machine: gate,
  scenarios: [{ name: 'unpaid', input: () => undefined }],
  events: [],
  project: (snapshot) => snapshot.context,
}

describe('path probes', () => {
  it('predicts what a path emits, from the pure machine', () => {
    const [through] = generatePaths(model).filter((path) => path.steps.at(-1)!.event.type === 'pass')
    expect(predictedEmitted(model, through!)).toEqual(['opened'])
  })

  it('probes each state with the events its guards refuse, and a missing guard fails the probe', async () => {
    const probes = refusalPaths(model, generatePaths(model))
    expect(probes.map((probe) => probe.description)).toEqual(['[unpaid] (initial state) refuses pass'])
    for (const probe of probes) await expect(replayPath(model, probe)).resolves.toBeDefined()

    const unguarded = { ...model, machine: gate.provide({ guards: { isPaid: () => true } }) }
    await expect(replayPath(unguarded, probes[0]!)).rejects.toThrow(/expected .*"shut"/)
  })
})
