/**
 * Every actor the app creates takes its options from `actorOptions(id)`: a readable id and
 * systemId, and in `npm run dev` with `?inspect` in the URL (or VITE_INSPECT=1) the Stately
 * browser inspector, which the system hands down to every child the machines invoke.
 *
 * The inspector is loaded by a dynamic import behind `import.meta.env.DEV`, which the production
 * build folds to false, so none of it reaches dist/client (scripts/no-dev-code.mjs checks).
 */
import type { InspectionEvent, Observer } from 'xstate'

let inspect: Observer<InspectionEvent> | undefined

/** `?inspect` (any value but 0/false) or VITE_INSPECT=1 / true. */
export function wantsInspector(search: string, flag: string | undefined): boolean {
  const off = (value: string) => value === '0' || value === 'false'
  const param = new URLSearchParams(search).get('inspect')
  if (param !== null) return !off(param)
  return flag !== undefined && flag !== '' && !off(flag)
}

/** Called once by boot before the first actor exists; a no-op in production builds. */
export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV && wantsInspector(window.location.search, import.meta.env.VITE_INSPECT)) {
    const { createBrowserInspector } = await import('@statelyai/inspect')
    inspect = createBrowserInspector().inspect
  }
}

/** Options for `createActor` / `useActorRef`: the id names the actor in the inspector. */
export function actorOptions(id: string): { id: string; systemId: string; inspect?: typeof inspect } {
  return inspect ? { id, systemId: id, inspect } : { id, systemId: id }
}
