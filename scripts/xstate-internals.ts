/**
 * Product code reads xstate through its public API only: a private field (`_parent`,
 * `_snapshot`, `_actorScope`, …) is free to change in any xstate release, so the path-test
 * harness (machines/testing, pinned by its own tests) and the development flow viewer (src/dev)
 * are the only places allowed to read one. Checked by scripts/xstate-internals.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Fields of xstate's actors, snapshots, systems and inspection events that its types mark internal. */
const PRIVATE_FIELDS = [
  '_parent',
  '_snapshot',
  '_actorScope',
  '_processingStatus',
  '_systemId',
  '_deferred',
  '_initState',
  '_syncSnapshot',
  '_nodes',
  '_transitions',
  '_scheduledEvents',
  '_relay',
  '_bookId',
  '_register',
  '_unregister',
  '_set',
  '_sendInspectionEvent',
] as const
const READ = new RegExp(`(?:\\.|\\[['"])(${PRIVATE_FIELDS.join('|')})\\b`, 'g')

/** Folders under the repo that hold tools, not the product (tests are skipped by name). */
const TOOLS = [`machines${sep}testing`, `machines${sep}charts`, `src${sep}dev`, `src${sep}test`]
const isTest = (name: string) => /\.(test|paths|view-paths\.test|fixtures)\.tsx?$/.test(name)

function* productFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (TOOLS.some((tool) => relative(root, path) === tool)) continue
    if (entry.isDirectory()) yield* productFiles(root, path)
    else if (/\.(ts|tsx)$/.test(entry.name) && !isTest(entry.name)) yield path
  }
}

/** Every private field a line of `source` reads, as `<line>: <field>`. */
export function privateReads(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, i) => [...line.matchAll(READ)].map((match) => `${i + 1}: ${match[1]}`))
}

/** Each read of a private xstate field in the product code under `root` (src/ and machines/). */
export function privateReadsIn(root: string): string[] {
  return ['src', 'machines'].flatMap((top) =>
    [...productFiles(root, join(root, top))].flatMap((file) =>
      privateReads(readFileSync(file, 'utf8')).map((read) => `${relative(root, file)}:${read}`),
    ),
  )
}
