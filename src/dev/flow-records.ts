/**
 * What the dev flow viewer (/__dev/flows) receives: XState inspection events turned into plain,
 * structured-cloneable records. No functions, actor refs or context cross the channel, and
 * secrets in event payloads (passwords, tokens, codes, phone numbers) are masked, so the log can be shown,
 * copied and screenshotted. Dev only: src/lib/inspect.ts loads this behind import.meta.env.DEV.
 */
import type { AnyActorRef, InspectionEvent } from 'xstate'

/** The BroadcastChannel the app posts to and the viewer listens on. */
export const FLOW_CHANNEL = 'vp-flow-viewer'
export const MASK = '[masked]'

/** Payload keys whose values never leave the app: secrets, and who the customer is. */
const SECRET_KEY = /password|token|secret|authori[sz]ation|cookie|^code$|^pin$|^digits$|phone|msisdn/i
/** Events whose every text is a code or password being typed (`digit.change`'s value). */
const SECRET_EVENT = /^(digit|code|password)\./
/**
 * An Indonesian mobile number inside any text (a /purchase query, an error's message): 08…, 628…,
 * +628…, spaces or hyphens between the digits.
 */
const PHONE_IN_TEXT = /(?:\+?62|\b0)[\s-]?8(?:[\s-]?\d){7,12}\b/g
const MAX_DEPTH = 6
const MAX_ITEMS = 50
const MAX_TEXT = 500

interface RecordBase {
  /** The page (tab) that runs the actor: a reload or another tab is another tab id. */
  tab: string
  /** Order within the tab; with tab, the record's identity (replays are deduplicated by it). */
  seq: number
  time: number
  /** `${tab}/${sessionId}`. */
  key: string
  /** Readable path of actor ids from the root: `auth`, `auth.otp`. */
  path: string
}

export interface ActorRecord extends RecordBase {
  kind: 'actor'
  /** The invoke id, or the id given by actorOptions for a root actor. */
  id: string
  parentKey: string | null
  /** The machine's id (`auth`, `otp`) when the logic is a state machine. */
  machineId: string | null
  /** Where the tab was when the actor started. */
  page: string
}

export interface SnapshotRecord extends RecordBase {
  kind: 'snapshot'
  status: string
  /** A machine's state value; null for other logic. */
  value: unknown
  tags: string[]
  /** Ids of the children the actor holds now. */
  children: string[]
  /** The event that produced this snapshot. */
  event: string
}

export interface EventRecord extends RecordBase {
  kind: 'event'
  type: string
  /** The event without its type, serialisable and masked. */
  payload: Record<string, unknown>
  /** Path of the sending actor, when an actor sent it. */
  source: string | null
}

export interface ByeRecord {
  kind: 'bye'
  tab: string
}

/** The viewer asks every open app tab to replay what it holds. */
export interface HelloRecord {
  kind: 'hello'
}

export type FlowRecord = ActorRecord | SnapshotRecord | EventRecord
export type ChannelMessage = FlowRecord | ByeRecord | HelloRecord

/**
 * An event as it may leave the page: its type, and its payload sanitized; every text of an event
 * that types a code or password masked as well.
 */
export function sanitizeEvent(event: { type: string }): { type: string } & Record<string, unknown> {
  const { type, ...payload } = event as { type: string } & Record<string, unknown>
  const clean = sanitize(payload) as Record<string, unknown>
  if (SECRET_EVENT.test(type))
    for (const [key, item] of Object.entries(clean))
      if (typeof item === 'string' && item !== '') clean[key] = MASK
  return { type, ...clean }
}

/** A JSON-safe copy of a value with secrets masked, functions and actor refs named, cycles cut. */
export function sanitize(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value
  if (typeof value === 'string') {
    const masked = value.replace(PHONE_IN_TEXT, MASK)
    return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT)}…` : masked
  }
  if (typeof value === 'undefined') return undefined
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`
  if (typeof value !== 'object') return String(value)
  if (isActorRef(value)) return `[actor ${value.id}]`
  if (value instanceof Date) return value.toISOString()
  if (value instanceof Error) return { name: value.name, message: value.message }
  if (seen.has(value)) return '[circular]'
  if (depth >= MAX_DEPTH) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => sanitize(item, depth + 1, seen) ?? null)
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items
  }
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined && item !== '') copy[key] = MASK
    else {
      const clean = sanitize(item, depth + 1, seen)
      if (clean !== undefined) copy[key] = clean
    }
  }
  return copy
}

function isActorRef(value: object): value is AnyActorRef {
  return (
    'sessionId' in value &&
    typeof value.sessionId === 'string' &&
    'send' in value &&
    typeof value.send === 'function'
  )
}

/** The invoking actor: XState types it on ActorRef but offers no public accessor. */
// oxlint-disable-next-line no-underscore-dangle
const parentOf = (actor: AnyActorRef): AnyActorRef | undefined => actor._parent

/** `auth.otp`: the ids from the root down. */
export function actorPath(actor: AnyActorRef): string {
  const ids: string[] = []
  for (let current: AnyActorRef | undefined = actor; current; current = parentOf(current))
    ids.unshift(current.id)
  return ids.join('.')
}

function machineIdOf(actor: AnyActorRef): string | null {
  const { logic } = actor as unknown as { logic?: { config?: { id?: unknown }; root?: unknown } }
  return logic?.root && typeof logic.config?.id === 'string' ? logic.config.id : null
}

type Meta = Pick<RecordBase, 'tab' | 'seq' | 'time'>

/** The record for one inspection event, or null for the kinds the viewer does not show. */
export function toFlowRecord(event: InspectionEvent, meta: Meta, page: string): FlowRecord | null {
  // every actor the system inspects is a full ActorRef; the event types it as ActorRefLike
  const actor = event.actorRef as AnyActorRef
  const base = { ...meta, key: `${meta.tab}/${actor.sessionId}`, path: actorPath(actor) }
  switch (event.type) {
    case '@xstate.actor': {
      const parent = parentOf(actor)
      return {
        ...base,
        kind: 'actor',
        id: actor.id,
        parentKey: parent ? `${meta.tab}/${parent.sessionId}` : null,
        machineId: machineIdOf(actor),
        page,
      }
    }
    case '@xstate.snapshot': {
      const snapshot = event.snapshot as {
        status?: unknown
        value?: unknown
        tags?: unknown
        children?: unknown
      }
      return {
        ...base,
        kind: 'snapshot',
        status: typeof snapshot.status === 'string' ? snapshot.status : 'active',
        value: 'value' in snapshot ? sanitize(snapshot.value) : null,
        tags: snapshot.tags instanceof Set ? [...snapshot.tags].map(String).sort() : [],
        children:
          snapshot.children && typeof snapshot.children === 'object' ? Object.keys(snapshot.children) : [],
        event: event.event.type,
      }
    }
    case '@xstate.event': {
      const { type, ...payload } = sanitizeEvent(event.event)
      return {
        ...base,
        kind: 'event',
        type,
        payload,
        source: event.sourceRef ? actorPath(event.sourceRef as AnyActorRef) : null,
      }
    }
    default:
      return null
  }
}
