/**
 * The generated path tests of registry machines: each path replayed on a real actor, emitting what
 * the machine predicts, then every state and transition covered; every state the paths reach
 * refusing, unchanged, the events its guards refuse there (probes.ts); and the pair paths
 * (pairs.ts), with the same checks, taking with the generated paths every transition pair the model
 * can take. machines/paths.test.ts and machines/paths-2.test.ts run them, the registry dealt between
 * the two (`dealt`) so that the run's two workers take half each: in one file they were the run's
 * longest, the last one running while the other worker had nothing left to do.
 */
import { describe, expect, it } from 'vitest'
import { flows, type FlowEntry } from '../registry'
import { coverageOf, generatePaths, replayPath, type ReplayResult } from './paths'
import { pairPaths } from './pair-paths'
import { pairsOf, searchPairs } from './pairs'
import { predictedEmitted, refusalPaths } from './probes'

/** The registry's machines at places `hand`, `hand + hands`, …: every machine in exactly one hand. */
export function dealt(hand: number, hands: number): FlowEntry[] {
  return flows.filter((_, place) => place % hands === hand)
}

export function describeGeneratedPaths(entries: readonly FlowEntry[]): void {
  describe.each(entries.map((flow) => [flow.name, flow] as const))(
    '%s machine, generated paths',
    (_name, flow) => {
      const paths = generatePaths(flow.pathModel)
      const replays: ReplayResult[] = []

      it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
        const replay = await replayPath(flow.pathModel, path)
        expect(replay.states.size).toBeGreaterThan(0)
        expect(replay.emitted).toEqual(predictedEmitted(flow.pathModel, path))
        replays.push(replay)
      })

      it('covers every state and every transition', () => {
        expect(replays).toHaveLength(paths.length)
        const coverage = coverageOf(flow.machine, replays)
        expect(coverage.states.missing).toEqual([])
        expect(coverage.transitions.missing).toEqual([])
        expect(coverage.states.covered).toBe(coverage.states.total)
        expect(coverage.transitions.covered).toBe(coverage.transitions.total)
      })

      const found = searchPairs(flow.pathModel)
      const extended = pairPaths(flow.pathModel, paths, found)
      const pairReplays: ReplayResult[] = []

      it.each(extended.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
        const replay = await replayPath(flow.pathModel, path)
        expect(replay.emitted).toEqual(predictedEmitted(flow.pathModel, path))
        pairReplays.push(replay)
      })

      it('takes every transition pair that can happen', () => {
        expect(pairReplays).toHaveLength(extended.length)
        const taken = new Set([...replays, ...pairReplays].flatMap((replay) => pairsOf(replay.sequence)))
        expect([...found.feasible].filter((pair) => !taken.has(pair))).toEqual([])
        // a pair taken on actors that the search did not find would make its "unreachable" wrong
        expect([...taken].filter((pair) => !found.feasible.has(pair))).toEqual([])
      })

      it('refuses in every state what its guards refuse there', async () => {
        // a probe that moves the actor throws, naming the state and the event let through
        for (const probe of refusalPaths(flow.pathModel, paths))
          await expect(replayPath(flow.pathModel, probe)).resolves.toBeDefined()
      })
    },
  )
}
