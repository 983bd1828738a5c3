/** Generating the paths of a model over the real machine (pure transitions, nothing runs). */
import { SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph'
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

/**
 * Paths over the real machine: the shortest path to every reachable
 * (projected) state, extended by every enabled event from that state, so
 * self-loops and edges back to known states are exercised too. Paths that
 * are a prefix of a longer one are dropped.
 */
export function generatePaths(model: PathModel): TestPath[] {
  const all: TestPath[] = []
  for (const scenario of model.scenarios) {
    const input = scenario.input(new SimulatedClock())
    const serializeState = (snapshot: AnyMachineSnapshot): string => serializeStep(snapshot, model.project)
    const options = {
      input,
      serializeState,
      // xstate/graph's default (JSON.stringify) writes every Error as {}, so two outcomes that
      // differ only in their Error's message were one edge and only the last was ever tested
      serializeEvent: describeEvent,
      events: (snapshot: AnyMachineSnapshot) => eventsFor(model, snapshot),
      filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
        snapshot.can(event) && (model.filter ? model.filter(snapshot, event) : true),
      stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status !== 'active',
      limit: model.limit ?? 5000,
    } as unknown as TraversalOptions<AnyMachineSnapshot, EventObject, unknown>
    const shortest = getShortestPaths(model.machine, options)
    const toState = new Map<string, PathStep[]>()
    for (const path of shortest) toState.set(serializeState(path.state), path.steps as PathStep[])
    const adjacency = getAdjacencyMap(model.machine, options)
    const sequences: PathStep[][] = [...toState.values()]
    for (const [key, node] of Object.entries(adjacency)) {
      const head = toState.get(key)
      if (!head) continue
      for (const edge of Object.values(node.transitions) as Array<{
        event: EventObject
        state: AnyMachineSnapshot
      }>) {
        sequences.push([...head, { event: edge.event, state: edge.state }])
      }
    }
    const described = sequences.map((steps) => ({
      steps,
      signature: steps.slice(1).map((step) => describeEvent(step.event)),
    }))
    described.sort(
      (a, b) =>
        b.signature.length - a.signature.length || a.signature.join('|').localeCompare(b.signature.join('|')),
    )
    const kept: typeof described = []
    const seen = new Set<string>()
    for (const candidate of described) {
      const joined = candidate.signature.join(' → ')
      if (seen.has(joined)) continue
      if (kept.some((longer) => candidate.signature.every((sig, i) => longer.signature[i] === sig))) continue
      seen.add(joined)
      kept.push(candidate)
    }
    for (const { steps, signature } of kept) {
      all.push({
        scenario: scenario.name,
        description: `[${scenario.name}] ${signature.join(' → ') || '(initial state)'}`,
        steps,
      })
    }
  }
  return all
}
