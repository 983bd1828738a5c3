/**
 * Paths that take the transition pairs the search of pairs.ts found.
 *
 * `pairPaths` extends the generated paths: for each pair they do not take, the shortest path that
 * ends with its first transition and then takes its second, chosen greedily so that few paths take
 * all of them. The path tests (paths-suite.ts) replay them on actors with the generated paths'
 * checks. `pairWalks` makes few long walks instead, for replays that cost much each (through a
 * view: view-criteria.ts).
 */
import { describeEvent, type PathModel, type PathStep, type TestPath } from './model'
import { edgesOf, pairKey, pairsOf, searchPairs, type Edge, type PairSearch } from './pairs'

/**
 * Few long walks that, with the pairs in `taken`, take every feasible pair: from a scenario's
 * start, again and again the shortest way on (breadth first over state and last transition) to an
 * edge that takes a pair not yet taken; where none is within reach (an end), a new walk from the
 * start, until a walk finds none or `leave` pairs at most are left. For replays that cost much
 * each (through a view): a walk goes on from where the last pair left it instead of starting over.
 */
export function pairWalks(
  model: PathModel,
  found: PairSearch,
  taken: ReadonlySet<string>,
  leave = 0,
): TestPath[] {
  const open = new Set([...found.feasible].filter((pair) => !taken.has(pair)))
  const walks: TestPath[] = []
  const takeAll = (sequence: readonly string[]) => {
    for (const pair of pairsOf(sequence)) open.delete(pair)
  }
  // states and transitions as small numbers: the walks' searches compare many of them
  const numbers = new Map<string, number>()
  const numberOf = (key: string) => {
    let number = numbers.get(key)
    if (number === undefined) numbers.set(key, (number = numbers.size))
    return number
  }
  const keyOf = (node: string, last: string) => numberOf(node) * 1_000_003 + numberOf(last)
  for (const scenario of model.scenarios) {
    const graph = found.graphs.get(scenario.name)
    if (!graph) continue
    // where a search found no open pair: nor can any later one (pairs only close), so none goes on
    // there. A scenario's own: another's state of the same key may offer other events (its input)
    const dead = new Set<number>()
    takeAll(graph.start.taken)
    for (;;) {
      if (open.size <= leave) return walks
      const steps: PathStep[] = [{ event: { type: 'xstate.init' }, state: graph.start.state }]
      let at = { node: graph.start.key, last: graph.start.taken.at(-1) ?? '' }
      for (;;) {
        // breadth first from here to the nearest edge taking an open pair
        const back = new Map<number, { from: number; edge: Edge } | null>([[keyOf(at.node, at.last), null]])
        const queue = dead.has(keyOf(at.node, at.last)) ? [] : [at]
        let reached: { key: number; edge: Edge } | undefined
        for (let head = 0; head < queue.length && !reached; head += 1) {
          const from = queue[head]!
          const fromKey = keyOf(from.node, from.last)
          for (const edge of edgesOf(model, graph, graph.nodes.get(from.node)!)) {
            if (
              (from.last && edge.taken.length > 0 && open.has(pairKey(from.last, edge.taken[0]!))) ||
              pairsOf(edge.taken).some((pair) => open.has(pair))
            ) {
              reached = { key: fromKey, edge }
              break
            }
            const next = { node: edge.to, last: edge.taken.at(-1) ?? from.last }
            const nextKey = keyOf(next.node, next.last)
            if (back.has(nextKey) || dead.has(nextKey)) continue
            back.set(nextKey, { from: fromKey, edge })
            queue.push(next)
          }
        }
        if (!reached) {
          for (const key of back.keys()) dead.add(key)
          break
        }
        const way: Edge[] = [reached.edge]
        for (let key = reached.key, link = back.get(key); link; key = link.from, link = back.get(key))
          way.unshift(link.edge)
        for (const edge of way) {
          takeAll(at.last ? [at.last, ...edge.taken] : edge.taken)
          steps.push({ event: edge.event, state: edge.state })
          at = { node: edge.to, last: edge.taken.at(-1) ?? at.last }
        }
        if (open.size <= leave) break
      }
      if (steps.length === 1) break
      walks.push({
        scenario: scenario.name,
        description: `[${scenario.name}] walk ${walks.length + 1}: ${steps.length - 1} steps taking pairs`,
        steps,
      })
    }
  }
  return walks
}

/**
 * Paths that, with the generated ones, take every feasible pair: greedily the candidate taking the
 * most pairs not yet taken (the shorter on a tie), then without those that are a beginning of
 * another chosen path.
 */
export function pairPaths(
  model: PathModel,
  generated: readonly TestPath[],
  found = searchPairs(model),
): TestPath[] {
  const taken = new Set<string>()
  for (const path of generated) for (const pair of pairsOf(found.predict(path) ?? [])) taken.add(pair)
  // each open candidate's count of pairs not yet taken, lowered as pairs are taken
  const gain = new Map<TestPath, number>()
  const takers = new Map<string, TestPath[]>()
  for (const path of found.candidates) {
    const open = [...new Set(found.covers.get(path))].filter((pair) => !taken.has(pair))
    if (open.length === 0) continue
    gain.set(path, open.length)
    for (const pair of open) takers.set(pair, [...(takers.get(pair) ?? []), path])
  }
  const chosen: TestPath[] = []
  for (;;) {
    let best: TestPath | undefined
    let bestGain = 0
    for (const [path, count] of gain) {
      if (
        count > bestGain ||
        (count === bestGain && count > 0 && best && path.steps.length < best.steps.length)
      ) {
        best = path
        bestGain = count
      }
    }
    if (!best) break
    chosen.push(best)
    for (const pair of new Set(found.covers.get(best))) {
      if (taken.has(pair)) continue
      taken.add(pair)
      for (const path of takers.get(pair) ?? []) gain.set(path, gain.get(path)! - 1)
    }
    for (const [path, count] of gain) if (count === 0) gain.delete(path)
  }
  // each chosen path's events written once (not again for every event compared)
  const signatures = new Map(
    chosen.map((path) => [path, path.steps.slice(1).map((step) => describeEvent(step.event))]),
  )
  return chosen.filter((path) => {
    const mine = signatures.get(path)!
    return !chosen.some(
      (other) =>
        other !== path &&
        other.scenario === path.scenario &&
        other.steps.length > path.steps.length &&
        mine.every((event, index) => signatures.get(other)![index] === event),
    )
  })
}
