/**
 * Model-based path tests for machines that invoke actors and use delays.
 *
 * `createTestModel` refuses such machines, so paths are generated over the
 * real machine with `getShortestPaths` / `getAdjacencyMap` from xstate/graph
 * (pure `machine.transition`, nothing runs), then each path is replayed on a
 * real actor: every named actor is swapped for a fake the replayer settles
 * when the path says `xstate.done.actor.<id>` / `xstate.error.actor.<id>`,
 * `xstate.after.*` advances a SimulatedClock to exactly when that timer is
 * due, and every other event is sent as is. Each step must reach the state
 * the model predicted. Coverage is measured on the replays (inspection
 * microsteps), against the totals read from the machine definition.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
} from 'xstate'
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph'
import { stateIdsOf, transitionKey, transitionsOf } from './structure'

interface ScheduledLike {
  event: EventObject
  delay: number
}

export interface Clock {
  now(): number
}

export interface PathScenario<TMachine extends AnyStateMachine> {
  name: string
  /** Built once for generation and once per replay, each with its own clock at 0. */
  input: (clock: Clock) => InputFrom<TMachine>
}

export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine
  scenarios: ReadonlyArray<PathScenario<TMachine>>
  /**
   * Candidate events, offered in every state that handles their type. List
   * each `xstate.done.actor.<id>` / `xstate.error.actor.<id>` with its
   * output / error; `xstate.after.*` events need not be listed.
   */
  events: ReadonlyArray<EventObject & Record<string, unknown>>
  /**
   * The context that matters to guards and to what views show, so that
   * states differing only in e.g. a ticking counter are one graph node.
   */
  project?: (snapshot: AnyMachineSnapshot) => unknown
  /** Implementations used as they are (callback actors, child machines). Every other actor is a settled-by-path fake. */
  fakes?: Readonly<Record<string, AnyActorLogic>>
  /** Drops events that cannot happen in a snapshot for reasons outside the machine (e.g. a child's output that contradicts its input). */
  filter?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean
  /** Upper bound on graph nodes, so a projection that forgot to abstract fails loudly. */
  limit?: number
}

export interface PathStep {
  event: EventObject
  state: AnyMachineSnapshot
}

export interface TestPath {
  scenario: string
  description: string
  steps: PathStep[]
}

export interface ReplayResult {
  states: Set<string>
  transitions: Set<string>
  emitted: string[]
}

export interface CoverageFigure {
  covered: number
  total: number
  missing: string[]
}

export interface Coverage {
  states: CoverageFigure
  transitions: CoverageFigure
}

/*
 * xstate internals read here and nowhere else: the active state nodes of a
 * snapshot, the transitions of an inspected microstep, the system's timers.
 */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- documented snapshot field, no public accessor
  return snapshot._nodes
}

function microstepTransitions(inspection: {
  _transitions: AnyTransitionDefinition[]
}): AnyTransitionDefinition[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- inspection payload field, no public accessor
  return inspection._transitions
}

function scheduledEvents(actor: AnyActorRef): ScheduledLike[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- the system's pending delayed events, no public accessor
  return Object.values(actor.system.getSnapshot()._scheduledEvents)
}

export function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { error: value.message }
  if (typeof value === 'function') return undefined
  return value
}

export function serializeStep(snapshot: AnyMachineSnapshot, project?: PathModel['project']): string {
  return JSON.stringify(
    {
      value: snapshot.value,
      status: snapshot.status,
      context: project ? project(snapshot) : snapshot.context,
    },
    replacer,
  )
}

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>
  const payload = JSON.stringify(rest, replacer)
  return payload === '{}' ? type : `${type} ${payload}`
}

