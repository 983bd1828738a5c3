import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, setup } from 'xstate'
import { createFlowBroadcast } from './flow-broadcast'
import type { ChannelMessage } from './flow-records'

/** A BroadcastChannel stand-in: what the app posted, and a way to post to it as a viewer. */
function fakeChannel() {
  const posted: ChannelMessage[] = []
  let listener: ((event: MessageEvent<ChannelMessage>) => void) | undefined
  return {
    posted,
    postMessage: (message: ChannelMessage) => posted.push(structuredClone(message)),
    addEventListener: (_: 'message', next: (event: MessageEvent<ChannelMessage>) => void) => {
      listener = next
    },
    fromViewer: (message: ChannelMessage) => listener?.({ data: message } as MessageEvent<ChannelMessage>),
  }
}

const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

const machine = setup({ actors: { load: fromPromise(async () => 'ok') } }).createMachine({
  id: 'demo',
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: { invoke: { id: 'load', src: 'load', onDone: 'done' } },
    done: { on: { again: 'idle' } },
  },
})

describe('the flow broadcast', () => {
  it('posts every record as it happens, and replays live actors and kept events to a new viewer', async () => {
    const channel = fakeChannel()
    const { observer } = createFlowBroadcast(
      channel,
      'tab1',
      () => '/page',
      () => 42,
    )
    const actor = createActor(machine, { id: 'demo', inspect: observer })
    actor.start()
    actor.send({ type: 'go' })
    await flush()
    const live = channel.posted.splice(0)
    expect(live.map((message) => message.kind)).toContain('event')
    expect(live.filter((message) => message.kind === 'actor').map((message) => message.path)).toEqual([
      'demo',
      'demo.load',
    ])

    channel.fromViewer({ kind: 'hello' })
    const replay = channel.posted.splice(0)
    // the finished child is not replayed; the root's start and latest snapshot are
    expect(replay.filter((message) => message.kind === 'actor').map((message) => message.path)).toEqual([
      'demo',
    ])
    expect(replay.filter((message) => message.kind === 'snapshot')).toEqual([
      expect.objectContaining({ path: 'demo', value: 'done', time: 42, tab: 'tab1' }),
    ])
    expect(replay.filter((message) => message.kind === 'event').map((message) => message.type)).toEqual(
      live.filter((message) => message.kind === 'event').map((message) => message.type),
    )
    const seqs = replay.map((message) =>
      message.kind === 'bye' || message.kind === 'hello' ? 0 : message.seq,
    )
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
  })
})
