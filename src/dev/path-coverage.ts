/**
 * What one generated path covers, for the flow viewer's path picker: the paths of a machine by
 * criterion (machines/testing/path-sets.ts, numbered as `npm run paths -- --list` numbers them),
 * and for the chosen one the transitions and the transition pairs it takes (predicted on the pure
 * machine, as the pair search does) and the chart ids of the states it passes.
 */
import { chartIdsOf } from '../../machines/charts/flow-chart'
import type { FlowEntry } from '../../machines/registry'
import { eventLabel } from '../../machines/testing/path-listing'
import { pathSet, type PathCriterion, type PathSet } from '../../machines/testing/path-sets'
import { pairsOf } from '../../machines/testing/pairs'
import type { TestPath } from '../../machines/testing/paths'
import { activePaths } from './flow-feed'

const sets = new Map<string, PathSet>()

/** The criterion's paths of a machine, worked out once per page (the app's take a few seconds). */
export function pathsOf(flow: FlowEntry, criterion: PathCriterion): PathSet {
  const key = `${flow.name} ${criterion}`
  let set = sets.get(key)
  if (!set) {
    set = pathSet(flow.pathModel, criterion)
    sets.set(key, set)
  }
  return set
}

/** `3 · start → retry → actor checkPackage succeeds`: a path as the picker lists it. */
export function pathTitle(path: TestPath, index: number): string {
  const events = path.steps.slice(1).map((step) => eventLabel(step.event))
  return `${index + 1} · [${path.scenario}] ${events.join(' → ') || '(initial state)'}`
}

export interface PathCoverage {
  /** Transition keys in the order first taken. */
  transitions: string[]
  /** Pairs (`<first> ⇒ <second>`) in the order first taken. */
  pairs: string[]
  /** Chart ids of every state the path passes, its transient ones included. */
  passedIds: string[]
}

export function coverageOfPath(flow: FlowEntry, set: PathSet, path: TestPath): PathCoverage {
  const sequence = set.sequenceOf(path)
  const statePaths = new Set<string>()
  for (const step of path.steps) for (const each of activePaths(step.state.value)) statePaths.add(each)
  // a transient (`always`) state never settles in a snapshot: its transitions' sources name it
  const prefix = `${flow.machine.id}.`
  for (const key of sequence) {
    const source = key.slice(0, key.indexOf(' '))
    if (source.startsWith(prefix)) statePaths.add(source.slice(prefix.length))
  }
  return {
    transitions: [...new Set(sequence)],
    pairs: [...new Set(pairsOf(sequence))],
    passedIds: [...new Set(chartIdsOf(flow.machine, [...statePaths]))],
  }
}
