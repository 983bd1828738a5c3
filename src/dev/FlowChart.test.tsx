// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { MANTINE_PROPS } from '../app/mantine-styles'
import { FlowChart } from './FlowChart'

// mermaid cannot lay out in jsdom: its SVG stands in, shaped as mermaid 12 writes a state diagram's
// arrows (the path and the label's group carry the edge id as data-id)
vi.mock('mermaid', () => ({
  default: {
    initialize: () => undefined,
    render: async (id: string) => ({
      svg: `<svg id="${id}">${[0, 1, 2]
        .map(
          (n) =>
            `<path id="${id}-edge${n}" data-id="edge${n}" data-edge="true"></path>` +
            `<g class="edgeLabel"><g class="label" data-id="edge${n}"><text>event ${n}</text></g></g>`,
        )
        .join('')}</svg>`,
    }),
  },
}))

const chart = (takenEdgeIds: string[]) => (
  <MantineProvider {...MANTINE_PROPS}>
    <FlowChart text="stateDiagram-v2" activeIds={[]} takenEdgeIds={takenEdgeIds} label="Chart" />
  </MantineProvider>
)
const taken = () =>
  [...document.querySelectorAll('[data-taken]')].map(
    (node) => `${node.tagName.toLowerCase()} ${node.getAttribute('data-id')}`,
  )

describe('the flow chart', () => {
  it("marks the chosen path's arrows, each line and label, and only those", async () => {
    const { rerender } = render(chart(['edge0', 'edge2']))
    await screen.findByRole('figure', { name: 'Chart' })
    expect(taken()).toEqual(['path edge0', 'g edge0', 'path edge2', 'g edge2'])
    rerender(chart(['edge1']))
    expect(taken()).toEqual(['path edge1', 'g edge1'])
  })
})
