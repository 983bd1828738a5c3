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
 *
 * In parts: model.ts (what a path model is), generate.ts (the paths), replay.ts (one path on an
 * actor), coverage.ts (what replays cover), covering.ts (the few paths that cover all), and
 * internals.ts (the xstate internals read, nowhere else). Import them from here.
 */
export * from './model'
export * from './generate'
export * from './replay'
export * from './coverage'
export * from './covering'
export { activeNodes } from './internals'
