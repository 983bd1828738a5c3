/**
 * The chart for a running actor: the machine of the same id in machines/registry.ts, drawn by
 * the same code as docs/flows (machines/charts/flow-chart.ts), so the live view and the
 * committed docs never disagree.
 */
import { chartIdsOf, flowDiagram } from '../../machines/charts/flow-chart'
import { flows, type FlowEntry } from '../../machines/registry'
import { activePaths } from './flow-feed'

export function flowOf(machineId: string | null): FlowEntry | undefined {
  return machineId === null ? undefined : flows.find((flow) => flow.machine.id === machineId)
}

/** The Mermaid text of a flow's chart; notes (state descriptions) make it about twice as tall. */
export function chartText(flow: FlowEntry, notes: boolean): string {
  return flowDiagram(flow.machine, { notes }).diagram.join('\n')
}

/** The chart ids of the states active in a snapshot value, outermost first. */
export function activeChartIds(flow: FlowEntry, value: unknown): string[] {
  return chartIdsOf(flow.machine, activePaths(value))
}
