/**
 * Every actor the app creates takes its options from `actorOptions(id)`: a readable id and
 * systemId, and in `npm run dev` an inspection observer, which the system hands down to every
 * child the machines invoke. In dev that observer always feeds the offline flow viewer at
 * /__dev/flows, or in a drawer of the same tab with `?flows` in the URL (src/dev;
 * VITE_FLOW_VIEWER=0 turns it off) and, with `?inspect` in the URL (or VITE_INSPECT=1), also the
 * Stately browser inspector, sent nothing secret (src/dev/inspector-masking.ts).
 *
 * Both are loaded by dynamic imports behind `import.meta.env.DEV`, which the production build
 * folds to false, so none of it reaches dist/client (scripts/no-dev-code.mjs checks).
 */
import type { InspectionEvent, Observer } from 'xstate'

let inspect: Observer<InspectionEvent> | undefined

const isOff = (value: string) => value === '0' || value === 'false'

/** `?inspect` (any value but 0/false) or VITE_INSPECT=1 / true. */
export function wantsInspector(search: string, flag: string | undefined): boolean {
  const param = new URLSearchParams(search).get('inspect')
  if (param !== null) return !isOff(param)
  return flag !== undefined && flag !== '' && !isOff(flag)
}

/** On unless VITE_FLOW_VIEWER is 0 / false. */
export function wantsFlowViewer(flag: string | undefined): boolean {
  return flag === undefined || !isOff(flag)
}

/** One observer that hands each inspection event to all of them; none gives undefined. */
export function combineObservers(
  observers: readonly Observer<InspectionEvent>[],
): Observer<InspectionEvent> | undefined {
  if (observers.length <= 1) return observers[0]
  return {
    next: (event) => {
      for (const observer of observers) observer.next?.(event)
    },
  }
}

/** Called once by boot before the first actor exists; a no-op in production builds. */
export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV) {
    const observers: Observer<InspectionEvent>[] = []
    if (wantsFlowViewer(import.meta.env.VITE_FLOW_VIEWER)) {
      const { startFlowBroadcast } = await import('../dev/flow-broadcast')
      observers.push(startFlowBroadcast())
      if (new URLSearchParams(window.location.search).has('flows'))
        void import('../dev/flow-dock').then(({ mountFlowDock }) => mountFlowDock())
    }
    if (wantsInspector(window.location.search, import.meta.env.VITE_INSPECT)) {
      const [{ createBrowserInspector }, { inspectorMasking }] = await Promise.all([
        import('@statelyai/inspect'),
        import('../dev/inspector-masking'),
      ])
      observers.push(createBrowserInspector(inspectorMasking).inspect)
    }
    inspect = combineObservers(observers)
  }
}

/** Options for `createActor` / `useActorRef`: the id names the actor in the inspector and the viewer. */
export function actorOptions(id: string): { id: string; systemId: string; inspect?: typeof inspect } {
  return inspect ? { id, systemId: id, inspect } : { id, systemId: id }
}
