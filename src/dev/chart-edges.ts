/**
 * Which arrow of a drawn chart is which transition, so the flow viewer can mark a path's arrows.
 * Mermaid names each arrow `edgeN` (`data-id` on its path and on its label) from one counter that
 * every arrow and every note advance, in the order the chart declares them (its state diagram's
 * data fetcher): an arrow's N is the number of arrows and notes declared before it.
 * chart-edges.test.ts checks this against mermaid's own parse of every machine's chart.
 */
import { flowDiagram, type FlowDiagram } from '../../machines/charts/flow-chart'
import type { FlowEntry } from '../../machines/registry'
import { transitionKey } from '../../machines/testing/structure'

const ARROW = /^\s*\S+\s+-->\s+\S+/
const NOTE = /^\s*note (?:left|right) of \S+\s*$/
const NOTE_END = /^\s*end note\s*$/

/** The mermaid edge id of each arrow line of a chart, by line number. */
export function edgeIdsByLine(lines: readonly string[]): Map<number, string> {
  const ids = new Map<number, string>()
  let count = 0
  let inNote = false
  lines.forEach((line, index) => {
    if (inNote) {
      inNote = !NOTE_END.test(line)
      return
    }
    if (NOTE.test(line)) {
      inNote = true
      count += 1
    } else if (ARROW.test(line)) {
      ids.set(index, `edge${count}`)
      count += 1
    }
  })
  return ids
}

/** Each drawn transition's edge ids (one per target), by transition key (machines/testing/structure). */
export function edgeIdsOf(chart: FlowDiagram): Map<string, string[]> {
  const byLine = edgeIdsByLine(chart.diagram)
  const ids = new Map<string, string[]>()
  for (const { line, transition } of chart.drawn) {
    const key = transitionKey(transition)
    const id = byLine.get(line)
    if (id) ids.set(key, [...(ids.get(key) ?? []), id])
  }
  return ids
}

/** The edge ids of a flow's chart as the viewer draws it (with or without notes). */
export function chartEdges(flow: FlowEntry, notes: boolean): Map<string, string[]> {
  return edgeIdsOf(flowDiagram(flow.machine, { notes }))
}
