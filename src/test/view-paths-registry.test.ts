/**
 * Every machine in machines/registry.ts names its view-level path test, and that file runs the
 * generated paths through the view (describeViewPaths) for that machine: a machine cannot land
 * with paths that touch no view.
 */
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { flows } from '../../machines/registry'

describe.each(flows.map((flow) => [flow.name, flow] as const))('%s machine', (name, flow) => {
  it('has view-level path tests', async () => {
    expect(flow.viewPaths).toMatch(/\.view-paths\.test\.tsx$/)
    const source = await readFile(new URL(`../../${flow.viewPaths}`, import.meta.url), 'utf8')
    expect(source).toContain('describeViewPaths(')
    expect(source).toContain(`flow: '${name}'`)
  })
})
