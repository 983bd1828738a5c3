import { describe, expect, it } from 'vitest'
import { fromPromise, SimulatedClock, setup, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { getAdjacencyMap, getShortestPaths, type TraversalOptions } from 'xstate/graph'
import { otpPathModel } from '../otp/otp.paths'
import { sessionPathModel } from '../session/session.paths'
import { tvSignInPathModel } from '../tv-sign-in/tv-sign-in.paths'
import { generatePaths, type PathModel } from './paths'
import { traversalRules } from './generate'
import { describeEvent, serializeStep } from './model'

const sender = setup({
  actors: { send: fromPromise<void, void>(async () => {}) },
}).createMachine({
  id: 'sender',
  initial: 'sending',
  states: {
    sending: { invoke: { id: 'send', src: 'send', onDone: 'sent', onError: 'failed' } },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
})

const senderModel: PathModel = {
  machine: sender,
  scenarios: [{ name: 'send', input: () => undefined }],
  events: [
    { type: 'xstate.done.actor.send' },
    { type: 'xstate.error.actor.send', error: new Error('Failed to send code') },
    { type: 'xstate.error.actor.send', error: new Error('Too many requests') },
  ],
}

/**
 * The paths as xstate/graph's own `getShortestPaths` and `getAdjacencyMap` give them (each a
 * traversal of its own), kept prefix by prefix as generatePaths keeps them: what the one traversal
 * of generate.ts must give, path for path and snapshot for snapshot.
 */
function referencePaths(model: PathModel): string[] {
  const written: string[] = []
  for (const scenario of model.scenarios) {
    const serializeState = (snapshot: AnyMachineSnapshot) => serializeStep(snapshot, model.project)
    const options = {
      input: scenario.input(new SimulatedClock()),
      serializeState,
      serializeEvent: describeEvent,
      ...traversalRules(model),
    } as unknown as TraversalOptions<AnyMachineSnapshot, EventObject, unknown>
    const toState = new Map<string, Array<{ event: EventObject; state: AnyMachineSnapshot }>>()
    for (const path of getShortestPaths(model.machine, options))
      toState.set(serializeState(path.state), path.steps)
    const sequences = [...toState.values()]
    for (const [key, node] of Object.entries(getAdjacencyMap(model.machine, options)))
      for (const edge of Object.values(node.transitions) as Array<{
        event: EventObject
        state: AnyMachineSnapshot
      }>)
        sequences.push([...toState.get(key)!, { event: edge.event, state: edge.state }])
    const signed = sequences.map((steps) => ({
      steps,
      signature: steps.slice(1).map((s) => describeEvent(s.event)),
    }))
    signed.sort(
      (a, b) =>
        b.signature.length - a.signature.length || a.signature.join('|').localeCompare(b.signature.join('|')),
    )
    const kept: typeof signed = []
    for (const candidate of signed) {
      if (kept.some((longer) => longer.signature.join(' → ') === candidate.signature.join(' → '))) continue
      if (kept.some((longer) => candidate.signature.every((sig, i) => longer.signature[i] === sig))) continue
      kept.push(candidate)
    }
    for (const { steps, signature } of kept)
      written.push(`[${scenario.name}] ${signature.join(' → ') || '(initial state)'}\n${stepsText(steps)}`)
  }
  return written
}

// every snapshot as a whole (not only its projection); a spawned actor's number depends on how
// many the traversal made before it, which is not what the path is
const stepsText = (steps: ReadonlyArray<{ event: EventObject; state: AnyMachineSnapshot }>) =>
  steps
    .map((step) => `${describeEvent(step.event)} ⇒ ${serializeStep(step.state)}`)
    .join('\n')
    .replace(/"x:\d+"/g, '"x:n"')

describe('generated paths', () => {
  it('takes every listed outcome, also those that differ only in their Error', () => {
    expect(generatePaths(senderModel).map((path) => path.description)).toEqual([
      '[send] xstate.done.actor.send',
      '[send] xstate.error.actor.send {"error":{"error":"Failed to send code"}}',
      '[send] xstate.error.actor.send {"error":{"error":"Too many requests"}}',
    ])
  })

  it.each([
    ['sender', senderModel],
    ['session', sessionPathModel as PathModel],
    ['tv-sign-in', tvSignInPathModel as PathModel],
  ])('are those of xstate/graph’s shortest paths and adjacency map (%s)', (_name, model) => {
    const paths = generatePaths(model).map((path) => `${path.description}\n${stepsText(path.steps)}`)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths).toEqual(referencePaths(model))
  })

  it('refuses a model whose states outgrow its limit, as xstate/graph does', () => {
    expect(() => generatePaths({ ...otpPathModel, limit: 3 } as PathModel)).toThrow(
      'Traversal limit exceeded',
    )
  })
})
