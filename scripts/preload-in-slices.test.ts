import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PRELOAD_HELPER, VITE_PRELOAD_HELPER, preloadInSlices } from './preload-in-slices'

/** Vite's own build code, where its preload helper's id and export are named. */
function viteBuildCode(): string {
  const chunks = join(
    dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'dist/node/chunks',
  )
  return readdirSync(chunks)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(chunks, file), 'utf8'))
    .find((code) => code.includes('function buildImportAnalysisPlugin'))!
}

describe('the build’s preload helper', () => {
  it('stands in for Vite’s under the id and the export this Vite uses (an upgrade that renames them fails here)', () => {
    const code = viteBuildCode()
    // as the source spells them: the id's NUL byte written `\0`
    const id = /const preloadHelperId = "([^"]*)"/.exec(code)?.[1]?.replace('\\0', '\0')
    const method = /const preloadMethod = `([^`]*)`/.exec(code)?.[1]
    expect([id, method]).toEqual([VITE_PRELOAD_HELPER, '__vitePreload'])
    expect(readFileSync(PRELOAD_HELPER, 'utf8')).toMatch(/export function preload\b/)
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
