/**
 * The viewer's picture of the app, folded from channel messages (./flow-records): every actor
 * seen with its latest snapshot, and the event log. Pure, so the rules (which actors count as
 * running, which state an event led to, replays counted once) are tested without a browser.
 */
import type { ActorRecord, ChannelMessage, EventRecord, SnapshotRecord } from './flow-records'

/** The log the viewer keeps; older entries drop off. */
export const LOG_LIMIT = 1000

export interface ActorView {
  key: string
  tab: string
  path: string
  id: string
  machineId: string | null
  parentKey: string | null
  page: string
  snapshot: SnapshotRecord | null
  /** Its tab closed or reloaded. */
  gone: boolean
}

export interface LogEntry extends EventRecord {
  /** The state value the receiving actor reached with this event, when it is a machine. */
  reached?: unknown
}

export interface Feed {
  actors: Record<string, ActorView>
  /** In arrival order. */
  log: LogEntry[]
  /** `${tab}:${seq}` of every record folded in, so a replay for another viewer is not doubled. */
  seen: ReadonlySet<string>
}

export const emptyFeed: Feed = { actors: {}, log: [], seen: new Set() }

function actorFrom(record: ActorRecord | SnapshotRecord, previous: ActorView | undefined): ActorView {
  const base: ActorView = previous ?? {
    key: record.key,
    tab: record.tab,
    path: record.path,
    id: record.path.split('.').at(-1) ?? record.path,
    machineId: null,
    parentKey: null,
    page: '',
    snapshot: null,
    gone: false,
  }
  if (record.kind === 'actor')
    return {
      ...base,
      id: record.id,
      machineId: record.machineId,
      parentKey: record.parentKey,
      page: record.page,
    }
  return { ...base, snapshot: record }
}

export function foldFeed(feed: Feed, message: ChannelMessage): Feed {
  if (message.kind === 'hello') return feed
  if (message.kind === 'bye') {
    const actors = { ...feed.actors }
    for (const [key, actor] of Object.entries(actors))
      if (actor.tab === message.tab) actors[key] = { ...actor, gone: true }
    return { ...feed, actors }
  }
  const id = `${message.tab}:${message.seq}`
  if (feed.seen.has(id)) return feed
  const seen = new Set(feed.seen).add(id)
  if (message.kind === 'event') {
    const log = [...feed.log, message]
    return { ...feed, seen, log: log.length > LOG_LIMIT ? log.slice(-LOG_LIMIT) : log }
  }
  const actors = { ...feed.actors, [message.key]: actorFrom(message, feed.actors[message.key]) }
  if (message.kind === 'actor') return { ...feed, seen, actors }
  // The snapshot names the event that produced it: mark the latest such entry for this actor.
  let log = feed.log
  for (let index = log.length - 1; index >= 0; index -= 1) {
    const entry = log[index]!
    if (entry.key !== message.key) continue
    if (entry.type === message.event && entry.reached === undefined && message.value !== null) {
      log = [...log]
      log[index] = { ...entry, reached: message.value }
    }
    break
  }
  return { ...feed, seen, actors, log }
}

/** Actors still running: started, not finished or stopped, held by their parent, tab open. */
export function runningActors(feed: Feed): ActorView[] {
  const { actors } = feed
  const running = (actor: ActorView): boolean => {
    if (actor.gone) return false
    if (actor.snapshot && actor.snapshot.status !== 'active') return false
    if (actor.parentKey === null) return true
    const parent = actors[actor.parentKey]
    if (!parent) return true
    if (parent.snapshot && !parent.snapshot.children.includes(actor.id)) return false
    return running(parent)
  }
  return Object.values(actors)
    .filter(running)
    .sort((a, b) => a.tab.localeCompare(b.tab) || a.path.localeCompare(b.path))
}

/** `{ login: 'password' }` → ['login', 'login.password']: the dot paths of every active state. */
export function activePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key)
  if (typeof value === 'string') return [join(value)]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => [join(key), ...activePaths(child, join(key))])
}

/** `login.password`, or `active.{timer.ticking, code.entering}` for parallel regions: the leaves. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return '—'
  const entries = Object.entries(value)
  const parts = entries.map(([key, child]) => {
    const rest = stateText(child)
    return rest === '—' || rest === '' ? key : `${key}.${rest}`
  })
  if (parts.length === 0) return ''
  return parts.length === 1 ? parts[0]! : `{${parts.join(', ')}}`
}
