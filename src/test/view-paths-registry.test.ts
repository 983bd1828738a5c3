/**
 * Every machine in machines/registry.ts has a view-level path test, found by its name
 * (`<machine>.view-paths.test.tsx` under src/), and that file runs the generated paths through the
 * view (describeViewPaths) for that machine: a machine cannot land with paths that touch no view.
 * A view-path file named for no machine in the registry fails too (a machine renamed or removed).
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { flows } from '../../machines/registry'
import { machineOfViewPaths, viewPathFiles, viewPathsOf } from '../../machines/testing/view-path-files'

const files = viewPathFiles()

describe.each(flows.map((flow) => [flow.name, flow] as const))('%s machine', (name, flow) => {
  it('has view-level path tests', async () => {
    const file = viewPathsOf(flow, files)
    expect(file).toMatch(/\.view-paths\.test\.tsx$/)
    const source = await readFile(new URL(`../../${file}`, import.meta.url), 'utf8')
    expect(source).toContain('describeViewPaths(')
    expect(source).toContain(`flow: '${name}'`)
  })
})

describe('view-path files', () => {
  it('are each named for a machine in the registry', () => {
    const names = new Set(flows.map((flow) => flow.name))
    expect(files.filter((file) => !names.has(machineOfViewPaths(file)))).toEqual([])
  })

  it('are found by the machine name, and a missing one is named', () => {
    expect(viewPathsOf({ name: 'otp' }, files)).toBe('src/ui/otp/otp.view-paths.test.tsx')
    expect(() => viewPathsOf({ name: 'no-such-flow' }, files)).toThrow(
      'no-such-flow: expected one src/**/no-such-flow.view-paths.test.tsx, found none',
    )
    expect(viewPathsOf({ name: 'otp', viewPaths: 'src/elsewhere.view-paths.test.tsx' }, files)).toBe(
      'src/elsewhere.view-paths.test.tsx',
    )
  })
})
