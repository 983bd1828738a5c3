/**
 * Transition pairs and guard outcomes through a view (src/test/view-paths.tsx), measured against
 * what the actor-level path tests reach (machines/testing/paths-suite.ts):
 *
 * - what can happen on actors but not through the view is unreachable there, each with its reason:
 *   a pair no path of the model takes (the pair search's proof, as `npm run paths -- --criterion`
 *   lists it), or a pair or outcome that only an event the view gives a person no way to cause
 *   leads to (the view model's `unreachable`), or a guard outcome the view only asks for
 *   (`snapshot.can()`, to offer no way to do what the guard refuses);
 * - everything else is the bar's total, and the view's paths must take at least `VIEW_BAR` of it.
 *
 * The view's paths are its covering paths and a few long walks (pairs.ts, pairWalks) that take
 * the pairs those miss. Refusal probes are not run through views: a view checks most of what a guard
 * refuses before sending (form rules, a greyed-out control), so the person's action there does not
 * reach the machine; a guard outcome only a refused event meets counts as missing unless the view
 * asks for it (`can()`), which is listed as unreachable.
 */
import type { AnyStateMachine } from 'xstate'
import type { PathModel, ReplayResult, TestPath } from './model'
import { pairWalks } from './pair-paths'
import { pairKey, pairsOf, searchPairs, type PairSearch } from './pairs'
import { recordingGuards } from './replay'

/** The share of what can happen through a view that its paths must take. */
export const VIEW_BAR = 0.95

export interface Unreachable {
  key: string
  reason: string
}

export interface ViewFigure {
  covered: number
  /** What can happen through the view (the bar's total). */
  total: number
  missing: string[]
  unreachable: Unreachable[]
}

export interface ViewCriteria {
  'transition-pairs': ViewFigure
  'guard-outcomes': ViewFigure
}

const NO_PATH = 'no path of the model takes it (the pair search over its states, events and fakes)'
const NO_WAY =
  'only an event the view gives a person no way to cause leads to it (the view model’s unreachable)'
const THROUGH = (between: string) =>
  `the person's way to cause the second makes the view take ${between} first (typing into a form before its button)`
const REFUSED =
  'met only by an event its guard refuses (a refusal probe): those run on actors (machines/testing/paths-suite.ts), not through the views, which mostly check the same rule before sending'
const ASKED =
  'the view asks the machine (can) and offers no way to do what the guard refuses: the outcome is shown, not met'

/**
 * The pair search over a model whose guards tell what they decide: every state the model reaches
 * asked every event it offers (what the generated paths and the refusal probes send), so the guard
 * outcomes met are those the path tests meet, without running an actor.
 */
function searchWithOutcomes(model: PathModel): { found: PairSearch; outcomes: Set<string> } {
  const outcomes = new Set<string>()
  const machine = model.machine.provide({
    guards: recordingGuards(model.machine, (outcome) => outcomes.add(outcome)),
  } as never) as AnyStateMachine
  const found = searchPairs({ ...model, machine })
  return { found, outcomes }
}

export interface ViewPlan {
  /** Walks that, with the covering paths, take every pair the view can take (pairWalks). */
  pairPaths: TestPath[]
  /**
   * Works out the figures from the runs through the view, what the view asked, the pairs a run
   * put other transitions between (`interruptions`), and the guard outcomes the same paths meet on
   * actors.
   */
  criteria(
    replays: readonly ReplayResult[],
    asked: ReadonlySet<string>,
    interrupted?: ReadonlyMap<string, string>,
    metOnActors?: ReadonlySet<string>,
  ): ViewCriteria
}

/**
 * What a view's paths must add to its covering paths, and how to measure them: `full` is the
 * machine's path model, `view` the same with the view model's `unreachable` events left out.
 */
