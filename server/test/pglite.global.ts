/**
 * Global set-up of the `unit` test project (vite.config.ts): a fresh folder for this run where the
 * first server test file that needs a PGlite leaves dumps of a new, a migrated and a seeded one
 * (server/test/pglite-template.ts), which every later file loads instead of creating, migrating
 * and seeding its own. Nothing is built here, so a run of client tests alone pays nothing. Removed
 * at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** where this run's PGlite dumps are made and found; only in the `unit` project */
    pgliteTemplateDir: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vp-pglite-'))
  project.provide('pgliteTemplateDir', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