/** The events offered in a snapshot: listed ones by type, plain ones for timers. */
function eventsFor(model: PathModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const descriptors = new Set(activeNodes(snapshot).flatMap((node) => node.ownEvents as string[]))
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

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * How a replay reaches the actor when something else stands in front of it: the view-level path
 * tests (src/test/view-paths.tsx) render the real view on the actor, perform each event as the
 * person would, and check what the view shows after every step.
 */
export interface ReplayDriver {
  /** Called once the actor runs (before the first check). */
  mount(actor: AnyActorRef): Promise<void>
  /** Causes a plain event (not an actor's result, not a timer) the way a person would. */
  perform(event: EventObject, actor: AnyActorRef): Promise<void>
  /** Runs work that changes the actor's state (settling an actor, moving the clock) and lets the view catch up. */
  settle(work: () => void): Promise<void>
  /** Called after each step reached the state the model predicted. */
  verify(index: number, snapshot: AnyMachineSnapshot): Promise<void>
  unmount(): void
}

interface Pending {
  actor: { getSnapshot(): { status: string } }
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Replays one generated path on a real actor; throws at the first step that diverges. With a
 * driver, plain events go through it (a person using the view) instead of `actor.send`.
 */
export async function replayPath(
  model: PathModel,
  path: TestPath,
  driver?: ReplayDriver,
): Promise<ReplayResult> {
  const scenario = model.scenarios.find((candidate) => candidate.name === path.scenario)
  if (!scenario) throw new Error(`unknown scenario ${path.scenario}`)
  const pending = new Map<string, Pending>()
  const controlled: Record<string, AnyActorLogic> = {}
  for (const name of Object.keys(model.machine.implementations.actors)) {
    if (model.fakes && name in model.fakes) continue
    controlled[name] = fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          pending.set(self.id, { actor: self, resolve, reject })
        }),
    )
  }
  const machine = model.machine.provide({
    actors: { ...controlled, ...model.fakes },
  } as never) as AnyStateMachine
  const clock = new SimulatedClock()
  const result: ReplayResult = { states: new Set(), transitions: new Set(), emitted: [] }
  const actor = createActor(machine, {
    input: scenario.input(clock),
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return
      for (const node of activeNodes(inspection.snapshot as AnyMachineSnapshot)) result.states.add(node.id)
      for (const transition of microstepTransitions(inspection)) {
        result.transitions.add(transitionKey(transition))
        // A transient (`always`) state never shows in a settled snapshot; leaving it proves it was entered.
        for (let node: AnyStateNode | undefined = transition.source; node && node.parent; node = node.parent)
          result.states.add(node.id)
      }
    },
  })
  let failure: unknown
  actor.subscribe({ error: (error) => (failure = error) })
  actor.on('*', (emitted) => result.emitted.push(emitted.type))
  const seenAt = new WeakMap<object, number>()
  const noteScheduled = (): void => {
    for (const scheduled of scheduledEvents(actor)) {
      if (!seenAt.has(scheduled)) seenAt.set(scheduled, clock.now())
    }
  }
  const settle = (id: string, how: 'resolve' | 'reject', value: unknown): void => {
    const entry = pending.get(id)
    if (!entry || entry.actor.getSnapshot().status !== 'active')
      throw new Error(`no running actor "${id}" to ${how}`)
    pending.delete(id)
    entry[how](value)
  }
  const change = async (work: () => void): Promise<void> => {
    if (driver) await driver.settle(work)
    else {
      work()
      await flush()
    }
  }
  const apply = async (event: EventObject): Promise<void> => {
    const { type } = event
    if (type.startsWith('xstate.done.actor.')) {
      const id = type.slice('xstate.done.actor.'.length)
      await change(() => settle(id, 'resolve', (event as { output?: unknown }).output))
    } else if (type.startsWith('xstate.error.actor.')) {
      const id = type.slice('xstate.error.actor.'.length)
      await change(() => settle(id, 'reject', (event as { error?: unknown }).error))
    } else if (type.startsWith('xstate.after.')) {
      const scheduled = scheduledEvents(actor).find((candidate) => candidate.event.type === type)
      if (!scheduled) throw new Error(`no timer scheduled for ${type}`)
      await change(() => clock.set((seenAt.get(scheduled) ?? clock.now()) + scheduled.delay))
    } else if (driver) {
      await driver.perform(event, actor)
      await flush()
    } else await change(() => actor.send(event))
    noteScheduled()
  }
  const check = (index: number, expected: AnyMachineSnapshot): void => {
    if (failure) throw new Error(`${path.description}: actor failed at step ${index}: ${String(failure)}`)
    const actual = serializeStep(actor.getSnapshot(), model.project)
    const wanted = serializeStep(expected, model.project)
    if (actual !== wanted) {
      throw new Error(
        `${path.description}\n  step ${index} (${describeEvent(path.steps[index]?.event ?? { type: '?' })})\n  expected ${wanted}\n  actual   ${actual}`,
      )
    }
  }
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index === 0) {
        actor.start()
        await flush()
        if (driver) await driver.mount(actor)
        noteScheduled()
      } else await apply(step.event)
      check(index, step.state)
      if (driver) await driver.verify(index, actor.getSnapshot())
    }
  } finally {
    driver?.unmount()
    actor.stop()
  }
  return result
}

export function coverageOf(machine: AnyStateMachine, replays: readonly ReplayResult[]): Coverage {
  const coveredStates = new Set(replays.flatMap((replay) => [...replay.states]))
  const coveredTransitions = new Set(replays.flatMap((replay) => [...replay.transitions]))
  const stateIds = stateIdsOf(machine)
  const transitionKeys = transitionsOf(machine).map((info) => info.key)
  const figure = (all: string[], covered: Set<string>): CoverageFigure => ({
    covered: all.filter((key) => covered.has(key)).length,
    total: all.length,
    missing: all.filter((key) => !covered.has(key)),
  })
  return { states: figure(stateIds, coveredStates), transitions: figure(transitionKeys, coveredTransitions) }
}

/** Generates every path, replays each, and returns the coverage of the lot. */
export async function runPathModel(model: PathModel): Promise<{ paths: number; coverage: Coverage }> {
  const paths = generatePaths(model)
  const replays: ReplayResult[] = []
  for (const path of paths) replays.push(await replayPath(model, path))
  return { paths: paths.length, coverage: coverageOf(model.machine, replays) }
}

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
