/**
 * Where actors are provided (machines/README.md, "Adding a machine"): a machine
 * gets its real actors where its long-lived actor is made, the files its registry entry names in
 * `providedIn` (machines/registry.ts). Tests provide fakes anywhere. Every `.provide(` outside
 * tests must be at a site the registry names, and every site it names must still provide it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { flows, type FlowEntry } from './registry'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The identifier a machine is exported as: `address-cascade` → `addressCascadeMachine`. */
export const machineIdentifier = (name: string): string =>
  `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Machine`

/** `<file>: <machine>` for every site the registry allows. */
export function allowedSites(entries: readonly Pick<FlowEntry, 'name' | 'providedIn'>[]): string[] {
  return entries
    .flatMap((flow) => (flow.providedIn ?? []).map((file) => `${file}: ${machineIdentifier(flow.name)}`))
    .sort()
}

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'test') yield* sources(path)
    } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|\.paths\.ts$|view-helpers/.test(entry.name))
      yield path
  }
}

/** `<file>: <machine>` for each `someMachine.provide(` in code (not in comments). */
export function provideSites(dirs: string[]): string[] {
  const sites = new Set<string>()
  for (const dir of dirs)
    for (const file of sources(join(root, dir))) {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      for (const match of code.matchAll(/(\w+)\.provide\(/g))
        sites.add(`${relative(root, file)}: ${match[1]}`)
    }
  return [...sites].sort()
}

describe('where actors are provided', () => {
  it('only at the sites the registry names', () => {
    expect(provideSites(['src', 'machines'])).toEqual(allowedSites(flows))
  })

  it('reads the allowed sites from the registry entries', () => {
    expect(machineIdentifier('payment-return')).toBe('paymentReturnMachine')
    expect(
      allowedSites([
        { name: 'otp', providedIn: ['src/b.ts', 'src/a.ts'] },
        { name: 'address-cascade', providedIn: ['src/c.tsx'] },
        { name: 'child' },
      ]),
    ).toEqual(['src/a.ts: otpMachine', 'src/b.ts: otpMachine', 'src/c.tsx: addressCascadeMachine'])
  })
})
