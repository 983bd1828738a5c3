/**
 * Transition pairs: two transitions taken one right after the other (eventless and delayed ones
 * counted like the rest, the second maybe in the same step as the first). Which pairs can happen
 * is searched, not guessed: the machine's states as the path model sees them (its projection, its
 * events and filter, as the generated paths explore them) are walked breadth-first on the pure
 * machine, each edge with the transitions it takes in order (internals.ts), and each state also
 * remembers the transition that led into it. Every pair met on the way can happen; every other
 * pair whose second transition's state may be active after the first (the candidates read from the
 * definition) is unreachable for the model, listed as such, and no miss. The paths that take
 * the pairs are made from this search in pair-paths.ts.
 */
import { SimulatedClock, type AnyMachineSnapshot, type AnyStateNode, type EventObject } from 'xstate'
import { eventsFor } from './generate'
import { takingInitialTransition, takingTransition } from './internals'
import { describeEvent, serializeStep, type PathModel, type PathStep, type TestPath } from './model'
import { transitionKey, transitionsOf } from './structure'

export const pairKey = (first: string, second: string): string => `${first} ⇒ ${second}`

/** The pairs a sequence of transitions takes, in order. */
export function pairsOf(sequence: readonly string[]): string[] {
  const pairs: string[] = []
  for (let index = 1; index < sequence.length; index += 1)
    pairs.push(pairKey(sequence[index - 1]!, sequence[index]!))
  return pairs
}

export interface Edge {
  event: EventObject
  state: AnyMachineSnapshot
  to: string
  /** Transition keys, in the order taken. */
  taken: string[]
}

interface Node {
  state: AnyMachineSnapshot
  edges?: Edge[]
}

export interface ScenarioGraph {
  scenario: string
  start: { key: string; state: AnyMachineSnapshot; taken: string[] }
  nodes: Map<string, Node>
}

/** The edges out of a state, explored once (each with the transitions it takes in order). */
export function edgesOf(model: PathModel, graph: ScenarioGraph, node: Node): Edge[] {
  if (node.edges) return node.edges
  const serialize = (snapshot: AnyMachineSnapshot) => serializeStep(snapshot, model.project)
  node.edges = []
  if (node.state.status !== 'active') return node.edges
  const from = serialize(node.state)
  for (const event of eventsFor(model, node.state)) {
    if (!node.state.can(event) || (model.filter && !model.filter(node.state, event))) continue
    const [state, taken] = takingTransition(model.machine, node.state, event)
    const to = serialize(state)
    if (!graph.nodes.has(to)) {
      if (graph.nodes.size >= (model.limit ?? 5000))
        throw new Error(
          `path model for "${model.machine.id}" reaches more than ${model.limit ?? 5000} states`,
        )
      graph.nodes.set(to, { state })
    }
    node.edges.push({ event, state, to, taken: taken.map(transitionKey) })
  }
  // A timer fires on the clock, after every timer due before it: one that comes back to this state
  // (a countdown's tick) has always just fired when a longer one does (replay.ts moves the clock).
  const timers = node.edges
    .map((edge) => ({ edge, delay: delayOf(model, node.state, edge.event.type) }))
    .filter((timer): timer is { edge: Edge; delay: number } => timer.delay !== undefined)
    .sort((a, b) => a.delay - b.delay)
  for (const timer of timers) {
    const earlier = timers.filter((other) => other.delay < timer.delay && other.edge.to === from)
    if (earlier.length > 0)
      timer.edge.taken = [...earlier.flatMap((other) => other.edge.taken), ...timer.edge.taken]
  }
  return node.edges
}

/** The delay of an `xstate.after.<delay>.<state id>` event in ms (a named delay read in the snapshot). */
function delayOf(model: PathModel, snapshot: AnyMachineSnapshot, type: string): number | undefined {
  if (!type.startsWith('xstate.after.')) return undefined
  const name = type.slice('xstate.after.'.length).split('.')[0]!
  if (/^\d+$/.test(name)) return Number(name)
  const delay = (model.machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof delay === 'number') return delay
  if (typeof delay === 'function') {
    const value: unknown = delay({ context: snapshot.context, event: { type } }, undefined)
    return typeof value === 'number' ? value : undefined
  }
  return undefined
}

function graphOf(model: PathModel, scenario: PathModel['scenarios'][number]): ScenarioGraph {
  const [state, taken] = takingInitialTransition(model.machine, scenario.input(new SimulatedClock()))
  const key = serializeStep(state, model.project)
  return {
    scenario: scenario.name,
    start: { key, state, taken: taken.map(transitionKey) },
    nodes: new Map([[key, { state }]]),
  }
}

interface Reached {
  node: string
  /** The last transition taken on the way here ('' before any). */
  last: string
  steps: PathStep[]
}

/**
 * Breadth first over (state, last transition taken): the shortest way into each state by each
 * transition, and every edge out of it. Calls `visit` with each such way and edge.
 */
