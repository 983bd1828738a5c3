/**
 * Flow requests travel as events to the app actor system (machines/app), never through a
 * home-made bus: no module of the product outside machines/ makes an `EventTarget` or dispatches
 * `CustomEvent`s, and none keeps a module-level queue or registry of requests with a taker (the
 * shapes of the three buses this replaced), nor a module-level slot a listener is registered
 * into from elsewhere (`let … | undefined`; the API's "ended elsewhere" was the last, now heard by
 * the app actor's `hearApi`, which watches it for as long as the app runs: src/lib/signal.ts).
 * Checked by scripts/xstate-internals.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** What a home-made bus is made of, each with why it is one. */
const BUS_SHAPES: readonly [RegExp, string][] = [
  [/\bnew\s+EventTarget\s*\(/, 'an EventTarget'],
  [/\bnew\s+CustomEvent\b/, 'a CustomEvent'],
  [/\bdispatchEvent\s*\(/, 'dispatchEvent'],
  // a module-level list of what waits for a taker, and the taker registered from elsewhere
  [/^(?:export\s+)?(?:const|let)\s+\w+\s*(?::[^=]*\[\]\s*)?=\s*\[\s*\]/, 'a module-level queue'],
  [/^(?:export\s+)?(?:const|let)\s+\w+\s*=\s*new\s+Set\s*<\s*\(/, 'a module-level set of callbacks'],
  [/^let\s+\w+\s*:\s*\(\(.*\)\s*=>.*\)\s*\|\s*null/, 'a module-level taker'],
  // a listener registered from elsewhere into a module-level slot, `| undefined` or `| null`
  [
    /^let\s+\w+\s*:\s*(?:\(\(.*\)\s*=>.*\)\s*\|\s*undefined|undefined\s*\|\s*\(\(.*\)\s*=>.*\))/,
    'a module-level listener slot',
  ],
  // the same with the callback's type named (`Listener`, `Handler`, `Callback`, `Taker`)
  [
    /^let\s+\w+\s*:\s*(?:\w*(?:Listener|Handler|Callback|Taker)\s*\|\s*(?:undefined|null)|(?:undefined|null)\s*\|\s*\w*(?:Listener|Handler|Callback|Taker)\b)/,
    'a module-level listener slot',
  ],
]

/** Folders of tools, not the product (tests are skipped by name); the development flow viewer may dispatch. */
const TOOLS = [`src${sep}dev`, `src${sep}test`]
const isTest = (name: string) => /\.(test|paths|view-paths\.test|view-helpers)\.tsx?$/.test(name)

function* productFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (TOOLS.some((tool) => relative(root, path) === tool)) continue
    if (entry.isDirectory()) yield* productFiles(root, path)
    else if (/\.(ts|tsx)$/.test(entry.name) && !isTest(entry.name)) yield path
  }
}

/** Each line of `source` (comments left out) that builds a bus, as `<line>: <shape>`. */
export function busShapes(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
  return code.split('\n').flatMap((line, i) => {
    const text = line.replace(/\/\/.*$/, '')
    return BUS_SHAPES.filter(([shape]) => shape.test(text)).map(([, name]) => `${i + 1}: ${name}`)
  })
}

/** Each bus shape in the product code under `root`'s src/ (machines/ carries flows as events). */
export function busesIn(root: string): string[] {
  return [...productFiles(root, join(root, 'src'))].flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return busShapes(source).map((shape) => `${relative(root, file)}:${shape}`)
  })
}
