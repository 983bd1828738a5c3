import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { flows } from '../registry'
import { transitionsOf } from '../testing/structure'
import { chartIdsOf, flowDiagram, renderFlowChart, renderFlowIndex } from './flow-chart'

const otp = flows.find((flow) => flow.name === 'otp')

describe('flow charts', () => {
  it('draws a Mermaid state diagram with events, guard names and timers on the edges', () => {
    expect(otp).toBeDefined()
    const chart = renderFlowChart(otp!)
    expect(chart).toContain('```mermaid\nstateDiagram-v2\n')
    expect(chart).toContain('entering --> verifying : code.submit [isCodeComplete]')
    expect(chart).toContain('ticking --> ticking : after tick = 1000 ms')
    expect(chart).toContain('sending --> entering : done sendCode')
    expect(chart).toContain('verified --> [*]')
  })

  it('draws parallel regions as sibling composites (no -- divider) and state descriptions as notes', () => {
    const chart = renderFlowChart(otp!)
    expect(chart).toContain('  active : active (parallel regions)\n  state active {\n    state timer {')
    // The timer region closes (its note follows it) and the sms region opens as its sibling, at the
    // same depth; then the sms region closes and the code region opens.
    expect(chart).toMatch(/\n {4}\}\n {4}note right of timer\n {6}[^\n]+\n {4}end note\n {4}state sms \{/)
    expect(chart).toMatch(/\n {4}\}\n {4}note right of sms\n {6}[^\n]+\n {4}end note\n {4}state code \{/)
    expect(chart).not.toMatch(/^\s*--\s*$/m)
    expect(chart).toContain(
      'note right of verifying\n        Checking the four digits with the server.\n      end note',
    )
  })

  it('gives the diagram alone, with or without notes, as the docs embed it', () => {
    const { diagram } = flowDiagram(otp!.machine)
    expect(renderFlowChart(otp!)).toContain(['```mermaid', ...diagram, '```'].join('\n'))
    const bare = flowDiagram(otp!.machine, { notes: false }).diagram
    expect(bare.some((line) => line.includes('note right of'))).toBe(false)
    expect(bare).toEqual(diagram.filter((_, index) => !isNoteLine(diagram, index)))
  })

  it('maps active state paths to chart ids, by path where a key repeats', () => {
    const machine = setup({}).createMachine({
      initial: 'a',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'x', states: { x: {} } } },
    })
    expect(chartIdsOf(machine, ['b', 'b.x'])).toEqual(['b', 'b_x'])
    expect(chartIdsOf(otp!.machine, ['active', 'active.code', 'active.code.entering'])).toEqual([
      'active',
      'code',
      'entering',
    ])
  })

  it('draws the machines a machine invokes at its root inside it, by invoke id, with their edges and charts', () => {
    const child = setup({}).createMachine({
      id: 'childFlow',
      description: 'The child.',
      initial: 'idle',
      states: { idle: { description: 'Idle.', on: { go: 'busy' } }, busy: { description: 'Busy.' } },
    })
    const parent = setup({ actors: { child } }).createMachine({
      id: 'parent',
      invoke: { id: 'kid', src: 'child' },
      on: { poke: {} },
    })
    const chart = renderFlowChart({ ...otp!, machine: parent })
    expect(chart).toContain(
      '  state kid {\n    [*] --> kid_idle\n    kid_idle : idle\n    kid_idle\n    note right of kid_idle',
    )
    expect(chart).toContain(
      '  }\n  note right of kid\n    The child.\n  end note\n  kid_idle --> kid_busy : go\n',
    )
    expect(chart).toContain('| kid | `childFlow` | [child-flow.md](./child-flow.md) | The child. |')
    // a machine without such children draws as before
    expect(flowDiagram(otp!.machine).diagram.some((line) => line.includes('_idle'))).toBe(false)
  })

  it('names states by key, and by path only when a key repeats', () => {
    const chart = renderFlowChart({
      ...otp!,
      machine: setup({}).createMachine({
        initial: 'a',
        states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'x', states: { x: {} } } },
      }),
    })
    expect(chart).toContain('state a {\n    [*] --> a_x\n    a_x : x\n    a_x\n  }')
  })

  it('draws eventless (always) transitions as arrows, with their guards, in every machine', () => {
    const machine = setup({ guards: { ready: () => true } }).createMachine({
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'ready', target: 'go' }, { target: 'wait' }] },
        go: {},
        wait: {},
      },
    })
    const { diagram, drawn } = flowDiagram(machine)
    expect(diagram).toContain('  deciding --> go : always [ready]')
    expect(diagram).toContain('  deciding --> wait : always')
    expect(drawn.filter((edge) => edge.transition.eventType === '')).toHaveLength(2)
    const eventless = flows.flatMap((flow) => {
      const arrows = new Set(flowDiagram(flow.machine).drawn.map((edge) => edge.transition))
      return transitionsOf(flow.machine)
        .filter(({ transition }) => transition.eventType === '')
        .map(({ key, transition }) => ({ key: `${flow.name}: ${key}`, drawn: arrows.has(transition) }))
    })
    // otp, password, buy, return-page and payment's own routing each have two
    expect(eventless.length).toBeGreaterThanOrEqual(10)
    expect(eventless.filter((each) => !each.drawn)).toEqual([])
  })

  it('lists every transition of every machine in its table', () => {
    for (const flow of flows) {
      const table = renderFlowChart(flow).split('## Transitions')[1] ?? ''
      const rows = table
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| Source') && !line.startsWith('| ---'))
      expect(rows).toHaveLength(transitionsOf(flow.machine).length)
    }
  })

  it('is deterministic and indexes every machine', () => {
    for (const flow of flows) expect(renderFlowChart(flow)).toBe(renderFlowChart(flow))
    const index = renderFlowIndex(flows)
    for (const flow of flows) expect(index).toContain(`](./${flow.name}.md)`)
  })
})

/** A line of a `note right of … end note` block. */
function isNoteLine(lines: readonly string[], index: number): boolean {
  for (let i = index; i >= 0; i -= 1) {
    const line = lines[i]!.trim()
    if (line === 'end note') return i === index
    if (line.startsWith('note right of')) return true
  }
  return false
}
