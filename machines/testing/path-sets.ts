/**
 * The paths a tester asks for by criterion, numbered the same way everywhere (`npm run paths --
 * --list`, `--path N --format playwright`, the flow viewer's picker): `transitions`, the generated
 * paths (every state and transition); `transition-pairs`, those and then the pair paths
 * (pairs.ts); `guard-outcomes`, those and then the refusal probes (probes.ts), where each guard
 * also says no. No replay: pure transitions only, so the browser's flow viewer can list them too.
 */
import { generatePaths } from './generate'
import type { PathModel, TestPath } from './model'
import { pairPaths } from './pairs'
import { refusalPaths } from './probes'

export const PATH_CRITERIA = ['transitions', 'transition-pairs', 'guard-outcomes'] as const
export type PathCriterion = (typeof PATH_CRITERIA)[number]

export const isPathCriterion = (value: unknown): value is PathCriterion =>
  (PATH_CRITERIA as readonly unknown[]).includes(value)

export function pathsFor(model: PathModel, criterion: PathCriterion = 'transitions'): TestPath[] {
  const generated = generatePaths(model)
  if (criterion === 'transition-pairs') return [...generated, ...pairPaths(model, generated)]
  if (criterion === 'guard-outcomes') return [...generated, ...refusalPaths(model, generated)]
  return generated
}
