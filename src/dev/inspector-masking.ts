/**
 * What the Stately inspector (`?inspect` in `npm run dev`) is sent, masked as the flow viewer's
 * records are (./flow-records): it opens stately.ai, another site, so no phone number, code,
 * password or token leaves the page. Contexts, events, and what an actor ends with (a login's
 * token) all go through the same `sanitize`. Dev only, like the inspector (src/lib/inspect.ts).
 */
import type { createBrowserInspector, StatelyInspectionEvent } from '@statelyai/inspect'
import { sanitize, sanitizeEvent } from './flow-records'

type InspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>

/**
 * A snapshot as data another window can be posted: XState's own JSON form (no machine, no methods),
 * its actors named, not passed, and masked throughout. The inspector's default `serialize` made it
 * plain; this one replaces it, so it must too (postMessage refuses an actor or a function).
 */
function maskSnapshot(snapshot: unknown): unknown {
  const plain =
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'toJSON' in snapshot &&
    typeof snapshot.toJSON === 'function'
      ? (snapshot.toJSON as () => unknown)()
      : snapshot
  return sanitize(plain)
}

export const inspectorMasking = {
  sanitizeContext: (context) => sanitize(context) as typeof context,
  sanitizeEvent: (event) => sanitizeEvent(event),
  serialize: (event: StatelyInspectionEvent): StatelyInspectionEvent =>
    'snapshot' in event
      ? ({ ...event, snapshot: maskSnapshot(event.snapshot) } as StatelyInspectionEvent)
      : event,
} satisfies InspectorOptions
