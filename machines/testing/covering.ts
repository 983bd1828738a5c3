/** Choosing the few paths that cover what all of them cover. */
import { generatePaths } from './generate'
import type { PathModel, ReplayResult, TestPath } from './model'
import { replayPath } from './replay'

/**
 * A few of the generated paths, chosen greedily (most new states and transitions first, then the
 * shorter), that together cover everything the whole set covers: for replays that cost more than
 * an actor's, such as driving the real view.
 */
export async function coveringPaths(model: PathModel): Promise<TestPath[]> {
  return (await coveringReplays(model)).map(({ path }) => path)
}

/**
 * The covering paths with what each covers when replayed on actors: a view's path test that
 * reaches the predicted state at every step covers exactly this, so the view's coverage is known
 * without the other paths having run (a single path runs with `-t`).
 */
export async function coveringReplays(
  model: PathModel,
): Promise<Array<{ path: TestPath; replay: ReplayResult }>> {
  const candidates: Array<{ path: TestPath; replay: ReplayResult; keys: string[] }> = []
  for (const path of generatePaths(model)) {
    const replay = await replayPath(model, path)
    candidates.push({
      path,
      replay,
      keys: [
        ...[...replay.states].map((id) => `s ${id}`),
        ...[...replay.transitions].map((key) => `t ${key}`),
      ],
    })
  }
  const covered = new Set<string>()
  const chosen: Array<{ path: TestPath; replay: ReplayResult }> = []
  for (;;) {
    let best: (typeof candidates)[number] | undefined
    let bestGain = 0
    for (const candidate of candidates) {
      const gain = candidate.keys.filter((key) => !covered.has(key)).length
      if (
        gain > bestGain ||
        (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)
      ) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best) return chosen
    chosen.push({ path: best.path, replay: best.replay })
    for (const key of best.keys) covered.add(key)
  }
}

/**
 * The one replay that visits the most states (the fewer steps on a tie, then the earlier): the
 * path a view runs in its second language, where the copy is what is new, not the flow.
 */
export function mostStates<T extends { path: TestPath; replay: ReplayResult }>(
  replays: readonly T[],
): T | undefined {
  let best: T | undefined
  for (const candidate of replays) {
    if (
      !best ||
      candidate.replay.states.size > best.replay.states.size ||
      (candidate.replay.states.size === best.replay.states.size &&
        candidate.path.steps.length < best.path.steps.length)
    )
      best = candidate
  }
  return best
}
