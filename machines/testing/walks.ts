/**
 * Seeded random walks through a machine on its replay actors (the path model's fakes, settled by
 * the walk, and a SimulatedClock). A walk is a scenario and a list of choices; each choice picks
 * one of the events of the state reached (the path model's events as the generated paths offer
 * them, and also those a guard refuses there: walkEvents). The walk is first taken on the pure machine, which predicts each
 * state, then replayed on a real actor (replay.ts): every step must reach the predicted state,
 * and after every step the invariants below must hold. fast-check makes the walks from a seed and
 * shrinks a failing one to the shortest walk that still fails; the seed and the fast-check path
 * are printed so `WALK_SEED=… WALK_PATH=…` replays it.
 */
import fc from 'fast-check'
import {
  initialTransition,
  SimulatedClock,
  transition,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate'
import { eventsFor } from './generate'
import { activeNodes } from './internals'
import { describeEvent, type PathModel, type PathStep, type TestPath } from './model'
import { replayPath, type ReplayDriver } from './replay'

/** A path model's `invariants` are checked after every step of every walk. */
export type WalkModel = PathModel

export interface Walk {
  scenario: number
  choices: number[]
}

/** The events the machine accepts in a snapshot, in the order the generated paths offer them. */
export function enabledEvents(model: PathModel, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return []
  return eventsFor(model, snapshot).filter(
    (event) => snapshot.can(event) && (model.filter ? model.filter(snapshot, event) : true),
  )
}

/**
 * What a walk may send in a snapshot: the accepted events, and the person's events the state
 * handles but refuses now (a guard says no), which must change nothing. The generated paths send
 * only accepted ones, so only walks see a guard's false outcome. Refused actor results and timers
 * are left out: they cannot happen.
 */
export function walkEvents(model: PathModel, snapshot: AnyMachineSnapshot): EventObject[] {
  if (snapshot.status !== 'active') return []
  return eventsFor(model, snapshot).filter(
    (event) =>
      (snapshot.can(event) || !event.type.startsWith('xstate.')) &&
      (model.filter ? model.filter(snapshot, event) : true),
  )
}

/** The walk on the pure machine: the events chosen and the state each is predicted to reach. */
export function walkPath(model: PathModel, walk: Walk): TestPath {
  const scenario = model.scenarios[walk.scenario % model.scenarios.length]!
  let [snapshot] = initialTransition(model.machine, scenario.input(new SimulatedClock()))
  const steps: PathStep[] = [{ event: { type: 'xstate.init' }, state: snapshot }]
  for (const choice of walk.choices) {
    const offered = walkEvents(model, snapshot)
    if (offered.length === 0) break
    const event = offered[choice % offered.length]!
    ;[snapshot] = transition(model.machine, snapshot, event)
    steps.push({ event, state: snapshot })
  }
  const events = steps.slice(1).map((step) => describeEvent(step.event))
  return {
    scenario: scenario.name,
    description: `[${scenario.name}] ${events.join(' → ') || '(initial state)'}`,
    steps,
  }
}

/** What is wrong with a snapshot the actor reached, by the rules every machine keeps. */
export function violations(model: WalkModel, snapshot: AnyMachineSnapshot): string[] {
  const found: string[] = []
  const nodes = activeNodes(snapshot)
  const declared = new Set(nodes.flatMap((node) => [...node.tags]))
  const tags = [...snapshot.tags].sort()
  if (tags.join() !== [...declared].sort().join())
    found.push(`tags ${tags.join(', ')} are not those of the active states (${[...declared].join(', ')})`)
  if (snapshot.hasTag('loading') && !Object.values(snapshot.children).some(isRunning))
    found.push('tagged loading with no invoked actor running')
  // A state a view shows as a step (`step:…`) is one a person may stay in with nothing to do (a
  // list with only this device, a page saying the window may be closed); any other state that
  // accepts nothing, runs nothing and waits for no timer is stuck.
  const shownStep = [...declared].some((tag) => tag.startsWith('step:'))
  if (snapshot.status === 'active' && !shownStep && enabledEvents(model, snapshot).length === 0)
    found.push(`stuck: no event is accepted in ${JSON.stringify(snapshot.value)}, which is not final`)
  for (const rule of model.invariants ?? []) {
    const problem = rule(snapshot)
    if (problem) found.push(problem)
  }
  return found
}

const isRunning = (child: unknown): boolean =>
  (child as AnyActorRef | undefined)?.getSnapshot().status === 'active'

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Plain events sent as they are; the invariants checked after each step. */
function invariantDriver(model: WalkModel, path: TestPath): ReplayDriver {
  return {
    mount: async () => {},
    perform: async (event, actor) => {
      actor.send(event)
    },
    settle: async (work) => {
      work()
      await flush()
    },
    verify: async (index, snapshot) => {
      const found = violations(model, snapshot)
      if (found.length > 0) {
        throw new Error(
          `${path.description}\n  after step ${index} (${describeEvent(path.steps[index]!.event)}): ${found.join('; ')}`,
        )
      }
    },
    unmount: () => {},
  }
}

/** Takes one walk on a real actor; throws at the first step that diverges or breaks a rule. */
export async function runWalk(model: WalkModel, walk: Walk): Promise<TestPath> {
  const path = walkPath(model, walk)
  await replayPath(model, path, invariantDriver(model, path))
  return path
}

export interface WalkOptions {
  /** Walks to take (fast-check runs). */
  runs: number
  /** Most events in one walk. */
  steps: number
  seed?: number
  /** fast-check's path to one counterexample, printed with the seed. */
  path?: string
}

export interface WalkFailure {
  seed: number
  path?: string
  /** The shrunk walk, one event per line. */
  walk: TestPath
  message: string
}

export function walkArbitrary(model: PathModel, steps: number): fc.Arbitrary<Walk> {
  return fc.record({
    scenario: fc.nat({ max: model.scenarios.length - 1 }),
    choices: fc.array(fc.nat({ max: 63 }), { maxLength: steps, size: 'max' }),
  })
}

export interface WalkReport {
  walks: number
  /** Events sent over all walks (a walk ends early in a final state or one that accepts nothing). */
  steps: number
  /** The shrunk failure, when a walk failed. */
  failure?: WalkFailure
}

/** Runs seeded walks; a failing one is shrunk to the shortest walk that still fails. */
export async function checkWalks(model: WalkModel, options: WalkOptions): Promise<WalkReport> {
  const report: WalkReport = { walks: 0, steps: 0 }
  const details = await fc.check(
    fc.asyncProperty(walkArbitrary(model, options.steps), async (walk) => {
      const path = await runWalk(model, walk)
      report.walks += 1
      report.steps += path.steps.length - 1
    }),
    {
      numRuns: options.runs,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.path === undefined ? {} : { path: options.path }),
    },
  )
  if (!details.failed || !details.counterexample) return report
  const [walk] = details.counterexample
  const error = details.errorInstance
  report.failure = {
    seed: details.seed,
    path: details.counterexamplePath ?? undefined,
    walk: walkPath(model, walk),
    message: error instanceof Error ? error.message : String(error),
  }
  return report
}

/** A failure as printed: the rule broken, the shortest walk, and how to replay it. */
export function formatWalkFailure(machine: string, failure: WalkFailure): string {
  const steps = failure.walk.steps
    .slice(1)
    .map((step, index) => `  ${index + 1}. ${describeEvent(step.event)}`)
  return [
    `${machine}: a walk failed (shrunk to ${steps.length} steps, scenario ${failure.walk.scenario})`,
    ...steps,
    failure.message,
    `Replay: WALK_SEED=${failure.seed}${failure.path ? ` WALK_PATH=${failure.path}` : ''} npm run walks -- --machine ${machine}`,
  ].join('\n')
}
