// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MANTINE_PROPS } from '../app/mantine-styles'
import { PathCoverage } from './PathCoverage'

// mermaid draws nothing in jsdom: the chart shows which states it was asked to mark
vi.mock('./FlowChart', () => ({
  FlowChart: ({ passedIds, label }: { passedIds?: readonly string[]; label: string }) => (
    <figure aria-label={label} data-passed={(passedIds ?? []).join(' ')} />
  ),
}))

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

    expect(items('Transitions the path takes')).toEqual(
      expect.arrayContaining(['buy.checking xstate.error.actor.checkPackage #0', 'buy.failed retry #0']),
    )
    expect(items('Transition pairs the path takes')).toContain(
      'buy.checking xstate.error.actor.checkPackage #0 ⇒ buy.failed retry #0',
    )
    const chart = screen.getByRole('figure', { name: /^Chart of buy/ })
    expect(chart.dataset.passed?.split(' ')).toEqual(expect.arrayContaining(['checking', 'failed']))
    expect(chart.dataset.passed?.split(' ')).not.toContain('alreadyOwned')
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
