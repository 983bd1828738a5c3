/**
 * The app's side of the dev flow viewer: an inspection observer that posts every actor, snapshot
 * and event as a record (./flow-records) to a BroadcastChannel. BroadcastChannel reaches every
 * other page of the origin, and other channel objects in the same page, so the viewer follows
 * the app from another tab or from beside it. It keeps the live actors and the latest events,
 * and replays them when a viewer says hello, so a viewer opened after the login still sees it.
 */
import type { InspectionEvent, Observer } from 'xstate'
import { FLOW_CHANNEL, toFlowRecord, type ChannelMessage, type FlowRecord } from './flow-records'

/** Events kept for a late viewer; the viewer keeps its own longer log. */
const KEPT_EVENTS = 300

interface Channel {
  postMessage(message: ChannelMessage): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ChannelMessage>) => void): void
}

export interface FlowBroadcast {
  observer: Observer<InspectionEvent>
  /** What a hello replays: each actor's start and latest snapshot, then the kept events. */
  held(): FlowRecord[]
}

export function createFlowBroadcast(
  channel: Channel,
  tab: string,
  page: () => string,
  now: () => number = Date.now,
): FlowBroadcast {
  let seq = 0
  const actors = new Map<string, FlowRecord>()
  const snapshots = new Map<string, FlowRecord>()
  const events: FlowRecord[] = []

  const held = () => [...actors.values(), ...snapshots.values(), ...events].sort((a, b) => a.seq - b.seq)

  channel.addEventListener('message', ({ data }) => {
    if (data?.kind === 'hello') for (const record of held()) channel.postMessage(record)
  })

  const observer: Observer<InspectionEvent> = {
    next(inspection) {
      const record = toFlowRecord(inspection, { tab, seq: seq + 1, time: now() }, page())
      if (!record) return
      seq += 1
      if (record.kind === 'actor') actors.set(record.key, record)
      else if (record.kind === 'snapshot') {
        snapshots.set(record.key, record)
        // A finished actor is not replayed: the viewer lists running actors.
        if (record.status !== 'active') {
          actors.delete(record.key)
          snapshots.delete(record.key)
        }
      } else {
        events.push(record)
        if (events.length > KEPT_EVENTS) events.shift()
      }
      channel.postMessage(record)
    },
  }
  return { observer, held }
}

/** Started once by src/lib/inspect.ts in `npm run dev`. */
export function startFlowBroadcast(): Observer<InspectionEvent> {
  const channel = new BroadcastChannel(FLOW_CHANNEL)
  const tab = Math.random().toString(36).slice(2, 8)
  addEventListener('pagehide', () => channel.postMessage({ kind: 'bye', tab } satisfies ChannelMessage))
  return createFlowBroadcast(channel, tab, () => location.pathname + location.search).observer
}
