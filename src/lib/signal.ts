/**
 * Something that happens, with no value, heard by whoever watches it: `watch` returns the
 * unwatch, so the watcher owns how long it hears (an actor invoked on a chart, stopped with it).
 * Not a slot one listener is registered into from elsewhere (scripts/flow-buses.ts refuses those).
 */
export interface Signal {
  watch: (watcher: () => void) => () => void
  fire: () => void
}

export function createSignal(): Signal {
  const watchers = new Set<() => void>()
  return {
    watch(watcher) {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    fire() {
      for (const watcher of [...watchers]) watcher()
    },
  }
}
