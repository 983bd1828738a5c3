/**
 * Mutation testing of a machine's path tests: every mutant (mutate.ts) is run against the paths
 * generated from the real machine, the same checks the path tests make (paths-suite.ts: each step
 * of each path, and each pair path (pairs.ts), reaches the state the real machine predicts and
 * emits what it predicts; every state and transition of the machine under test covered; each state
 * refuses what the real machine refuses; every transition pair the real machine can take taken). A
 * mutant is killed when a check fails and survives when all pass.
 */
import type { AnyStateMachine } from 'xstate'
import { coverageOf } from './coverage'
import { generatePaths } from './generate'
import type { PathModel, ReplayResult, TestPath } from './model'
import { mutantsOf, type Mutant } from './mutate'
import { pairPaths } from './pair-paths'
import { pairsOf, searchPairs } from './pairs'
import { predictedEmitted, refusalPaths } from './probes'
import { replayPath } from './replay'

export interface MutantOutcome {
  mutant: Mutant
  killed: boolean
  /** What killed it: the first failing path's message, or the coverage it left. */
  by?: string
}

export interface MutationReport {
  mutants: number
  killed: number
  survivors: MutantOutcome[]
  /** Mutants xstate refused to build (not counted). */
  invalid: string[]
}

interface Prepared {
  model: PathModel
  /**
   * Each with what its replay covers and, for generated and pair paths, what it emits; `generated`
   * marks those whose coverage of states and transitions counts.
   */
  paths: Array<{ path: TestPath; keys: Set<string>; emitted?: string[]; generated?: boolean }>
  /** The transition pairs the real machine can take (pairs.ts). */
  feasible: ReadonlySet<string>
}

/**
 * The real machine's generated paths and pair paths with the events each emits, then its refusal
 * probes (probes.ts), each with the states and transitions its replay covers.
 */
export async function preparePaths(model: PathModel): Promise<Prepared> {
  const paths: Prepared['paths'] = []
  const generated = generatePaths(model)
  const found = searchPairs(model)
  for (const path of generated) {
    const replay = await replayPath(model, path)
    paths.push({
      path,
      keys: new Set([...replay.states, ...replay.transitions]),
      emitted: predictedEmitted(model, path),
      generated: true,
    })
  }
  for (const path of pairPaths(model, generated, found)) {
    const replay = await replayPath(model, path)
    paths.push({
      path,
      keys: new Set([...replay.states, ...replay.transitions]),
      emitted: predictedEmitted(model, path),
    })
  }
  for (const path of refusalPaths(model, generated)) {
    const replay = await replayPath(model, path)
    paths.push({ path, keys: new Set([...replay.states, ...replay.transitions]) })
  }
  return { model, paths, feasible: found.feasible }
}

/** Runs the path checks against one wrong machine; the paths through its change go first. */
export async function runMutant(
  prepared: Prepared,
  mutant: Pick<Mutant, 'machine' | 'focus'>,
): Promise<{ killed: boolean; by?: string }> {
  const model: PathModel = { ...prepared.model, machine: mutant.machine }
  const touches = (keys: Set<string>) => mutant.focus.some((key) => keys.has(key))
  const ordered = [
    ...prepared.paths.filter(({ keys }) => touches(keys)),
    ...prepared.paths.filter(({ keys }) => !touches(keys)),
  ]
  const replays: ReplayResult[] = []
  const taken = new Set<string>()
  for (const { path, emitted, generated } of ordered) {
    try {
      const replay = await replayPath(model, path)
      if (emitted && replay.emitted.join() !== emitted.join())
        throw new Error(
          `${path.description}: emitted ${replay.emitted.join(', ')}, not ${emitted.join(', ')}`,
        )
      // coverage is counted over the generated paths alone, as the path tests count it
      if (generated) replays.push(replay)
      if (emitted) for (const pair of pairsOf(replay.sequence)) taken.add(pair)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return { killed: true, by: message.replace(/\s*\n\s*/g, ' / ') }
    }
  }
  const coverage = coverageOf(mutant.machine as AnyStateMachine, replays)
  const missing = [
    ...coverage.states.missing,
    ...coverage.transitions.missing,
    ...[...prepared.feasible].filter((pair) => !taken.has(pair)),
  ]
  return missing.length > 0 ? { killed: true, by: `not covered: ${missing[0]}` } : { killed: false }
}

/** Every mutant of the model's machine (up to `cap`, spread over the kinds), run and counted. */
export async function mutationReport(
  model: PathModel,
  options: { cap?: number; onMutant?: (outcome: MutantOutcome) => void } = {},
): Promise<MutationReport> {
  const invalid: string[] = []
  let mutants: Mutant[]
  try {
    mutants = mutantsOf(model.machine)
  } catch (error) {
    throw new Error(`could not make mutants of ${model.machine.id}: ${String(error)}`, { cause: error })
  }
  if (options.cap !== undefined && mutants.length > options.cap) mutants = spread(mutants, options.cap)
  const prepared = await preparePaths(model)
  const report: MutationReport = { mutants: 0, killed: 0, survivors: [], invalid }
  for (const mutant of mutants) {
    let result: { killed: boolean; by?: string }
    try {
      result = await runMutant(prepared, mutant)
    } catch (error) {
      invalid.push(`${mutant.kind} ${mutant.where}: ${String(error)}`)
      continue
    }
    const outcome: MutantOutcome = { mutant, ...result }
    report.mutants += 1
    if (result.killed) report.killed += 1
    else report.survivors.push(outcome)
    options.onMutant?.(outcome)
  }
  return report
}

/** `cap` mutants taken evenly through the list, so every kind and every part of the machine shows. */
function spread<T>(all: readonly T[], cap: number): T[] {
  const step = all.length / cap
  return Array.from({ length: cap }, (_, index) => all[Math.floor(index * step)]!)
}
