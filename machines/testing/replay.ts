/** Replaying one path on a real actor, with fake actors settled and a simulated clock. */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate'
import { activeNodes, microstepTransitions, scheduledEvents } from './internals'
import { describeEvent, serializeStep, type PathModel, type ReplayResult, type TestPath } from './model'
import { transitionKey } from './structure'

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
  const result: ReplayResult = { states: new Set(), transitions: new Set(), sequence: [], emitted: [] }
  const actor = createActor(machine, {
    input: scenario.input(clock),
    clock,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return
      for (const node of activeNodes(inspection.snapshot as AnyMachineSnapshot)) result.states.add(node.id)
      for (const transition of microstepTransitions(inspection)) {
        result.transitions.add(transitionKey(transition))
        result.sequence.push(transitionKey(transition))
        // A transient (`always`) state never shows in a settled snapshot; leaving it proves it was entered.
        for (let node: AnyStateNode | undefined = transition.source; node && node.parent; node = node.parent)
          result.states.add(node.id)
      }
    },
  })
  let failure: unknown
  actor.subscribe({ error: (error) => (failure = error) })
  actor.on('*', (emitted) => result.emitted.push(describeEvent(emitted)))
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
