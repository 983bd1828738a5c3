/** What a path model is, and how a step and an event are written down. */
import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom } from 'xstate'
import { endedInvocations } from './internals'

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
  /**
   * The context's documented rules, checked after every step of every random walk (walks.ts):
   * each returns what is wrong with a snapshot, or nothing.
   */
  invariants?: ReadonlyArray<(snapshot: AnyMachineSnapshot) => string | undefined>
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
  /** Every transition taken, in order, repeats included (transition pairs are read from it). */
  sequence: string[]
  /** Where each step's transitions begin in `sequence` (the start's at 0). */
  stepStarts: number[]
  /** Every event the actor emitted, in order, payload included (`describeEvent`). */
  emitted: string[]
  /**
   * Guard outcomes (`<guard> true|false`) decided while the actor handled an event (or started):
   * what the path's events made the machine decide.
   */
  outcomes: Set<string>
  /**
   * Guard outcomes worked out outside that, by whoever asked the actor's snapshot `can(event)` (a
   * view greying out a button): the view shows the outcome, no event of the person's met it.
   */
  asked: Set<string>
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
      // a state whose invoked actor has ended is another state than the one where it runs
      ended: endedInvocations(snapshot).join(',') || undefined,
    },
    replacer,
  )
}

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>
  const payload = JSON.stringify(rest, replacer)
  return payload === '{}' ? type : `${type} ${payload}`
}
