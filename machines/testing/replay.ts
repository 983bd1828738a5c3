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

/** The machine's named guards, each telling `record` what it decided (`<guard> true|false`). */
export function recordingGuards(
  machine: AnyStateMachine,
  record: (outcome: string) => void,
): Record<string, (...args: unknown[]) => boolean> {
  const guards = machine.implementations.guards as Record<string, (...args: unknown[]) => boolean>
  return Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [
      name,
      (...args: unknown[]) => {
        const outcome = guard(...args)
        record(`${name} ${outcome ? 'true' : 'false'}`)
        return outcome
      },
    ]),
  )
}

/** What the replay under way gives the machine's fake actors and recording guards. */
interface ReplayHooks {
  pending: Map<string, Pending>
  record: (outcome: string) => void
}

/**
 * A model's machine with every named actor a fake the replay settles and every guard recording
 * what it decided, both through `replay`, the hooks of the one replay using it at a time. Made
 * once and used again by the replays on actors alone: `machine.provide` builds the whole machine
 * anew, which cost about a third of such a replay. A rig serves one replay at a time (replays that
 * overlap each take their own). A replay through a view makes its own: a view may still ask its
 * snapshot (`can()`) once its replay is over, which must not reach the next replay's figures.
 */
interface Rig {
  machine: AnyStateMachine
  /** What the rig was made from: a model whose machine or fakes changed gets a new one. */
  source: AnyStateMachine
  fakes: PathModel['fakes']
  replay?: ReplayHooks
}

/** The free rigs of each model. */
const rigs = new WeakMap<PathModel, Rig[]>()

function takeRig(model: PathModel): Rig {
  let free = rigs.get(model)
  if (!free) rigs.set(model, (free = []))
  for (;;) {
    const rig = free.pop()
    if (!rig) return makeRig(model)
    if (rig.source === model.machine && rig.fakes === model.fakes) return rig
  }
}

function makeRig(model: PathModel): Rig {
  const rig: Rig = { machine: model.machine, source: model.machine, fakes: model.fakes }
  const hooks = (): ReplayHooks => {
    if (!rig.replay) throw new Error(`"${model.machine.id}" was asked something after its replay ended`)
    return rig.replay
  }
  const controlled: Record<string, AnyActorLogic> = {}
  for (const name of Object.keys(model.machine.implementations.actors)) {
    if (model.fakes && name in model.fakes) continue
    controlled[name] = fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          hooks().pending.set(self.id, { actor: self, resolve, reject })
        }),
    )
  }
  rig.machine = model.machine.provide({
    actors: { ...controlled, ...model.fakes },
    guards: recordingGuards(model.machine, (outcome) => hooks().record(outcome)),
  } as never) as AnyStateMachine
  return rig
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
  const result: ReplayResult = {
    states: new Set(),
    transitions: new Set(),
    sequence: [],
    stepStarts: [],
    emitted: [],
    outcomes: new Set(),
    asked: new Set(),
  }
  // Events the actor has been sent and not yet finished with: a guard decided then is the machine's
  // answer to an event; one decided between events is a `can()` someone asked (a view). It starts at
  // one for the initial transition, worked out when the actor is created.
  let handling = 1
  const rig = driver ? makeRig(model) : takeRig(model)
  rig.replay = {
    pending,
    record: (outcome) => (handling > 0 ? result.outcomes : result.asked).add(outcome),
  }
  const { machine } = rig
  const clock = new SimulatedClock()
  const actor = createActor(machine, {
    input: scenario.input(clock),
    clock,
    inspect: (inspection) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return
      // every event but the start's is handled later, then the snapshot goes to the observers
      if (inspection.type === '@xstate.event' && inspection.event.type !== 'xstate.init') handling += 1
      if (inspection.type !== '@xstate.microstep') return
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
  // the first observer: told of each handled event's snapshot before a view's are
  actor.subscribe({
    next: () => (handling = Math.max(0, handling - 1)),
    error: (error) => (failure = error),
  })
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
      result.stepStarts.push(index === 0 ? 0 : result.sequence.length)
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
    if (!driver) {
      rig.replay = undefined
      rigs.get(model)?.push(rig)
    }
  }
  return result
}
