/**
 * The import graph of the features: a file under `src/features/<a>/` may import shared code
 * (src/ui, src/lib, src/api, src/i18n), machines and its own feature, never another feature (the
 * app shell composes them) nor the app shell or the server. Every import is resolved to a path, so
 * no spelling of it (`../x`, `../../features/x`, a deeper `../../../`) slips through, and a new
 * feature folder is covered the day it appears. The same reading fences the top-level trees:
 * `importsAcrossFences` (the contract is the kernel all three import). Checked by
 * scripts/feature-imports.test.ts (the lint zones in .oxlintrc.json say the same per file).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

/** `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only included. */
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.(ts|tsx)$/.test(entry.name)) yield path
  }
}

/** The specifiers a source file imports (comments are not stripped: a commented import counts). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIERS)].map((match) => match[2]!)
}

/**
 * Every import from one feature into another, or into the app shell or the server, as
 * `<file>: <specifier>` lines; `src` is the folder holding `features/`, `app/` (and the repo's
 * `server/` beside it).
 */
export function forbiddenFeatureImports(src: string): string[] {
  const features = join(src, 'features')
  const server = resolve(src, '..', 'server')
  const offenders: string[] = []
  for (const file of sourceFiles(features)) {
    const own = relative(features, file).split(sep)[0]!
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue // packages
      const target = resolve(dirname(file), specifier)
      const inFeatures = relative(features, target)
      const otherFeature =
        !inFeatures.startsWith('..') && inFeatures !== '' && inFeatures.split(sep)[0] !== own
      const shell = !relative(join(src, 'app'), target).startsWith('..')
      const backend = !relative(server, target).startsWith('..')
      if (otherFeature || shell || backend) offenders.push(`${relative(src, file)}: ${specifier}`)
    }
  }
  return offenders
}

/**
 * What each top-level tree may not import: the contract is the shared kernel at the top
 * (contract/), so nothing in machines/ or server/ imports the client's tree (src/), and the
 * contract imports none of the three.
 */
const FENCES: Record<'contract' | 'machines' | 'server', readonly string[]> = {
  contract: ['src', 'machines', 'server'],
  machines: ['src', 'server'],
  server: ['src', 'machines'],
}

/**
 * The one file allowed across a fence, with why: the client's API modules (src/api) run against
 * the reference API in process, so this test imports both trees.
 */
const ACROSS_THE_FENCE = new Set([join('server', 'test', 'clients.test.ts')])

/** Every import across a fence of `FENCES` in the repository at `root`, as `<file>: <specifier>`. */
export function importsAcrossFences(root: string): string[] {
  const offenders: string[] = []
  for (const [tree, forbidden] of Object.entries(FENCES)) {
    for (const file of sourceFiles(join(root, tree))) {
      if (ACROSS_THE_FENCE.has(relative(root, file))) continue
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue
        const target = relative(root, resolve(dirname(file), specifier)).split(sep)[0]
        if (forbidden.includes(target!)) offenders.push(`${relative(root, file)}: ${specifier}`)
      }
    }
  }
  return offenders
}

/**
 * The tooling, fenced: the path harness (machines/testing), the chart generator (machines/charts),
 * the registry that drives both, the flow viewer (src/dev), the test helpers (src/test) and the
 * scripts (benchmarks in scripts/bench). Product code imports none of them.
 */
const TOOLING = [
  join('machines', 'testing'),
  join('machines', 'charts'),
  join('machines', 'registry.ts'),
  join('src', 'dev'),
  join('src', 'test'),
  'scripts',
  'e2e',
]
/** Files that are tests or test data by their name (path models, fixtures, view helpers). */
const TEST_FILE = /\.(test|paths|fixtures|view-helpers)\.tsx?$/
/**
 * The development tools' doors, with why: each is a dynamic import behind `import.meta.env.DEV`,
 * which the production build drops (scripts/no-dev-code.test.ts proves no dev code ships): the
 * flow viewer's page, broadcast and dock, and the Stately inspector's masking.
 */
const DEV_DOORS = new Set([
  `${join('src', 'main.tsx')}: ./dev/viewer-boot`,
  `${join('src', 'lib', 'inspect.ts')}: ../dev/flow-broadcast`,
  `${join('src', 'lib', 'inspect.ts')}: ../dev/flow-dock`,
  `${join('src', 'lib', 'inspect.ts')}: ../dev/inspector-masking`,
])

const within = (path: string, folder: string) => path === folder || path.startsWith(folder + sep)

/** Every import of the tooling from product code in the repository at `root`, as `<file>: <specifier>`. */
export function productImportsOfTooling(root: string): string[] {
  const offenders: string[] = []
  for (const tree of ['contract', 'src', 'machines', 'server']) {
    for (const file of sourceFiles(join(root, tree))) {
      const path = relative(root, file)
      if (TEST_FILE.test(path) || TOOLING.some((tool) => within(path, tool))) continue
      if (within(path, join('server', 'test'))) continue
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue
        const target = relative(root, resolve(dirname(file), specifier))
        const tooling = TOOLING.some((tool) => within(target, tool) || within(`${target}.ts`, tool))
        const line = `${path}: ${specifier}`
        if ((tooling || /\.paths$/.test(target)) && !DEV_DOORS.has(line)) offenders.push(line)
      }
    }
  }
  return offenders
}
