/** What a set of replays covers of the machine's states and transitions. */
import { type AnyStateMachine } from 'xstate'
import { generatePaths } from './generate'
import type { Coverage, CoverageFigure, PathModel, ReplayResult } from './model'
import { pairPaths } from './pair-paths'
import { pairFigure, searchPairs, type PairFigure } from './pairs'
import { replayPath } from './replay'
import { stateIdsOf, transitionsOf } from './structure'

export function coverageOf(machine: AnyStateMachine, replays: readonly ReplayResult[]): Coverage {
  const coveredStates = new Set(replays.flatMap((replay) => [...replay.states]))
  const coveredTransitions = new Set(replays.flatMap((replay) => [...replay.transitions]))
  const stateIds = stateIdsOf(machine)
  const transitionKeys = transitionsOf(machine).map((info) => info.key)
  const figure = (all: string[], covered: Set<string>): CoverageFigure => ({
    covered: all.filter((key) => covered.has(key)).length,
    total: all.length,
    missing: all.filter((key) => !covered.has(key)),
  })
  return { states: figure(stateIds, coveredStates), transitions: figure(transitionKeys, coveredTransitions) }
}

/**
 * Generates every path and the pair paths (pairs.ts), replays each, and returns the coverage of the
 * generated ones and the transition pairs of all.
 */
export async function runPathModel(
  model: PathModel,
): Promise<{ paths: number; pairPaths: number; coverage: Coverage; pairs: PairFigure }> {
  const paths = generatePaths(model)
  const replays: ReplayResult[] = []
  for (const path of paths) replays.push(await replayPath(model, path))
  const found = searchPairs(model)
  const extended = pairPaths(model, paths, found)
  const sequences = replays.map((replay) => replay.sequence)
  for (const path of extended) sequences.push((await replayPath(model, path)).sequence)
  return {
    paths: paths.length,
    pairPaths: extended.length,
    coverage: coverageOf(model.machine, replays),
    pairs: pairFigure(found, sequences),
  }
}
