/**
 * Where each machine's view-level path test is: the file under src/ named
 * `<machine>.view-paths.test.tsx`, found by that name so the registry does not list it again
 * (a registry entry's `viewPaths` names another file when one must). Node only: the registry
 * itself also loads in the browser's dev flow viewer.
 */
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FlowEntry } from '../registry'

const root = fileURLToPath(new URL('../..', import.meta.url))
const SUFFIX = '.view-paths.test.tsx'

/** Every `*.view-paths.test.tsx` under src/, repository-relative, sorted. */
export function viewPathFiles(): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(SUFFIX))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort()
}

/** The machine a view-path file is for, by its name. */
export const machineOfViewPaths = (file: string): string =>
  file.slice(file.lastIndexOf('/') + 1, -SUFFIX.length)

/**
 * The view-path file of a machine: its `viewPaths` when the registry names one, else the one file
 * named for it. Throws when there is none or more than one, saying which.
 */
export function viewPathsOf(flow: Pick<FlowEntry, 'name' | 'viewPaths'>, files = viewPathFiles()): string {
  if (flow.viewPaths) return flow.viewPaths
  const found = files.filter((file) => machineOfViewPaths(file) === flow.name)
  if (found.length !== 1)
    throw new Error(
      `${flow.name}: expected one src/**/${flow.name}${SUFFIX}, found ${found.length === 0 ? 'none' : found.join(', ')}`,
    )
  return found[0]!
}
