/**
 * An order status is looked up in a table keyed by every status (`Record<OrderStatus, …>`, as in
 * src/ui/transaction-status.ts and contract/order-status.ts), so a status added to the picklist
 * does not compile until each table gives it a meaning. A `Record<string, …>` (or a
 * `{ [key: string]: … }`) keyed by statuses compiles with some missing, and the view then shows
 * the raw status (CheckoutPage.tsx did, for five of them). This finds such a table in the product
 * code: one typed with string keys whose keys name two or more order statuses, or whose name says
 * it is about a status. Checked by scripts/status-lookups.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { ORDER_STATUSES } from '../contract/order-status'

const isTest = (name: string) => /\.(test|paths|view-paths\.test|view-helpers)\.tsx?$/.test(name)

function* productFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* productFiles(path)
    else if (/\.(ts|tsx)$/.test(entry.name) && !isTest(entry.name)) yield path
  }
}

/** `const NAME: Record<string, …> = {`, `const NAME: { [k: string]: … } = {`, or `… } satisfies Record<string, …>`. */
const STRING_KEYED =
  /^(?:export\s+)?const\s+(\w+)\s*:\s*(?:Record\s*<\s*string\s*,|\{\s*\[\s*\w+\s*:\s*string\s*\])[^=]*=\s*\{/
const SATISFIES = /^(?:export\s+)?const\s+(\w+)\s*=\s*\{/
const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES)

/** The keys of the object literal opening on line `start` (its first level only). */
function keysFrom(lines: readonly string[], start: number): { keys: string[]; end: number } {
  const keys: string[] = []
  let depth = 0
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!.replace(/\/\/.*$/, '')
    if (depth === 1) {
      const key = /^\s*['"]?(\w+)['"]?\s*:/.exec(line)
      if (key) keys.push(key[1]!)
    }
    for (const char of line) {
      if (char === '{') depth++
      else if (char === '}') depth--
    }
    if (depth <= 0) return { keys, end: i }
  }
  return { keys, end: lines.length - 1 }
}

/** Each string-keyed status table in `source`, as `<line>: <name>`. */
export function stringKeyedStatusLookups(source: string): string[] {
  const lines = source.split('\n')
  const found: string[] = []
  for (let i = 0; i < lines.length; i++) {
    const typed = STRING_KEYED.exec(lines[i]!)
    const untyped = typed ? null : SATISFIES.exec(lines[i]!)
    if (!typed && !untyped) continue
    const { keys, end } = keysFrom(lines, i)
    if (untyped && !/\bsatisfies\s+Record\s*<\s*string\s*,/.test(lines[end]!)) continue
    const name = (typed ?? untyped)![1]!
    const statusKeys = keys.filter((key) => STATUSES.has(key)).length
    if (statusKeys >= 2 || /status/i.test(name)) found.push(`${i + 1}: ${name}`)
  }
  return found
}

/** Each string-keyed status table in the product code under `root` (contract/, machines/, src/). */
export function statusLookupsIn(root: string): string[] {
  return ['contract', 'machines', 'src'].flatMap((top) =>
    [...productFiles(join(root, top))].flatMap((file) =>
      stringKeyedStatusLookups(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}:${hit}`),
    ),
  )
}
