import { fileURLToPath } from 'node:url'

/** The module that stands in for Mantine's `useId` (why: its own comment). */
export const STABLE_ID_MODULE = fileURLToPath(new URL('../src/lib/mantine-use-id.ts', import.meta.url))

/** Whether an import is @mantine/hooks' own `use-id` module, as that package's files import it. */
export function isMantineUseId(source: string, importer: string | undefined): boolean {
  return (
    !!importer && /[\\/]@mantine[\\/]hooks[\\/]/.test(importer) && /(^|\/)use-id\/use-id\.mjs$/.test(source)
  )
}

/**
 * A Vite (and Rolldown) plugin: @mantine/hooks' `use-id` module resolves to src/lib/mantine-use-id.ts,
 * in the build and in the dev server's pre-bundled dependencies alike.
 */
export function mantineStableId() {
  return {
    name: 'mantine-stable-id',
    resolveId(source: string, importer: string | undefined) {
      return isMantineUseId(source, importer) ? STABLE_ID_MODULE : null
    },
  }
}