function search(model: PathModel, graph: ScenarioGraph, visit: (from: Reached, edge: Edge) => void): void {
  const start: Reached = {
    node: graph.start.key,
    last: graph.start.taken.at(-1) ?? '',
    steps: [{ event: { type: 'xstate.init' }, state: graph.start.state }],
  }
  const seen = new Set([`${start.node}\n${start.last}`])
  const queue: Reached[] = [start]
  for (let head = 0; head < queue.length; head += 1) {
    const from = queue[head]!
    for (const edge of edgesOf(model, graph, graph.nodes.get(from.node)!)) {
      visit(from, edge)
      const last = edge.taken.at(-1) ?? from.last
      const key = `${edge.to}\n${last}`
      if (seen.has(key)) continue
      seen.add(key)
      queue.push({ node: edge.to, last, steps: [...from.steps, { event: edge.event, state: edge.state }] })
    }
  }
}

/** Whether two state nodes can be active at once (one contains the other, or parallel regions). */
function coActive(a: AnyStateNode, b: AnyStateNode): boolean {
  const above = new Set<AnyStateNode>()
  for (let node: AnyStateNode | undefined = a; node; node = node.parent) above.add(node)
  let common: AnyStateNode | undefined = b
  let below: AnyStateNode | undefined
  while (common && !above.has(common)) {
    below = common
    common = common.parent
  }
  if (!common || common === a || common === b || !below) return true
  return common.type === 'parallel'
}

/**
 * The pairs the definition allows: the second transition's state may be active once the first
 * is taken (its target's, or its source's when it has no target), and the first does not end the
 * machine.
 */
export function candidatePairs(model: PathModel): string[] {
  const all = transitionsOf(model.machine)
  const candidates: string[] = []
  for (const first of all) {
    const landing = first.transition.target?.length ? first.transition.target : [first.transition.source]
    if (landing.every((node: AnyStateNode) => node.type === 'final' && node.parent === model.machine.root))
      continue
    for (const second of all)
      if (landing.some((node: AnyStateNode) => coActive(node, second.transition.source)))
        candidates.push(pairKey(first.key, second.key))
  }
  return candidates
}

export interface PairSearch {
  /** Every pair some path of the model takes. */
  feasible: Set<string>
  /** Candidates no path of the model takes. */
  unreachable: string[]
  /** For each feasible pair, the shortest paths that take it (one per way into its state). */
  candidates: TestPath[]
  /** The pairs each candidate path takes. */
  covers: Map<TestPath, string[]>
  /** What a path's steps take, edge by edge, on the pure machine (undefined for an unknown scenario). */
  predict(path: TestPath): string[] | undefined
  /** Each scenario's explored states (pairWalks walks them again). */
  graphs: ReadonlyMap<string, ScenarioGraph>
}

/** Searches every scenario of the model for the pairs its paths can take. */
export function searchPairs(model: PathModel): PairSearch {
  const feasible = new Set<string>()
  const candidates: TestPath[] = []
  const covers = new Map<TestPath, string[]>()
  const graphs = new Map<string, ScenarioGraph>()
  for (const scenario of model.scenarios) {
    const graph = graphOf(model, scenario)
    graphs.set(scenario.name, graph)
    for (const pair of pairsOf(graph.start.taken)) feasible.add(pair)
    search(model, graph, (from, edge) => {
      const sequence = from.last ? [from.last, ...edge.taken] : edge.taken
      const pairs = pairsOf(sequence)
      if (pairs.length === 0) return
      for (const pair of pairs) feasible.add(pair)
      const steps = [...from.steps, { event: edge.event, state: edge.state }]
      const path: TestPath = {
        scenario: scenario.name,
        description: `[${scenario.name}] ${steps
          .slice(1)
          .map((step) => describeEvent(step.event))
          .join(' → ')} (pairs)`,
        steps,
      }
      candidates.push(path)
      covers.set(path, pairs)
    })
  }
  const predict = (path: TestPath): string[] | undefined => {
    const graph = graphs.get(path.scenario)
    if (!graph) return undefined
    const sequence = [...graph.start.taken]
    let node = graph.nodes.get(graph.start.key)
    for (const step of path.steps.slice(1)) {
      if (!node) return undefined
      const wanted = describeEvent(step.event)
      const edge = edgesOf(model, graph, node).find((candidate) => describeEvent(candidate.event) === wanted)
      // an event the state refuses (a probe's) takes nothing and leaves it where it is
      if (!edge) continue
      sequence.push(...edge.taken)
      node = graph.nodes.get(edge.to)
    }
    return sequence
  }
  const unreachable = candidatePairs(model).filter((pair) => !feasible.has(pair))
  return { feasible, unreachable, candidates, covers, predict, graphs }
}

export interface PairFigure {
  /** Feasible pairs the replays took. */
  covered: number
  feasible: number
  /** Feasible pairs no replay took. */
  missing: string[]
  /** Pairs the definition allows that no path of the model takes. */
  unreachable: string[]
  /** Pairs a replay took that the search did not find (the search would be wrong). */
  unforeseen: string[]
}

/** What replays' transition sequences took of the pairs the search found. */
export function pairFigure(found: PairSearch, sequences: ReadonlyArray<readonly string[]>): PairFigure {
  const taken = new Set(sequences.flatMap((sequence) => pairsOf(sequence)))
  const missing = [...found.feasible].filter((pair) => !taken.has(pair)).sort()
  return {
    covered: found.feasible.size - missing.length,
    feasible: found.feasible.size,
    missing,
    unreachable: found.unreachable,
    unforeseen: [...taken].filter((pair) => !found.feasible.has(pair)).sort(),
  }
}
