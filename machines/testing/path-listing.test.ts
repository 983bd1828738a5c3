import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/actors'
import { formatPathListing, listPaths } from './path-listing'
import type { PathModel } from './paths'

const machine = setup({ actors: { load: fromPromise<number>(notProvided('load')) } }).createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { description: 'The Load button.', on: { go: 'loading' } },
    loading: {
      description: 'A spinner.',
      invoke: { id: 'load', src: 'load', onDone: 'loaded', onError: 'idle' },
      after: { 1000: 'idle' },
    },
    loaded: { type: 'final', description: 'The result.' },
  },
})

const model: PathModel = {
  machine,
  scenarios: [{ name: 'only', input: () => ({}) }],
  events: [
    { type: 'go', source: 'button' },
    { type: 'xstate.done.actor.load', output: 7 },
    { type: 'xstate.error.actor.load', error: new Error('offline') },
  ],
}

describe('path listing for testers', () => {
  const paths = listPaths(model)
  const labels = paths.map((path) => path.steps.map((step) => step.label))

  it('numbers the generated paths and names every event with its payload, in words for actors and timers', () => {
    expect(paths.map((path) => path.number)).toEqual(paths.map((_, index) => index + 1))
    expect(labels).toContainEqual(['start', 'go {"source":"button"}', 'actor load succeeds {"output":7}'])
    expect(labels).toContainEqual([
      'start',
      'go {"source":"button"}',
      'actor load fails {"error":{"error":"offline"}}',
    ])
    expect(labels).toContainEqual([
      'start',
      'go {"source":"button"}',
      'timer 1000 fires (set by demo.loading)',
    ])
  })

  it('gives each step the state reached, its description and whether the machine ended', () => {
    const done = paths.find((path) => path.steps.at(-1)?.label.startsWith('actor load succeeds'))!
    expect(done.steps.map((step) => [step.states.map((state) => state.path), step.status])).toEqual([
      [['idle'], 'active'],
      [['loading'], 'active'],
      [['loaded'], 'done'],
    ])
    expect(done.steps[1]?.states[0]?.description).toBe('A spinner.')
    expect(done.steps[1]?.event).toEqual({ type: 'go', source: 'button' })
  })

  it('prints numbered steps a person can follow', () => {
    const done = paths.find((path) => path.steps.at(-1)?.label.startsWith('actor load succeeds'))!
    expect(formatPathListing('demo', [done])).toBe(
      [
        'demo: 1 generated path',
        '',
        `Path ${done.number} (scenario: only)`,
        '  0. start',
        '     → idle: The Load button.',
        '  1. go {"source":"button"}',
        '     → loading: A spinner.',
        '  2. actor load succeeds {"output":7}',
        '     → loaded: The result.',
        '     (the machine is done)',
      ].join('\n'),
    )
  })
})
