// How the client build groups modules into files beyond what Rolldown does on its own
// (vite.config.ts: build.rolldownOptions.output.codeSplitting).
//
// Every page loads the app (src/app/boot.tsx) and everything it imports statically. Rolldown
// gives each set of modules that the same lazy imports share a file of its own, so the app came
// out as 17 files, since pieces of it are also imported by the lazily loaded pages. Each file is
// one more `<link rel="modulepreload">` and one more request in the tasks that start the app
// (about 0.3 ms of the main thread apiece here, over 1 ms on a phone's CPU), and over HTTP/1.1 a
// browser sends six at a time. Grouped, the app is one file; no page loads a byte more, since
// every page loads all of it.
import { resolve } from 'node:path'

/** The entry's own script (index.html) and the app it imports once the page is on screen. */
const ENTRY = 'src/main.tsx'
const APP = 'src/app/boot.tsx'

/** What a chunking pass knows of a module (Rolldown's ModuleInfo, the part used here). */
interface ModuleInfo {
  importedIds: readonly string[]
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null
}

interface EntryGroup {
  debugName: string
  priority: number
  includeDependenciesRecursively: boolean
  name: (id: string, context: ChunkingContext) => string | null
}
interface AppGroup {
  name: string
  priority: number
  test: (id: string) => boolean
}

/** What the entry's script imports statically (the entry itself not included). */
function entryImports(context: ChunkingContext, entry: string): Set<string> {
  const seen = new Set<string>()
  const stack = [...(context.getModuleInfo(entry)?.importedIds ?? [])]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(context.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

/**
 * The groups, for the project in `root`:
 * - `app`: the app's module and, through Rolldown's own dependency walk (which sees past
 *   re-exporting index modules to the code that is used), everything it imports statically;
 * - `entry`: the few modules both the entry's script and the app import (the locale cookie, the
 *   route paths, the text face, the reload after a failed download, the base styles). Left to the app's group, the
 *   entry would import the whole app before the first paint; they are a small file the entry
 *   imports, preloaded beside it.
 */
export function chunkGroups(root: string): [EntryGroup, AppGroup] {
  const entry = resolve(root, ENTRY)
  const app = resolve(root, APP)
  // one chunking pass reuses its module infos; another build (the server's) has its own
  const shared = new WeakMap<ModuleInfo, Set<string>>()
  return [
    {
      debugName: 'entry',
      priority: 2,
      includeDependenciesRecursively: false,
      name(id: string, context: ChunkingContext): string | null {
        const info = context.getModuleInfo(entry)
        if (!info) return null
        let members = shared.get(info)
        if (!members) {
          members = entryImports(context, entry)
          shared.set(info, members)
        }
        return members.has(id) ? 'entry' : null
      },
    },
    { name: 'app', priority: 1, test: (id: string) => id === app },
  ]
}
