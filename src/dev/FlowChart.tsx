/**
 * One machine's chart, drawn by the `mermaid` package (a dev dependency, loaded only here, with
 * nothing fetched from the network), with the active states marked. The SVG is drawn again
 * only when the chart text changes; a new state only moves the marks.
 */
import { useEffect, useState } from 'react'
import { Alert, Loader, ScrollArea } from '@mantine/core'
import type { Mermaid } from 'mermaid'
import classes from './FlowViewer.module.css'

let loading: Promise<Mermaid> | undefined
function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'dark',
      // the system's fonts: nothing is fetched
      fontFamily: 'system-ui, sans-serif',
    })
    return mermaid
  })
  return loading
}

let renders = 0

/** A state's box or a composite's frame: mermaid names both `<svg id>-state-<state id>-<n>`. */
function nodesOf(svg: SVGSVGElement, id: string): Element[] {
  const prefix = `${svg.id}-state-${id}-`
  return [...svg.querySelectorAll('g[id]')].filter(
    (node) => node.id.startsWith(prefix) && /^\d+$/.test(node.id.slice(prefix.length)),
  )
}

/** An arrow's line and its label: mermaid gives both its edge id (`edgeN`, ./chart-edges) as `data-id`. */
const edgeParts = (svg: SVGSVGElement, id: string): Element[] => [
  ...svg.querySelectorAll(`path[data-id="${id}"], g.label[data-id="${id}"]`),
]

interface Marks {
  activeIds: readonly string[]
  passedIds: readonly string[]
  takenEdgeIds: readonly string[]
}

function mark(holder: HTMLElement | null, { activeIds, passedIds, takenEdgeIds }: Marks): void {
  const svg = holder?.querySelector('svg')
  if (!svg) return
  for (const name of ['data-active', 'data-passed', 'data-taken'])
    for (const node of svg.querySelectorAll(`[${name}]`)) node.removeAttribute(name)
  activeIds.forEach((id, index) => {
    for (const node of nodesOf(svg, id))
      node.setAttribute('data-active', index === activeIds.length - 1 ? 'current' : 'within')
  })
  for (const id of passedIds) for (const node of nodesOf(svg, id)) node.setAttribute('data-passed', 'true')
  for (const id of takenEdgeIds)
    for (const node of edgeParts(svg, id)) node.setAttribute('data-taken', 'true')
}

export interface FlowChartProps {
  text: string
  /** Chart ids of the active states, outermost first; the last is the current leaf. */
  activeIds: readonly string[]
  /** Chart ids of the states a chosen path passes (the flow viewer's path coverage). */
  passedIds?: readonly string[]
  /** Mermaid edge ids (`edgeN`) of the arrows a chosen path takes (./chart-edges). */
  takenEdgeIds?: readonly string[]
  label: string
  /** The id of a text that says in words what the marks show (for screen readers). */
  describedBy?: string
}

export function FlowChart({
  text,
  activeIds,
  passedIds = [],
  takenEdgeIds = [],
  label,
  describedBy,
}: FlowChartProps) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    renders += 1
    loadMermaid()
      .then((mermaid) => mermaid.render(`flow-chart-${renders}`, text))
      .then(
        ({ svg }) => live && setDrawn({ text, svg }),
        (reason: unknown) => live && setError(reason instanceof Error ? reason.message : String(reason)),
      )
    return () => {
      live = false
    }
  }, [text])

  if (error)
    return (
      <Alert color="red" title="The chart could not be drawn">
        {error}
      </Alert>
    )
  if (!drawn || drawn.text !== text) return <Loader aria-label="Drawing the chart" />
  return (
    // a large chart scrolls: its viewport takes focus, so the arrow keys scroll it
    <ScrollArea.Autosize
      mah="70vh"
      type="auto"
      className={classes.chart}
      viewportProps={{ tabIndex: 0, 'aria-label': 'Chart, scrollable' }}
    >
      <figure
        // after every render: a new SVG, new active states or a new path
        ref={(node) => mark(node, { activeIds, passedIds, takenEdgeIds })}
        className={classes.figure}
        aria-label={label}
        aria-describedby={describedBy}
        // mermaid's own output, sanitised by it (securityLevel strict)
        dangerouslySetInnerHTML={{ __html: drawn.svg }}
      />
    </ScrollArea.Autosize>
  )
}
