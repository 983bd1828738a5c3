/**
 * The view model a view-path test writes (what a person sees in each state, the action behind each
 * plain event) and the few helpers that read it; view-paths.tsx runs it.
 */
import type { ReactElement } from 'react'
import type { UserEvent } from '@testing-library/user-event'
import type {
  ActorRefFrom,
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  SnapshotFrom,
} from 'xstate'
import type { PathModel } from '../../machines/testing/paths'

export type ViewLocale = 'en' | 'id'

/** The events a machine takes, as it types them. */
type EventOf<TMachine extends AnyStateMachine> = EventFromLogic<TMachine>

export interface ViewContext<
  TMachine extends AnyStateMachine = AnyStateMachine,
  TEvent extends EventObject = EventOf<TMachine>,
> {
  user: UserEvent
  locale: ViewLocale
  /** The text of the run's language: `tr('Login', 'Masuk')`. */
  tr: (en: string, id: string) => string
  /** The snapshot the step reached (for states whose view depends on context). */
  snapshot: SnapshotFrom<TMachine>
  /** The event of the step (for drivers whose action depends on its payload), typed by its type. */
  event: TEvent
  /**
   * Sends the step's event straight to the actor: only for events another part of the page causes
   * (the header's Login button opening the login modal), which that part's own tests cover.
   */
  sendFromOutside: () => void
}

/** What a person sees in a state of the machine. */
export type StateView<TMachine extends AnyStateMachine> = (
  view: ViewContext<TMachine>,
) => void | Promise<void>

/** The person's action behind each of the machine's plain events, given that event as typed. */
export type EventActions<TMachine extends AnyStateMachine> = {
  [K in EventOf<TMachine>['type']]?: (
    view: ViewContext<TMachine, Extract<EventOf<TMachine>, { type: K }>>,
  ) => Promise<void>
}

export interface ViewModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine's name in machines/registry.ts. */
  flow: string
  pathModel: PathModel<TMachine>
  /** The view on the actor, as the app renders it. */
  render: (actor: ActorRefFrom<TMachine>) => ReactElement
  /** What a person sees in each atomic state, by state id (e.g. `auth.login.phone`). */
  states: Record<string, StateView<TMachine>>
  /** The person's action behind each plain event type. */
  events: EventActions<TMachine>
  /**
   * Events the machine accepts but the view gives a person no way to cause in that state (closing a
   * modal that is not showing): left out of the view's paths, which must still cover everything.
   */
  unreachable?: (snapshot: SnapshotFrom<TMachine>, event: EventOf<TMachine>) => boolean
}

/**
 * A view model as the harness runs it, whatever its machine: its typed parts meet the replay's
 * untyped actors and events here, and only here.
 */
export interface RunnableViewModel {
  flow: string
  pathModel: PathModel
  render: (actor: AnyActorRef) => ReactElement
  states: Record<string, (view: ViewContext) => void | Promise<void>>
  events: Record<string, ((view: ViewContext) => Promise<void>) | undefined>
  unreachable?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean
}
export const runnable = <TMachine extends AnyStateMachine>(model: ViewModel<TMachine>) =>
  model as unknown as RunnableViewModel

/** The model's paths as a person can walk them through the view. */
export function viewPathModel(model: RunnableViewModel): PathModel {
  const { pathModel, unreachable } = model
  if (!unreachable) return pathModel
  return {
    ...pathModel,
    filter: (snapshot, event) =>
      !unreachable(snapshot, event) && (pathModel.filter ? pathModel.filter(snapshot, event) : true),
  }
}

/** The state ids a view model must describe: every atomic (and final) state of the machine. */
export function atomicStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const walk = (node: AnyStateMachine['root']): void => {
    const children = Object.values(node.states)
    if (children.length === 0) ids.push(node.id)
    for (const child of children) walk(child)
  }
  walk(machine.root)
  return ids.sort()
}

/** Plain events a path model can send: everything that is not an actor's result or a timer. */
export function plainEventTypes(model: PathModel): string[] {
  const types = new Set<string>()
  const walk = (node: AnyStateMachine['root']): void => {
    for (const descriptor of node.ownEvents as string[])
      if (!descriptor.startsWith('xstate.')) types.add(descriptor)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(model.machine.root)
  return [...types].sort()
}
