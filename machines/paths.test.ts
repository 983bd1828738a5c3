/**
 * The generated path tests of every machine in registry.ts: each path replayed on a real actor,
 * emitting what the machine predicts, then every state and transition covered; and every state
 * the paths reach refusing, unchanged, the events its guards refuse there (testing/probes.ts). A
 * machine added to the registry is tested here.
 */
import { describe, expect, it } from 'vitest'
import { flows } from './registry'
import { coverageOf, generatePaths, replayPath, type ReplayResult } from './testing/paths'
import { predictedEmitted, refusalPaths } from './testing/probes'

describe.each(flows.map((flow) => [flow.name, flow] as const))(
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

    it('refuses in every state what its guards refuse there', async () => {
      // a probe that moves the actor throws, naming the state and the event let through
      for (const probe of refusalPaths(flow.pathModel, paths))
        await expect(replayPath(flow.pathModel, probe)).resolves.toBeDefined()
    })
  },
)
