/**
 * The paths a tester asks for by criterion, numbered the same way everywhere (`npm run paths --
 * --list`, `--path N --format playwright`, the flow viewer's picker): `transitions`, the generated
 * paths (every state and transition); `transition-pairs`, those and then the pair paths
 * (pairs.ts); `guard-outcomes`, those and then the refusal probes (probes.ts), where each guard
 * also says no. No replay: pure transitions only, so the browser's flow viewer can list them too.
 */
import { generatePaths } from './generate'
import type { PathModel, TestPath } from './model'
import { pairPaths } from './pair-paths'
import { searchPairs } from './pairs'
import { refusalPaths } from './probes'

export const PATH_CRITERIA = ['transitions', 'transition-pairs', 'guard-outcomes'] as const
export type PathCriterion = (typeof PATH_CRITERIA)[number]

export const isPathCriterion = (value: unknown): value is PathCriterion =>
  (PATH_CRITERIA as readonly unknown[]).includes(value)

export function pathsFor(model: PathModel, criterion: PathCriterion = 'transitions'): TestPath[] {
  return pathSet(model, criterion).paths
}

export interface PathSet {
  paths: TestPath[]
  /** The transitions a path takes, in order, as the pair search predicts them (pure, no replay). */
  sequenceOf(path: TestPath): string[]
}

/** A criterion's paths with what each takes, for the flow viewer's path coverage. */
export function pathSet(model: PathModel, criterion: PathCriterion = 'transitions'): PathSet {
  const generated = generatePaths(model)
  let found: ReturnType<typeof searchPairs> | undefined
  const search = () => (found ??= searchPairs(model))
  const paths =
    criterion === 'transition-pairs'
      ? [...generated, ...pairPaths(model, generated, search())]
      : criterion === 'guard-outcomes'
        ? [...generated, ...refusalPaths(model, generated)]
        : generated
  return { paths, sequenceOf: (path) => search().predict(path) ?? [] }
}
