/** Generating the paths of a model over the real machine (pure transitions, nothing runs). */
import {
  createEmptyActor,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import type { TraversalOptions } from 'xstate/graph'
import { activeNodes, endedInvocations } from './internals'
import { describeEvent, serializeStep, type PathModel, type PathStep, type TestPath } from './model'

/** The events offered in a snapshot: listed ones by type, plain ones for timers. */
export function eventsFor(model: PathModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const ended = new Set(endedInvocations(snapshot))
  const descriptors = new Set(
    activeNodes(snapshot)
      .flatMap((node) => node.ownEvents as string[])
      // an invoked actor stopped after its failure settles no more
      .filter((descriptor) => !ended.has(descriptor.replace(/^xstate\.(done|error)\.actor\./, ''))),
  )
  const offered: EventObject[] = []
  for (const descriptor of [...descriptors].sort()) {
    const listed = model.events.filter((event) => event.type === descriptor)
    if (listed.length > 0) offered.push(...listed)
    else if (descriptor.startsWith('xstate.after.')) offered.push({ type: descriptor })
    else if (descriptor.startsWith('xstate.')) {
      throw new Error(`path model for "${model.machine.id}" lists no event for ${descriptor}`)
    } else offered.push({ type: descriptor })
  }
  return offered
}

interface Edge {
  event: EventObject
  state: AnyMachineSnapshot
  /** The serialised state it leads to. */
  to: string
}

/**
 * Every state reachable under the traversal options with its edges, keyed by serialised state, in
 * the order xstate/graph's `getAdjacencyMap` finds them (breadth first; of two events written the
 * same, the later edge replaces the earlier in the first's place), and refusing, as it does, to go
 * past `limit` states taken from its queue. Each edge keeps its target's serialisation, so the
 * shortest paths need not serialise it again.
 */
function adjacencyOf(
  machine: AnyStateMachine,
  input: unknown,
  options: TraversalOptions<AnyMachineSnapshot, EventObject, unknown> & {
    events: (snapshot: AnyMachineSnapshot) => EventObject[]
    serializeState: (snapshot: AnyMachineSnapshot) => string
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean
    stopWhen: (snapshot: AnyMachineSnapshot) => boolean
    limit: number
  },
): { initial: string; nodes: Map<string, { state: AnyMachineSnapshot; edges: Map<string, Edge> }> } {
  // xstate/graph's own actor scope for pure transitions (a fresh empty actor's system); actions are
  // not executed (the action executor does nothing), so nothing is ever logged
  const empty = createEmptyActor()
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: Math.random().toString(32).slice(2),
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  }
  const first = machine.getInitialSnapshot(scope as never, input)
  const initial = options.serializeState(first)
  const nodes = new Map<string, { state: AnyMachineSnapshot; edges: Map<string, Edge> }>()
  // the states still to expand, each with its serialisation, in the order they were met
  const queue: Array<{ state: AnyMachineSnapshot; key: string }> = [{ state: first, key: initial }]
  for (let head = 0; head < queue.length; head += 1) {
    // xstate/graph counts every state taken from its queue, the already known ones too
    if (head > options.limit) throw new Error('Traversal limit exceeded')
    const { state, key } = queue[head]!
    if (nodes.has(key)) continue
    const edges = new Map<string, Edge>()
    nodes.set(key, { state, edges })
    if (options.stopWhen(state)) continue
    for (const event of options.events(state)) {
      if (!options.filterEvents(state, event)) continue
      const next = machine.transition(state, event, scope as never)
      const to = options.serializeState(next)
      edges.set(options.serializeEvent!(event), { event, state: next, to })
      queue.push({ state: next, key: to })
    }
  }
  return { initial, nodes }
}

/**
 * The shortest path to every state of the map, as xstate/graph's `getShortestPaths` takes them over
 * its own map: states in the order first reached, each step's snapshot the last one met for its
 * serialisation.
 */
