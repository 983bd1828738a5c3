import { fileURLToPath } from 'node:url'

/** Vite's id for its preload helper, the module the build's lazy imports call. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js'
/** The site's own (why: its comment). */
export const PRELOAD_HELPER = fileURLToPath(new URL('../src/lib/preload-helper.ts', import.meta.url))

/**
 * A Vite plugin for the build: the preload helper the lazy imports call is src/lib/preload-helper.ts,
 * which appends the links a few per task, in place of Vite's, which appends them all in one.
 * Before Vite's own plugins (`enforce: 'pre'`), so this load is the one the build takes.
 */
export function preloadInSlices() {
  return {
    name: 'preload-in-slices',
    enforce: 'pre' as const,
    apply: 'build' as const,
    load(id: string) {
      return id === VITE_PRELOAD_HELPER
        ? `export { preload as __vitePreload } from ${JSON.stringify(PRELOAD_HELPER)}`
        : null
    },
  }
}
