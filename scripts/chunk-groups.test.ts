import { describe, expect, it } from 'vitest'
import { chunkGroups } from './chunk-groups'

const ROOT = '/project'
const id = (path: string) => `${ROOT}/${path}`

/** A module graph: each module and what it imports statically. */
function graph(imports: Record<string, string[]>) {
  const infos = new Map(
    Object.entries(imports).map(([path, deps]) => [id(path), { importedIds: deps.map(id) }]),
  )
  return { getModuleInfo: (moduleId: string) => infos.get(moduleId) ?? null }
}

describe('chunk groups', () => {
  const context = graph({
    'src/main.tsx': ['contract/route-paths.ts', 'src/styles/app.css'],
    'contract/route-paths.ts': ['src/lib/locales.ts'],
    'src/lib/locales.ts': [],
    'src/styles/app.css': [],
    'src/app/boot.tsx': ['contract/route-paths.ts', 'src/app/App.tsx'],
    'src/app/App.tsx': [],
    'src/features/content/pages/HomePage.tsx': ['src/app/App.tsx'],
  })
  const [entry, app] = chunkGroups(ROOT)

  it("puts what the entry's script imports, to any depth, in a group of its own", () => {
    const name = (path: string) => entry.name(id(path), context)
    expect(name('contract/route-paths.ts')).toBe('entry')
    expect(name('src/lib/locales.ts')).toBe('entry')
    expect(name('src/styles/app.css')).toBe('entry')
    // the entry's own module stays the entry's file; the app's are the app's
    expect(name('src/main.tsx')).toBeNull()
    expect(name('src/app/boot.tsx')).toBeNull()
    expect(name('src/app/App.tsx')).toBeNull()
    expect(name('src/features/content/pages/HomePage.tsx')).toBeNull()
    // ahead of the app's group, and only the modules it names (not their imports: Rolldown's walk
    // would take the app into the entry)
    expect(entry.priority).toBeGreaterThan(app.priority)
    expect(entry.includeDependenciesRecursively).toBe(false)
  })

  it("takes the app's module into the app's group, which brings its imports along", () => {
    expect(app.name).toBe('app')
    expect(app.test(id('src/app/boot.tsx'))).toBe(true)
    expect(app.test(id('src/app/App.tsx'))).toBe(false)
    expect(app.test(id('src/features/content/pages/HomePage.tsx'))).toBe(false)
  })

  it('groups nothing in a build without the entry (the server-render bundle)', () => {
    const server = graph({
      'src/entry-server.tsx': ['contract/route-paths.ts'],
      'contract/route-paths.ts': [],
    })
    expect(entry.name(id('contract/route-paths.ts'), server)).toBeNull()
  })
})