export async function planViewPaths(
  full: PathModel,
  view: PathModel,
  covering: ReadonlyArray<{ path: TestPath; replay: ReplayResult }>,
): Promise<ViewPlan> {
  const { found: fullFound, outcomes: fullOutcomes } = searchWithOutcomes(full)
  const { found: viewFound, outcomes: viewOutcomes } =
    view === full ? { found: fullFound, outcomes: fullOutcomes } : searchWithOutcomes(view)
  const paths = covering.map(({ path }) => path)
  const coveringPairs = new Set(paths.flatMap((path) => pairsOf(viewFound.predict(path) ?? [])))
  const chosenPairs = pairWalks(view, viewFound, coveringPairs)

  return {
    pairPaths: chosenPairs,
    criteria(replays, asked, interrupted = new Map(), metOnActors) {
      const taken = new Set(replays.flatMap((replay) => pairsOf(replay.sequence)))
      const broken = [...interrupted].filter(([pair]) => viewFound.feasible.has(pair) && !taken.has(pair))
      const pairTotal = [...viewFound.feasible].filter((pair) => !interrupted.has(pair) || taken.has(pair))
      const pairMissing = pairTotal.filter((pair) => !taken.has(pair)).sort()
      const pairs: ViewFigure = {
        covered: pairTotal.length - pairMissing.length,
        total: pairTotal.length,
        missing: pairMissing,
        unreachable: [
          ...fullFound.unreachable.map((key) => ({ key, reason: NO_PATH })),
          ...[...fullFound.feasible]
            .filter((pair) => !viewFound.feasible.has(pair))
            .sort()
            .map((key) => ({ key, reason: NO_WAY })),
          ...broken.sort().map(([key, between]) => ({ key, reason: THROUGH(between) })),
        ],
      }
      const decided = new Set(replays.flatMap((replay) => [...replay.outcomes]))
      const shownOnly = [...viewOutcomes].filter((outcome) => !decided.has(outcome) && asked.has(outcome))
      // the same paths on actors send only events the machine takes: what they miss needs a refusal
      const refusedOnly = metOnActors
        ? [...viewOutcomes].filter(
            (outcome) => !decided.has(outcome) && !asked.has(outcome) && !metOnActors.has(outcome),
          )
        : []
      const outcomeTotal = [...viewOutcomes].filter(
        (outcome) => !shownOnly.includes(outcome) && !refusedOnly.includes(outcome),
      )
      const outcomeMissing = outcomeTotal.filter((outcome) => !decided.has(outcome)).sort()
      const outcomes: ViewFigure = {
        covered: outcomeTotal.length - outcomeMissing.length,
        total: outcomeTotal.length,
        missing: outcomeMissing,
        unreachable: [
          ...[...fullOutcomes]
            .filter((outcome) => !viewOutcomes.has(outcome))
            .sort()
            .map((key) => ({ key, reason: NO_WAY })),
          ...shownOnly.sort().map((key) => ({ key, reason: ASKED })),
          ...refusedOnly.sort().map((key) => ({ key, reason: REFUSED })),
        ],
      }
      return { 'transition-pairs': pairs, 'guard-outcomes': outcomes }
    },
  }
}

/**
 * The pairs the actors take along a path and the view's run of it did not, because the person's
 * action for a step made the view take other transitions first: each with what came between.
 */
export function interruptions(onActors: ReplayResult, throughView: ReplayResult): Map<string, string> {
  const found = new Map<string, string>()
  const slice = (replay: ReplayResult, step: number) =>
    replay.sequence.slice(replay.stepStarts[step], replay.stepStarts[step + 1] ?? replay.sequence.length)
  for (let step = 1; step < onActors.stepStarts.length; step += 1) {
    const before = onActors.sequence[onActors.stepStarts[step]! - 1]
    const wanted = slice(onActors, step)
    const got = slice(throughView, step)
    if (!before || wanted.length === 0 || got[0] === wanted[0]) continue
    const at = got.indexOf(wanted[0]!)
    if (at > 0) found.set(pairKey(before, wanted[0]!), got.slice(0, at).join(', '))
  }
  return found
}

/** The share a figure takes of its total (all of nothing is all). */
export const shareOf = ({ covered, total }: Pick<ViewFigure, 'covered' | 'total'>): number =>
  total === 0 ? 1 : covered / total
