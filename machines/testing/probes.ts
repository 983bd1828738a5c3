/**
 * Two checks the generated paths leave out, over the same paths and actors:
 * - what a path emits: the pure machine predicts each step's emitted events (`transition()` returns
 *   them as `xstate.emit` actions), and the replay must emit the same, payloads included, in order;
 * - what a state refuses: for every state the generated paths reach, the shortest path to it
 *   followed by each of the person's events the state handles but a guard refuses there. Each must
 *   change nothing. The generated paths send only accepted events, so without these a guard that
 *   went missing lets an event through unseen.
 */
import {
  initialTransition,
  SimulatedClock,
  transition,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate'
import { eventsFor } from './generate'
import { describeEvent, serializeStep, type PathModel, type PathStep, type TestPath } from './model'

const emittedOf = (actions: ReadonlyArray<{ type: string; params?: unknown }>): string[] =>
  actions
    .filter((action) => action.type === 'xstate.emit')
    .map((action) => describeEvent((action.params as { event: EventObject }).event))

/**
 * The pure machine's walk along paths, shared by their common beginnings (the paths to a state
 * and the edges from it start alike), so each prefix is worked out once. The snapshots in a path's
 * steps cannot stand in: each is the first one found for its projection, and context the
 * projection leaves out can change what a step emits.
 */
interface Prefix {
  snapshot: AnyMachineSnapshot
  emitted: string[]
  /** By the path model's event object, or by type for an event that has nothing else. */
  next: Map<unknown, Prefix>
}
const starts = new WeakMap<object, Map<string, Prefix>>()

/** The events the path emits on the pure machine, in order, each as `describeEvent` writes it. */
export function predictedEmitted(model: PathModel, path: TestPath): string[] {
  const scenario = model.scenarios.find((candidate) => candidate.name === path.scenario)
  if (!scenario) throw new Error(`unknown scenario ${path.scenario}`)
  const byScenario = starts.get(model.machine) ?? new Map<string, Prefix>()
  starts.set(model.machine, byScenario)
  let prefix = byScenario.get(scenario.name)
  if (!prefix) {
    const [snapshot, actions] = initialTransition(model.machine, scenario.input(new SimulatedClock()))
    prefix = { snapshot, emitted: emittedOf(actions), next: new Map() }
    byScenario.set(scenario.name, prefix)
  }
  const emitted = [...prefix.emitted]
  for (const { event } of path.steps.slice(1)) {
    // an event that is only its type (a timer's, a plain one) is made afresh for each path
    const key = Object.keys(event).length === 1 ? event.type : event
    let reached: Prefix | undefined = prefix.next.get(key)
    if (!reached) {
      const [snapshot, actions]: [AnyMachineSnapshot, Array<{ type: string; params?: unknown }>] = transition(
        model.machine,
        prefix.snapshot,
        event,
      )
      reached = { snapshot, emitted: emittedOf(actions), next: new Map() }
      prefix.next.set(key, reached)
    }
    emitted.push(...reached.emitted)
    prefix = reached
  }
  return emitted
}

/** The person's events a path's last state handles and refuses, each a step that changes nothing. */
function refusedSteps(model: PathModel, last: PathStep): PathStep[] {
  const snapshot = last.state
  if (snapshot.status !== 'active') return []
  return eventsFor(model, snapshot)
    .filter((event) => !event.type.startsWith('xstate.') && !snapshot.can(event))
    .filter((event) => (model.filter ? model.filter(snapshot, event) : true))
    .map((event) => ({ event, state: snapshot }))
}

/**
 * One path per state the generated paths reach and that refuses something: the shortest prefix of
 * a generated path to it, then every refused event there.
 */
export function refusalPaths(model: PathModel, paths: readonly TestPath[]): TestPath[] {
  const shortest = new Map<string, { scenario: string; steps: PathStep[] }>()
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      const key = `${path.scenario} ${serializeStep(step.state, model.project)}`
      const known = shortest.get(key)
      if (!known || known.steps.length > index + 1)
        shortest.set(key, { scenario: path.scenario, steps: path.steps.slice(0, index + 1) })
    })
  }
  const probes: TestPath[] = []
  for (const { scenario, steps } of shortest.values()) {
    const refused = refusedSteps(model, steps.at(-1)!)
    if (refused.length === 0) continue
    const events = steps.slice(1).map((step) => describeEvent(step.event))
    probes.push({
      scenario,
      description: `[${scenario}] ${events.join(' → ') || '(initial state)'} refuses ${refused.map((step) => describeEvent(step.event)).join(', ')}`,
      steps: [...steps, ...refused],
    })
  }
  return probes
}
