/** The xstate internals the path tests read (product code reads none: scripts/xstate-internals.test.ts). */
import {
  createActor,
  fromCallback,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate'

export interface ScheduledLike {
  event: EventObject
  delay: number
}

/*
 * The xstate internals the path tests need: the active state nodes of a snapshot,
 * the transitions of an inspected microstep, the system's timers. Besides these,
 * only the development flow viewer (src/dev) reads one (an actor's parent).
 */
export function activeNodes(snapshot: AnyMachineSnapshot): AnyStateNode[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- documented snapshot field, no public accessor
  return snapshot._nodes
}

/**
 * The invoked actors of the active states that were stopped while their state stays (a
 * `stopChild` after a failure): they send nothing more until the state is entered anew.
 */
export function endedInvocations(snapshot: AnyMachineSnapshot): string[] {
  return activeNodes(snapshot)
    .flatMap((node) => node.invoke.map((invoke) => invoke.id))
    .filter((id) => !(id in snapshot.children))
    .sort()
}

export function microstepTransitions(inspection: {
  _transitions: AnyTransitionDefinition[]
}): AnyTransitionDefinition[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- inspection payload field, no public accessor
  return inspection._transitions
}

export function scheduledEvents(actor: AnyActorRef): ScheduledLike[] {
  // oxlint-disable-next-line eslint/no-underscore-dangle -- the system's pending delayed events, no public accessor
  return Object.values(actor.system.getSnapshot()._scheduledEvents)
}

/**
 * The pure transition of xstate's `transition()` / `initialTransition()` (nothing runs, actions are
 * not executed) that also returns the transitions each microstep took, in order: its actor scope is
 * xstate's inert one (a fresh system, so children with a systemId do not collide) with an inspector
 * on that system. The transition-pair search (pairs.ts) reads what each edge takes from it.
 */
function inertScope(machine: AnyStateMachine, taken: AnyTransitionDefinition[]) {
  const self = createActor(machine)
  // a system with nothing registered, as xstate's inert scope makes with createSystem (not exported)
  const system = createActor(fromCallback(() => {})).system
  system.inspect((inspection) => {
    // the machine's own microsteps, not those of the children it creates (each starts its own)
    if (inspection.type === '@xstate.microstep' && inspection.actorRef === self)
      taken.push(
        ...microstepTransitions(inspection as unknown as { _transitions: AnyTransitionDefinition[] }),
      )
  })
  ;(self as { system: unknown }).system = system
  return {
    self,
    defer: () => {},
    id: '',
    logger: () => {},
    sessionId: '',
    stopChild: () => {},
    system,
    emit: () => {},
    actionExecutor: () => {},
  }
}

export function takingTransition(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): [AnyMachineSnapshot, AnyTransitionDefinition[]] {
  const taken: AnyTransitionDefinition[] = []
  const next = machine.transition(snapshot, event, inertScope(machine, taken) as never)
  return [next, taken]
}

export function takingInitialTransition(
  machine: AnyStateMachine,
  input: unknown,
): [AnyMachineSnapshot, AnyTransitionDefinition[]] {
  const taken: AnyTransitionDefinition[] = []
  const first = machine.getInitialSnapshot(inertScope(machine, taken) as never, input)
  return [first, taken]
}
