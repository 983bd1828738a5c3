/**
 * machines/README.md names only what exists: every file it links or quotes, every `npm run`
 * script, every function (`name()`), every event (`code.submit`), every guard (`isX` / `hasX`)
 * and every other identifier it quotes in code. Fenced code blocks are examples, not read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as xstate from 'xstate'
import { flows } from './registry'

const root = fileURLToPath(new URL('..', import.meta.url))
const here = join(root, 'machines')

function* codeFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* codeFiles(path)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) yield path
  }
}

/** What the README's names are checked against. */
interface Known {
  code: string
  scripts: Set<string>
  events: Set<string>
  guards: Set<string>
  exists: (path: string) => boolean
}

function knownHere(): Known {
  const code = ['contract', 'src', 'machines', 'scripts']
    .flatMap((dir) => [...codeFiles(join(root, dir))])
    .filter((file) => file !== fileURLToPath(import.meta.url))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
  const scripts = new Set(
    Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    ),
  )
  const events = new Set(flows.flatMap((flow) => [...flow.machine.root.events]))
  const guards = new Set(flows.flatMap((flow) => Object.keys(flow.machine.implementations.guards)))
  const exists = (path: string) => existsSync(join(root, path)) || existsSync(join(here, path))
  return { code, scripts, events, guards, exists }
}

const LIBRARIES: Record<string, unknown> = { ...xstate }
/** Property paths (`snapshot.children.otp`): each segment must be a name the code uses. */
const PROPERTY_ROOTS = new Set(['snapshot', 'types', 'context', 'machine'])
/** Methods of a machine and of its snapshots, which no module exports. */
const METHODS = new Set(['provide', 'can', 'hasTag', 'matches', 'getSnapshot', 'send', 'on'])

/** Each name in `readme` that does not exist, as `<kind> <name>`. */
function unknownNames(readme: string, known: Known): string[] {
  const text = readme.replace(/```[\s\S]*?```/g, '')
  const missing: string[] = []
  const defined = (name: string) =>
    name in LIBRARIES ||
    METHODS.has(name) ||
    new RegExp(`(?:function\\s+|const\\s+|let\\s+|\\b)${name}\\s*(?:=|\\(|<|:)`).test(known.code)
  for (const [, link] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
    if (!/^https?:/.test(link!) && !known.exists(link!)) missing.push(`file ${link}`)
  }
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = span!.trim()
    if (/[<…]/.test(name)) continue // a pattern: machines/<flow>/…, step:…
    const script = /^npm run ([\w:]+)/.exec(name)
    const segments = name.split('.')
    if (name.startsWith('/')) {
      if (!known.code.includes(`'${name}'`)) missing.push(`route ${name}`)
    } else if (segments.length > 1 && PROPERTY_ROOTS.has(segments[0]!)) {
      for (const segment of segments.slice(1))
        if (!new RegExp(`\\b${segment}\\b`).test(known.code)) missing.push(`name ${name}`)
    } else if (script) {
      if (!known.scripts.has(script[1]!)) missing.push(`script ${script[1]}`)
    } else if (/^[\w.-]+\/|\/[\w.-]*$|\.(ts|tsx|md|json|mjs)$/.test(name) && !/\s/.test(name)) {
      if (!known.exists(name)) missing.push(`file ${name}`)
    } else if (/^\.?[A-Za-z_]\w*\(.*\)$/.test(name)) {
      const fn = /^\.?([A-Za-z_]\w*)/.exec(name)![1]!
      if (!defined(fn)) missing.push(`function ${fn}`)
    } else if (/^[a-z][a-zA-Z]*(\.[a-z][a-zA-Z]*)+$/.test(name)) {
      if (!known.events.has(name)) missing.push(`event ${name}`)
    } else if (/^(is|has)[A-Z]\w*$/.test(name)) {
      if (!known.guards.has(name)) missing.push(`guard ${name}`)
    } else if (/^[A-Za-z_]\w*$/.test(name)) {
      if (!new RegExp(`\\b${name}\\b`).test(known.code) && !(name in LIBRARIES)) missing.push(`name ${name}`)
    }
  }
  return missing
}

describe('machines/README.md', () => {
  const known = knownHere()

  it('names only files, scripts, functions, events, guards and identifiers that exist', () => {
    expect(unknownNames(readFileSync(join(here, 'README.md'), 'utf8'), known)).toEqual([])
  })

  it('finds each kind of name that does not exist, and reads no example block', () => {
    const planted = [
      'See [the harness](./testing/nope.ts) and `machines/lib/gone.ts`; run `npm run nope`.',
      'It calls `nowhere()` and `.vanish()`, sends `code.nope`, guards with `isSuccess`, reads `noSuchField`.',
      'Fine: [registry](./registry.ts), `lazySetup()`, `createActor()`, `.provide()`, `code.submit`, `/__dev/flows`,',
      '`snapshot.children.otp`; not: `/__dev/nope`, `snapshot.nothingLikeThis`.',
      '`isCodeComplete`, `otpActors`, `npm run flows:check`, `machines/<flow>/<flow>.machine.ts`.',
      '```ts',
      'const example = `notChecked()` // `gone.event`',
      '```',
    ].join('\n')
    expect(unknownNames(planted, known)).toEqual([
      'file ./testing/nope.ts',
      'file machines/lib/gone.ts',
      'script nope',
      'function nowhere',
      'function vanish',
      'event code.nope',
      'guard isSuccess',
      'name noSuchField',
      'route /__dev/nope',
      'name snapshot.nothingLikeThis',
    ])
  })
})
