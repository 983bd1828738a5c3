/**
 * "Every actor the app creates" stays true as features are added: each `createActor(` and
 * `useActorRef(` call in src (tests aside) passes `actorOptions(...)` from ./inspect.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('..', import.meta.url))

/** The argument text of every call to `name(` in source, parentheses balanced. */
function callsOf(source: string, name: string): string[] {
  const calls: string[] = []
  const pattern = new RegExp(`\\b${name}\\(`, 'g')
  for (const match of source.matchAll(pattern)) {
    const start = match.index + match[0].length
    let depth = 1
    let end = start
    while (end < source.length && depth > 0) {
      const char = source[end]
      if (char === '(') depth += 1
      else if (char === ')') depth -= 1
      end += 1
    }
    calls.push(source.slice(start, end - 1))
  }
  return calls
}

function withoutOptions(): string[] {
  const offenders: string[] = []
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    // src/test holds the tests' own helpers (a stand-in app system), which the inspector never sees
    .filter((file) => !relative(src, file).startsWith(`test${sep}`))
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    for (const name of ['createActor', 'useActorRef'])
      for (const args of callsOf(source, name))
        if (!args.includes('actorOptions(')) offenders.push(`${relative(src, file)}: ${name}(${args})`)
  }
  return offenders
}

describe('actors the app creates', () => {
  it('all take actorOptions, so the inspector sees them under readable ids', () => {
    expect(withoutOptions()).toEqual([])
  })

  it('finds calls and their arguments', () => {
    expect(callsOf('const a = createActor(m, f(x))\nuseActorRef(logic)', 'createActor')).toEqual(['m, f(x)'])
    expect(callsOf('useActorRef(logic)', 'useActorRef')).toEqual(['logic'])
  })
})
