// @vitest-environment jsdom
import mermaid from 'mermaid'
import { beforeAll, describe, expect, it } from 'vitest'
import { flowDiagram } from '../../machines/charts/flow-chart'
import { flows } from '../../machines/registry'
import { transitionKey } from '../../machines/testing/structure'
import { edgeIdsByLine, edgeIdsOf } from './chart-edges'

/** An arrow as mermaid's state diagram hands it to its renderer (its `data-id` is the id). */
interface MermaidEdge {
  id: string
  start: string
  end: string
  label: string
}

/** Mermaid's own arrows for a chart: what the SVG's `data-id="edgeN"` are drawn from. */
async function mermaidEdges(lines: readonly string[]): Promise<Map<string, MermaidEdge>> {
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(lines.join('\n'))
  const { edges } = (diagram.db as unknown as { getData(): { edges: MermaidEdge[] } }).getData()
  // a note's dashed line is an edge too, named after the note rather than counted
  return new Map(edges.filter((edge) => /^edge\d+$/.test(edge.id)).map((edge) => [edge.id, edge]))
}

beforeAll(() => mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' }))

describe('which arrow of a chart is which transition', () => {
  it('counts the arrows and notes declared before an arrow, as mermaid numbers its edges', () => {
    const ids = edgeIdsByLine([
      'stateDiagram-v2',
      '  [*] --> idle',
      '  idle',
      '  note right of idle',
      '    Waiting --> for nothing.',
      '  end note',
      '  busy',
      '  busy --> [*]',
      '  idle --> busy : go',
    ])
    expect([...ids]).toEqual([
      [1, 'edge0'],
      [7, 'edge2'],
      [8, 'edge3'],
    ])
  })

  for (const notes of [false, true])
    it(`names every drawn transition's arrow as mermaid does, for every machine (notes ${notes ? 'shown' : 'left out'})`, async () => {
      const wrong: string[] = []
      let drawn = 0
      for (const flow of flows) {
        const chart = flowDiagram(flow.machine, { notes })
        const ids = edgeIdsOf(chart)
        const byLine = edgeIdsByLine(chart.diagram)
        const edges = await mermaidEdges(chart.diagram)
        drawn += chart.drawn.length
        for (const { line, transition } of chart.drawn) {
          const [, start, end, label] = /^\s*(\S+) --> (\S+) : (.*)$/.exec(chart.diagram[line]!)!
          const id = byLine.get(line)
          const edge = id === undefined ? undefined : edges.get(id)
          const named = id !== undefined && (ids.get(transitionKey(transition)) ?? []).includes(id)
          if (!named || edge?.start !== start || edge?.end !== end || edge?.label !== label)
            wrong.push(
              `${flow.name}: ${chart.diagram[line]!.trim()} is ${id}, mermaid's ${JSON.stringify(edge)}`,
            )
        }
      }
      expect(drawn).toBeGreaterThan(100)
      expect(wrong).toEqual([])
    })
})