function shortestPaths(adjacency: ReturnType<typeof adjacencyOf>): Map<string, PathStep[]> {
  const via = new Map<string, { weight: number; from?: string; event?: EventObject }>([
    [adjacency.initial, { weight: 0 }],
  ])
  const stateOf = new Map<string, AnyMachineSnapshot>([
    [adjacency.initial, adjacency.nodes.get(adjacency.initial)!.state],
  ])
  const unvisited = new Set([adjacency.initial])
  const visited = new Set<string>()
  for (const key of unvisited) {
    const { weight } = via.get(key)!
    for (const edge of adjacency.nodes.get(key)!.edges.values()) {
      stateOf.set(edge.to, edge.state)
      const known = via.get(edge.to)
      if (!known || known.weight > weight + 1)
        via.set(edge.to, { weight: weight + 1, from: key, event: edge.event })
      if (!visited.has(edge.to)) unvisited.add(edge.to)
    }
    visited.add(key)
    unvisited.delete(key)
  }
  const toState = new Map<string, PathStep[]>()
  for (const [key, { from, event }] of via) {
    toState.set(
      key,
      from === undefined
        ? [{ event: { type: 'xstate.init' }, state: stateOf.get(key)! }]
        : [...toState.get(from)!, { event: event!, state: stateOf.get(key)! }],
    )
  }
  return toState
}

/** What a traversal of the model offers and takes in each snapshot, and where it stops. */
export function traversalRules(model: PathModel) {
  return {
    events: (snapshot: AnyMachineSnapshot) => eventsFor(model, snapshot),
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.can(event) && (model.filter ? model.filter(snapshot, event) : true),
    stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status !== 'active',
    limit: model.limit ?? 5000,
  }
}

/**
 * Paths over the real machine: the shortest path to every reachable
 * (projected) state, extended by every enabled event from that state, so
 * self-loops and edges back to known states are exercised too. Paths that
 * are a prefix of a longer one are dropped.
 */
export function generatePaths(model: PathModel): TestPath[] {
  const all: TestPath[] = []
  // the locale's order, as String#localeCompare gives it, without making a collator per comparison
  const collator = new Intl.Collator()
  for (const scenario of model.scenarios) {
    const input = scenario.input(new SimulatedClock())
    // snapshots never change: each is written once, however often it is met
    const written = new WeakMap<AnyMachineSnapshot, string>()
    const serializeState = (snapshot: AnyMachineSnapshot): string => {
      let text = written.get(snapshot)
      if (text === undefined) written.set(snapshot, (text = serializeStep(snapshot, model.project)))
      return text
    }
    // and so are events (each edge's is met again in every path through it)
    const described = new WeakMap<EventObject, string>()
    const describe = (event: EventObject): string => {
      let text = described.get(event)
      if (text === undefined) described.set(event, (text = describeEvent(event)))
      return text
    }
    const adjacency = adjacencyOf(model.machine, input, {
      serializeState,
      // xstate/graph's default (JSON.stringify) writes every Error as {}, so two outcomes that
      // differ only in their Error's message were one edge and only the last was ever tested
      serializeEvent: describe,
      ...traversalRules(model),
    })
    const toState = shortestPaths(adjacency)
    const sequences: PathStep[][] = [...toState.values()]
    for (const [key, node] of adjacency.nodes) {
      const head = toState.get(key)
      if (!head) continue
      for (const edge of node.edges.values())
        sequences.push([...head, { event: edge.event, state: edge.state }])
    }
    // each event written once, and numbered so that a path's beginnings are cheap to name
    const numbers = new Map<string, number>()
    const candidates = sequences.map((steps) => {
      const signature = steps.slice(1).map((step) => describe(step.event))
      return {
        steps,
        signature,
        joined: signature.join(' → '),
        sortKey: signature.join('|'),
        ids: signature.map((sig) => {
          let id = numbers.get(sig)
          if (id === undefined) numbers.set(sig, (id = numbers.size))
          return id
        }),
      }
    })
    candidates.sort(
      (a, b) => b.signature.length - a.signature.length || collator.compare(a.sortKey, b.sortKey),
    )
    const kept: typeof candidates = []
    const seen = new Set<string>()
    // every beginning of every kept path: longer ones come first, so a later one that is a
    // beginning of a kept path is found here instead of by comparing it with each kept path
    const beginnings = new Set<string>()
    for (const candidate of candidates) {
      if (seen.has(candidate.joined)) continue
      if (beginnings.has(candidate.ids.join(','))) continue
      seen.add(candidate.joined)
      kept.push(candidate)
      let prefix = ''
      beginnings.add(prefix)
      for (const [index, id] of candidate.ids.entries()) {
        prefix = index === 0 ? `${id}` : `${prefix},${id}`
        beginnings.add(prefix)
      }
    }
    for (const { steps, joined } of kept) {
      all.push({
        scenario: scenario.name,
        description: `[${scenario.name}] ${joined || '(initial state)'}`,
        steps,
      })
    }
  }
  return all
}
