/** The xstate internals the path tests read (product code reads none: scripts/xstate-internals.test.ts). */
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
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
