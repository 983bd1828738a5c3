/**
 * What the Stately inspector (`?inspect` in `npm run dev`) is sent, masked as the flow viewer's
 * records are (./flow-records): it opens stately.ai, another site, so no phone number, code,
 * password or token leaves the page. Contexts, events, and what an actor ends with (a login's
 * token) all go through the same `sanitize`. Dev only, like the inspector (src/lib/inspect.ts).
 */
import type { createBrowserInspector, StatelyInspectionEvent } from '@statelyai/inspect'
import { sanitize, sanitizeEvent } from './flow-records'

type InspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>

/** The snapshot's other fields that carry data: an actor's output, input or error. */
function maskSnapshot(snapshot: object): object {
  const masked: Record<string, unknown> = { ...snapshot }
  for (const key of ['output', 'input', 'error'])
    if (masked[key] !== undefined) masked[key] = sanitize(masked[key])
  return masked
}

export const inspectorMasking = {
  sanitizeContext: (context) => sanitize(context) as typeof context,
  sanitizeEvent: (event) => sanitizeEvent(event),
  serialize: (event: StatelyInspectionEvent): StatelyInspectionEvent =>
    event.type === '@xstate.event'
      ? event
      : ({ ...event, snapshot: maskSnapshot(event.snapshot) } as StatelyInspectionEvent),
} satisfies InspectorOptions
