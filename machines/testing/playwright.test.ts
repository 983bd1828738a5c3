import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SyntaxKind, type Node } from 'typescript/unstable/ast'
import { API } from 'typescript/unstable/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { fromPromise, setup } from 'xstate'
import { notProvided } from '../lib/actors'
import { listPaths } from './path-listing'
import type { PathModel } from './paths'
import { playwrightSkeleton, type Gestures } from './playwright'

const machine = setup({
  types: {
    events: {} as
      | { type: 'name.change'; name: string }
      | { type: 'save' }
      | { type: 'close' }
      | { type: 'help' },
  },
  actors: { store: fromPromise<void>(notProvided('store')) },
}).createMachine({
  id: 'profile',
  initial: 'editing',
  states: {
    editing: {
      description: "The name field and Save; the person's 'own' name.",
      on: { 'name.change': 'editing', save: 'saving', close: 'closed', help: 'editing' },
    },
    saving: {
      description: 'A spinner.',
      invoke: { id: 'store', src: 'store', onDone: 'saved', onError: 'failed' },
    },
    failed: { description: 'The error, with Close.', on: { close: 'closed' } },
    saved: { type: 'final', description: 'Saved.' },
    closed: { type: 'final', description: 'Gone.' },
  },
})

const model: PathModel = {
  machine,
  scenarios: [{ name: 'signed in', input: () => ({}) }],
  events: [
    { type: 'name.change', name: "O'Brien" },
    { type: 'xstate.done.actor.store' },
    { type: 'xstate.error.actor.store', error: new Error('offline') },
  ],
}

const gestures: Gestures = {
  'name.change': { fill: 'Full name', with: 'name' },
  save: { click: 'Save' },
  close: [
    { click: 'Discard', when: 'editing' },
    { click: 'Close', role: 'link', when: 'failed' },
  ],
}

interface Compiled {
  /** Syntax and type errors, checked against @playwright/test's types. */
  errors: string[]
  /** Every awaited call, as written (`page.getByRole('button', …).click()`). */
  calls: string[]
}

/** The files as a TypeScript project (the compiler's API, TypeScript 7's tsc behind it) reads them. */
function compile(files: Record<string, string>): Record<string, Compiled> {
  const folder = mkdtempSync(join(tmpdir(), 'skeleton-'))
  const playwright = fileURLToPath(new URL('../../node_modules/@playwright/test', import.meta.url))
  const config = {
    compilerOptions: {
      strict: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      target: 'es2022',
      noEmit: true,
      skipLibCheck: true,
      types: [],
      paths: { '@playwright/test': [playwright] },
    },
    files: Object.keys(files),
  }
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(config))
  for (const [name, code] of Object.entries(files)) writeFileSync(join(folder, name), code)
  const api = new API({ cwd: folder })
  try {
    const program = api
      .updateSnapshot({ openProject: join(folder, 'tsconfig.json') })
      .getProject(join(folder, 'tsconfig.json'))!.program
    return Object.fromEntries(
      Object.keys(files).map((name) => {
        const file = join(folder, name)
        const errors = [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]
        const calls: string[] = []
        const visit = (node: Node): void => {
          if (node.kind === SyntaxKind.AwaitExpression)
            calls.push((node as Node & { expression: Node }).expression.getText())
          node.forEachChild(visit)
        }
        visit(program.getSourceFile(file)!)
        return [name, { errors: errors.map((error) => error.text), calls }]
      }),
    )
  } finally {
    api.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

describe('a Playwright skeleton from a listed path', () => {
  const paths = listPaths(model)
  const skeletonOf = (events: string[]) => {
    const path = paths.find(
      (candidate) =>
        candidate.steps
          .slice(1)
          .map((step) => String(step.event.type))
          .join() === events.join(),
    )
    expect(path, `a path ${events.join(' → ')}`).toBeDefined()
    return playwrightSkeleton(
      { machine: 'profile', criterion: 'transitions', command: 'npm run paths -- --machine profile' },
      path!,
      gestures,
    )
  }

  const files = {
    'failed.spec.ts': skeletonOf(['save', 'xstate.error.actor.store', 'close']),
    'name.spec.ts': skeletonOf(['name.change']),
    'help.spec.ts': skeletonOf(['help']),
    'discard.spec.ts': skeletonOf(['close']),
    // a planted mistake: the check must be able to fail
    'broken.spec.ts': skeletonOf(['help']).replace("page.goto('/')", "page.goTo('/'"),
  }
  let compiled: Record<string, Compiled>
  beforeAll(() => {
    compiled = compile(files)
  })

  it('is a valid TypeScript test file that fills, clicks and leaves the rest as TODOs', () => {
    const code = files['failed.spec.ts']
    expect(compiled['failed.spec.ts']!.errors).toEqual([])
    expect(code).toContain("import { test } from '@playwright/test'")
    expect(compiled['failed.spec.ts']!.calls).toEqual([
      "page.goto('/')",
      "page.getByRole('button', { name: 'Save' }).click()",
      // close from the failed state: its gesture there, not the editing one's
      "page.getByRole('link', { name: 'Close' }).click()",
    ])
    expect(code).toContain(
      '// TODO: make the service answer so (actor store fails {"error":{"error":"offline"}})',
    )
    // each step says what happened and what the page shows then
    expect(code).toContain('// 2. actor store fails')
    expect(code).toContain('//    → failed: The error, with Close.')
    expect(code).toContain('//    (the flow is done)')
  })

  it("fills a field with the event's payload, quoted", () => {
    expect(compiled['name.spec.ts']!.errors).toEqual([])
    expect(compiled['name.spec.ts']!.calls).toEqual([
      "page.goto('/')",
      "page.getByLabel('Full name').fill('O\\'Brien')",
    ])
  })

  it('writes a TODO for an event no gesture describes', () => {
    expect(compiled['help.spec.ts']!.errors).toEqual([])
    expect(files['help.spec.ts']).toContain('// TODO: how a person sends help')
    expect(compiled['help.spec.ts']!.calls).toEqual(["page.goto('/')"])
  })

  it('picks the gesture of the state the step starts from', () => {
    expect(compiled['discard.spec.ts']!.calls).toContain(
      "page.getByRole('button', { name: 'Discard' }).click()",
    )
  })

  it('is checked by the compiler: a wrong call or a missing parenthesis is an error', () => {
    expect(compiled['broken.spec.ts']!.errors.length).toBeGreaterThan(0)
  })
})
