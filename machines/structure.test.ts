/**
 * Inspector-friendly machines (DESIGN §4): every state of every machine in registry.ts says what
 * the person sees in a `description`, and every guard and actor is a name from setup(), so the
 * charts and the Stately inspector read without the source. Offenders are listed by state id.
 */
import { describe, expect, it } from 'vitest'
import { assign, createMachine, fromPromise, setup } from 'xstate'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { flows } from './registry'
import {
  declaredChildren,
  foreignTags,
  inlineActions,
  invokeIds,
  undescribedStates,
  unnamedImplementations,
} from './testing/structure'

/** Each machine's source text, by its id (for what only the source declares: `types.children`). */
const here = fileURLToPath(new URL('.', import.meta.url))
const sources = new Map(
  readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(here, entry.name))
        .filter((file) => file.endsWith('.machine.ts'))
        .map((file) => readFileSync(join(here, entry.name, file), 'utf8')),
    )
    .flatMap((text) =>
      [...text.matchAll(/createMachine\(\{\s*id: '([^']+)'/g)].map((m) => [m[1]!, text] as const),
    ),
)

describe.each(flows.map((flow) => [flow.name, flow] as const))('%s machine structure', (_name, flow) => {
  it('describes every state', () => {
    expect(undescribedStates(flow.machine)).toEqual([])
  })

  it('references every guard and actor by a name declared in setup()', () => {
    expect(unnamedImplementations(flow.machine)).toEqual([])
  })

  it('tags states only with loading, error and step:…', () => {
    expect(foreignTags(flow.machine)).toEqual([])
  })

  it('names every action in setup() (no inline assign in a transition)', () => {
    expect(inlineActions(flow.machine)).toEqual([])
  })

  it('declares every invoked child in types.children', () => {
    const source = sources.get(flow.machine.id)
    expect(source, `the source of machine ${flow.machine.id}`).toBeDefined()
    expect(declaredChildren(source!)).toEqual(invokeIds(flow.machine))
  })
})

describe('the structure checks', () => {
  const offender = setup({
    guards: { isReady: () => true },
    actors: { load: fromPromise(async () => 1) },
  }).createMachine({
    id: 'offender',
    initial: 'idle',
    states: {
      idle: {
        on: {
          go: [
            { guard: ({ event }) => event.type === 'go', target: 'busy' },
            { guard: 'isReady', target: 'ready' },
          ],
        },
      },
      busy: { description: 'Loading.', invoke: { src: fromPromise(async () => 2) } },
      ready: { description: 'Named.', invoke: { src: 'load' } },
    },
  })

  it('names each state without a description', () => {
    expect(undescribedStates(offender)).toEqual(['offender.idle'])
  })

  it('names inline guards, unknown guard names and inline actors', () => {
    const unknownGuard = createMachine({
      id: 'unknown',
      initial: 'a',
      states: { a: { description: 'A.', on: { go: { guard: 'isMissing', actions: assign({}) } } } },
    })
    expect(unnamedImplementations(offender)).toEqual([
      'offender.idle go #0: inline guard',
      'offender.busy: invoke "0.offender.busy" uses inline logic',
    ])
    expect(unnamedImplementations(unknownGuard)).toEqual([
      'unknown.a go #0: guard "isMissing" is not in setup()',
    ])
  })
})
