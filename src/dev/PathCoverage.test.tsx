// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { flows } from '../../machines/registry'
import { MANTINE_PROPS } from '../app/mantine-styles'
import { chartEdges } from './chart-edges'
import type { FlowChartProps } from './FlowChart'
import { PathCoverage } from './PathCoverage'

// mermaid draws nothing in jsdom: the chart shows which states and arrows it was asked to mark
vi.mock('./FlowChart', () => ({
  FlowChart: ({ passedIds, takenEdgeIds, label, describedBy }: FlowChartProps) => (
    <figure
      aria-label={label}
      aria-describedby={describedBy}
      data-passed={(passedIds ?? []).join(' ')}
      data-taken={(takenEdgeIds ?? []).join(' ')}
    />
  ),
}))

/** The arrows (mermaid edge ids, ./chart-edges) of a machine's transitions, as the viewer draws it. */
const arrowsOf = (machine: string, keys: readonly string[]) => {
  const edges = chartEdges(
    flows.find((flow) => flow.name === machine)!,
    false,
  )
  return keys.flatMap((key) => edges.get(key) ?? [])
}

const items = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

describe('the flow viewer path coverage', () => {
  it('lists the paths of a machine by criterion and shows what the chosen one covers on the chart', async () => {
    const user = userEvent.setup()
    render(
      <MantineProvider {...MANTINE_PROPS}>
        <PathCoverage initialMachine="buy" />
      </MantineProvider>,
    )
    expect(screen.getByRole('combobox', { name: 'Machine' })).toHaveValue('buy')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Criterion' }), 'transition-pairs')
    const picker = screen.getByRole('combobox', { name: /^Path \(\d+\)$/ })
    // the pair paths come after the generated ones, numbered as npm run paths -- --list numbers them
    expect(within(picker).getAllByRole('option').length).toBeGreaterThan(14)

    const failedThenRetried = within(picker)
      .getAllByRole('option')
      .find((option) =>
        /checkPackage fails .* → retry → actor checkPackage succeeds/.test(option.textContent ?? ''),
      )
    expect(failedThenRetried).toBeDefined()
    await user.selectOptions(picker, failedThenRetried!)

    const failed = 'buy.checking xstate.error.actor.checkPackage #0'
    expect(items('Transitions the path takes')).toEqual(
      expect.arrayContaining([`${failed} marked on the chart`, 'buy.failed retry #0 marked on the chart']),
    )
    expect(items('Transition pairs the path takes')).toContain(
      'buy.checking xstate.error.actor.checkPackage #0 ⇒ buy.failed retry #0',
    )
    const chart = screen.getByRole('figure', { name: /^Chart of buy/ })
    expect(chart.dataset.passed?.split(' ')).toEqual(expect.arrayContaining(['checking', 'failed']))
    expect(chart.dataset.passed?.split(' ')).not.toContain('alreadyOwned')
    // the chart marks the arrow of every transition the path takes, the eventless routing's too
    const listed = items('Transitions the path takes')
    expect(listed).toContain('buy.routing always #1 marked on the chart')
    const drawn = listed.filter((item) => item!.endsWith(' marked on the chart'))
    expect(drawn).toHaveLength(listed.length)
    expect(chart.dataset.taken?.split(' ')).toEqual(
      arrowsOf(
        'buy',
        drawn.map((item) => item!.replace(/ marked on the chart$/, '')),
      ),
    )
    expect(arrowsOf('buy', [failed, 'buy.failed retry #0'])).toHaveLength(2)
    expect(chart).toHaveAccessibleDescription(
      `The chart marks ${drawn.length} of the ${listed.length} transitions the path takes (cyan arrows).`,
    )
  })

  it('says which transitions of a path are not drawn, being handled by an enclosing state', async () => {
    const user = userEvent.setup()
    render(
      <MantineProvider {...MANTINE_PROPS}>
        <PathCoverage initialMachine="session" />
      </MantineProvider>,
    )
    const picker = screen.getByRole('combobox', { name: /^Path \(\d+\)$/ })
    const otherTab = within(picker)
      .getAllByRole('option')
      .find((option) => (option.textContent ?? '').includes('storage.loginStatusChanged'))
    expect(otherTab).toBeDefined()
    await user.selectOptions(picker, otherTab!)

    const listed = items('Transitions the path takes')
    // another tab's login change is taken at the machine's root: listed in a table, not drawn
    expect(listed).toContain('session storage.loginStatusChanged #0 not drawn (enclosing state)')
    const drawn = listed.filter((item) => item!.endsWith(' marked on the chart'))
    const chart = screen.getByRole('figure', { name: /^Chart of session/ })
    expect(chart.dataset.taken?.split(' ')).toEqual(
      arrowsOf(
        'session',
        drawn.map((item) => item!.replace(/ marked on the chart$/, '')),
      ),
    )
    expect(chart).toHaveAccessibleDescription(
      new RegExp(`^The chart marks ${drawn.length} of the ${listed.length} transitions the path takes`),
    )
  })

  it('starts the pick again for another machine', async () => {
    const user = userEvent.setup()
    render(
      <MantineProvider {...MANTINE_PROPS}>
        <PathCoverage initialMachine="buy" />
      </MantineProvider>,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'address-picker')
    expect(screen.getByRole('combobox', { name: /^Path/ })).toHaveValue('1')
    expect(screen.getByRole('figure', { name: /^Chart of address-picker/ })).toBeInTheDocument()
    expect(items('Transitions the path takes').length).toBeGreaterThan(0)
  })
})
