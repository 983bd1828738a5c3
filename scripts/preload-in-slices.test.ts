import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { PRELOAD_HELPER, VITE_PRELOAD_HELPER, preloadInSlices } from './preload-in-slices'

/** The chunks Vite builds for an entry with two lazy imports sharing a file, with `plugins`. */
async function built(plugins: ReturnType<typeof preloadInSlices>[]): Promise<Rollup.OutputChunk[]> {
  const root = mkdtempSync(join(tmpdir(), 'vp-preload-'))
  try {
    writeFileSync(join(root, 'main.js'), `globalThis.openLazy = () => [import('./a.js'), import('./b.js')]\n`)
    writeFileSync(join(root, 'a.js'), `import { shared } from './shared.js'\nexport default shared + 'a'\n`)
    writeFileSync(join(root, 'b.js'), `import { shared } from './shared.js'\nexport default shared + 'b'\n`)
    writeFileSync(join(root, 'shared.js'), `export const shared = String(Date.now())\n`)
    const output = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins,
      build: { write: false, minify: false, rolldownOptions: { input: join(root, 'main.js') } },
    })
    return (output as Rollup.RollupOutput).output.filter((file) => file.type === 'chunk')
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe('the build’s preload helper', () => {
  it('is the site’s in a build with the plugin, and Vite’s without it (a Vite that stops taking it fails here)', async () => {
    const entry = (chunks: Rollup.OutputChunk[]) => chunks.find((chunk) => chunk.isEntry)!.code
    const ours = entry(await built([preloadInSlices()]))
    expect(ours).toMatch(/function preload\(baseModule, deps\)/)
    // each lazy import calls it, with the files it needs
    expect(ours).toMatch(/\bpreload\(\(\) => import\("\.\/a-[^"]+\.js"\), __vite__mapDeps\(/)
    expect(ours).not.toContain('vite:preloadError')
    const vites = entry(await built([]))
    expect(vites).toContain('vite:preloadError')
    expect(vites).not.toMatch(/function preload\(baseModule, deps\)/)
  })

  it('loads the site’s helper for that id alone, before Vite’s own plugins, in the build only', () => {
    const plugin = preloadInSlices()
    expect([plugin.enforce, plugin.apply]).toEqual(['pre', 'build'])
    expect(plugin.load(VITE_PRELOAD_HELPER)).toBe(
      `export { preload as __vitePreload } from ${JSON.stringify(PRELOAD_HELPER)}`,
    )
    expect(plugin.load('/src/main.tsx')).toBeNull()
  })
})
