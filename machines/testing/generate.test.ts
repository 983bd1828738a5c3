import { describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { generatePaths, type PathModel } from './paths'

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

describe('generated paths', () => {
  it('takes every listed outcome, also those that differ only in their Error', () => {
    const model: PathModel = {
      machine: sender,
      scenarios: [{ name: 'send', input: () => undefined }],
      events: [
        { type: 'xstate.done.actor.send' },
        { type: 'xstate.error.actor.send', error: new Error('Failed to send code') },
        { type: 'xstate.error.actor.send', error: new Error('Too many requests') },
      ],
    }
    expect(generatePaths(model).map((path) => path.description)).toEqual([
      '[send] xstate.done.actor.send',
      '[send] xstate.error.actor.send {"error":{"error":"Failed to send code"}}',
      '[send] xstate.error.actor.send {"error":{"error":"Too many requests"}}',
    ])
  })
})
