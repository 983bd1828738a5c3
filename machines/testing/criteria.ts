/**
 * Coverage beyond states and transitions, measured on actors: transition pairs (two transitions
 * taken one right after the other, eventless and delayed ones counted like the rest) and guard
 * outcomes (each named guard seen true and seen false). The generated paths and their refusal
 * probes (probes.ts) are replayed with every guard wrapped to record what it returned (`machine.provide({ guards })`).
 *
 * Which pairs can happen is searched over the path model (pairs.ts): the total is what the search
 * finds, the generated paths and the pair paths (which extend them to the pairs they miss) are
 * replayed for the covered, and what the definition allows but no path of the model takes is
 * listed as unreachable. Which guard outcomes can happen is not read from the definition: the total
 * is what the paths and a fixed set of seeded random walks (walks.ts) reach between them, and each
 * missing outcome says whether walks reached it.
 */
import fc from 'fast-check'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { generatePaths } from './generate'
import type { PathModel, TestPath } from './model'
import { pairPaths } from './pair-paths'
import { pairFigure, pairsOf, searchPairs } from './pairs'
import { refusalPaths } from './probes'
import { replayPath } from './replay'
import { walkArbitrary, walkPath } from './walks'

export type Criterion = 'transition-pairs' | 'guard-outcomes'

export interface CriterionFigure {
  covered: number
  total: number
  /** Can happen (pairs: found by the search; outcomes: reached by a random walk), not taken by a path. */
  missing: string[]
  /** Guard outcomes reached by neither (maybe impossible); pairs have no such list. */
  unseen: string[]
  /** Pairs the definition allows that no path of the model can take (the search's proof); outcomes have none. */
  unreachable: string[]
}

export interface CriteriaOptions {
  walks?: number
  steps?: number
  seed?: number
}

interface Seen {
  sequences: string[][]
  outcomes: Set<string>
}

/** The machine with every guard reporting its outcome into `sink`. */
function recording(machine: AnyStateMachine, sink: { outcomes: Set<string> }): AnyStateMachine {
  const guards = machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>
  const wrapped = Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [
      name,
      (...args: unknown[]) => {
        const outcome = guard(...args)
        sink.outcomes.add(`${name} ${outcome ? 'true' : 'false'}`)
        return outcome
      },
    ]),
  )
  return machine.provide({ guards: wrapped } as never) as AnyStateMachine
}

async function replayAll(model: PathModel, paths: readonly TestPath[], lenient: boolean): Promise<Seen> {
  const seen: Seen = { sequences: [], outcomes: new Set() }
  const recorded: PathModel = { ...model, machine: recording(model.machine, seen) }
  for (const path of paths) {
    try {
      seen.sequences.push((await replayPath(recorded, path)).sequence)
    } catch (error) {
      // a walk that breaks a rule is the walks' failure to report (npm run walks), not a total here
      if (!lenient) throw error
    }
  }
  return seen
}

/** Every guard name a transition uses, `and`/`or`/`not` walked. */
export function guardNamesOf(machine: AnyStateMachine): string[] {
  const names = new Set<string>()
  const leaves = (guard: unknown): void => {
    if (typeof guard === 'string') names.add(guard)
    else if (guard && typeof guard === 'object' && 'type' in guard) names.add(String(guard.type))
    else if (typeof guard === 'function') {
      const inner = (guard as { guards?: unknown }).guards
      for (const each of Array.isArray(inner) ? inner : inner === undefined ? [] : [inner]) leaves(each)
    }
  }
  const walk = (node: AnyStateNode): void => {
    for (const definitions of node.transitions.values()) for (const t of definitions) leaves(t.guard)
    for (const t of node.always ?? []) leaves(t.guard)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return [...names].sort()
}

/** Transition-pair and guard-outcome coverage of the generated paths, on actors. */
export async function criteriaOf(
  model: PathModel,
  options: CriteriaOptions = {},
): Promise<Record<Criterion, CriterionFigure>> {
  const generated = generatePaths(model)
  const found = searchPairs(model)
  // the path tests: the generated paths, the refusal probes and the pair paths (machines/testing/paths-suite.ts)
  const fromPaths = await replayAll(
    model,
    [...generated, ...refusalPaths(model, generated), ...pairPaths(model, generated, found)],
    false,
  )
  const walks = fc.sample(walkArbitrary(model, options.steps ?? 100), {
    numRuns: options.walks ?? 100,
    seed: options.seed ?? 37,
  })
  const fromWalks = await replayAll(
    model,
    walks.map((walk) => walkPath(model, walk)),
    true,
  )
  const pairs = pairFigure(found, fromPaths.sequences)
  // a walk taking a pair the search did not find would make the search's "unreachable" wrong
  const walked = new Set(fromWalks.sequences.flatMap((sequence) => pairsOf(sequence)))
  const unforeseen = [
    ...new Set([...pairs.unforeseen, ...[...walked].filter((pair) => !found.feasible.has(pair))]),
  ]
  const outcomes = guardNamesOf(model.machine).flatMap((name) => [`${name} true`, `${name} false`])
  const reached = new Set([...fromPaths.outcomes, ...fromWalks.outcomes])
  const unseen = outcomes.filter((key) => !reached.has(key))
  return {
    'transition-pairs': {
      covered: pairs.covered,
      total: pairs.feasible + unforeseen.length,
      missing: [
        ...pairs.missing,
        ...unforeseen.map((pair) => `${pair} (taken, but not found by the search)`),
      ],
      unseen: [],
      unreachable: pairs.unreachable,
    },
    'guard-outcomes': {
      covered: fromPaths.outcomes.size,
      total: reached.size + unseen.length,
      missing: [...reached].filter((key) => !fromPaths.outcomes.has(key)).sort(),
      unseen,
      unreachable: [],
    },
  }
}
