/**
 * Coverage beyond states and transitions, measured on actors: transition pairs (two transitions
 * taken one right after the other, eventless and delayed ones counted like the rest) and guard
 * outcomes (each named guard seen true and seen false). The generated paths and their refusal
 * probes (probes.ts) are replayed with every guard wrapped to record what it returned (`machine.provide({ guards })`).
 *
 * What "can happen" is not read from the definition (a pair or an outcome may be impossible given
 * the context): the totals are what the generated paths and a fixed set of seeded random walks
 * (walks.ts) reach between them, and each missing item says whether walks reached it.
 */
import fc from 'fast-check'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { generatePaths } from './generate'
import type { PathModel, TestPath } from './model'
import { refusalPaths } from './probes'
import { replayPath } from './replay'
import { walkArbitrary, walkPath } from './walks'

export type Criterion = 'transition-pairs' | 'guard-outcomes'

export interface CriterionFigure {
  covered: number
  total: number
  /** Reached by random walks, not by the generated paths. */
  missing: string[]
  /** Guard outcomes reached by neither (maybe impossible); pairs have no such list. */
  unseen: string[]
}

export interface CriteriaOptions {
  walks?: number
  steps?: number
  seed?: number
}

interface Seen {
  pairs: Set<string>
  outcomes: Set<string>
}

const pairKey = (first: string, second: string) => `${first} ⇒ ${second}`

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
  const seen: Seen = { pairs: new Set(), outcomes: new Set() }
  const recorded: PathModel = { ...model, machine: recording(model.machine, seen) }
  for (const path of paths) {
    try {
      const { sequence } = await replayPath(recorded, path)
      for (let index = 1; index < sequence.length; index += 1)
        seen.pairs.add(pairKey(sequence[index - 1]!, sequence[index]!))
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
  // the path tests: the generated paths and the refusal probes (machines/paths.test.ts)
  const fromPaths = await replayAll(model, [...generated, ...refusalPaths(model, generated)], false)
  const walks = fc.sample(walkArbitrary(model, options.steps ?? 100), {
    numRuns: options.walks ?? 100,
    seed: options.seed ?? 37,
  })
  const fromWalks = await replayAll(
    model,
    walks.map((walk) => walkPath(model, walk)),
    true,
  )
  const figure = (covered: Set<string>, reached: Set<string>, all: readonly string[] = []) => {
    const total = new Set([...covered, ...reached])
    return {
      covered: covered.size,
      total: total.size,
      missing: [...total].filter((key) => !covered.has(key)).sort(),
      unseen: all.filter((key) => !total.has(key)),
    }
  }
  const outcomes = guardNamesOf(model.machine).flatMap((name) => [`${name} true`, `${name} false`])
  const guardFigure = figure(fromPaths.outcomes, fromWalks.outcomes, outcomes)
  return {
    'transition-pairs': figure(fromPaths.pairs, fromWalks.pairs),
    'guard-outcomes': { ...guardFigure, total: guardFigure.total + guardFigure.unseen.length },
  }
}
