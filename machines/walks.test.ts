/**
 * Seeded random walks through every machine in registry.ts, within a fixed budget so `npm test`
 * stays quick (`npm run walks` takes long ones): each walk replayed on the machine's replay actors,
 * its rules checked after every step (machines/testing/walks.ts). A failure prints the shortest
 * walk and the seed; `WALK_SEED=… WALK_PATH=…` replays it here or in `npm run walks`.
 */
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { flows } from './registry'
import { checkWalks, formatWalkFailure } from './testing/walks'

const RUNS = Number(process.env.WALK_RUNS ?? 10)
const STEPS = Number(process.env.WALK_STEPS ?? 40)
const SEED = process.env.WALK_SEED ? Number(process.env.WALK_SEED) : undefined
const PATH = process.env.WALK_PATH

describe.each(flows.map((flow) => [flow.name, flow] as const))('%s machine, random walks', (name, flow) => {
  it(`keeps its rules over ${RUNS} walks of up to ${STEPS} events`, async () => {
    const report = await checkWalks(flow.pathModel, { runs: RUNS, steps: STEPS, seed: SEED, path: PATH })
    expect(report.failure && formatWalkFailure(name, report.failure)).toBeUndefined()
  })
})

describe('a path model’s own rules', () => {
  it('catch a countdown that runs below zero, shrunk to the walk that gets there', async () => {
    const otp = flows.find((flow) => flow.name === 'otp')!.pathModel
    const broken = otp.machine.provide({
      actions: { decrementSeconds: assign({ secondsLeft: ({ context }) => context.secondsLeft - 400 }) },
    })
    const report = await checkWalks({ ...otp, machine: broken }, { runs: 100, steps: 20, seed: 1 })
    expect(report.failure?.message).toContain('secondsLeft -100 outside 0-300')
    expect(report.failure?.walk.steps.at(-1)?.event.type).toMatch(/^xstate\.after\.tick/)
  })
})
