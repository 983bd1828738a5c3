// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClients } from '../../api/clients'
import { renderView } from '../../test/render'
import MyPackagePage from './pages/MyPackagePage'

const ok = (data: unknown) => ({ status: { code: 0, message: 'OK' }, data })
const PACKAGES = [
  { name: 'Basic Plan', code: 'STARTER-1', status: true, productgroup: 'basic' },
  // a package the channel service knows no group for
  { name: 'Old Promo', code: 'PROMO-9', status: true, productgroup: '' },
]
const RENEWING = {
  id: 7,
  product_code: 'STARTER-1',
  name: 'Basic Plan',
  sn: 'VPLUS0001',
  state: 'active',
  period_start: '2026-12-01T03:00:00.000Z',
  period_end: '2026-12-31T03:00:00.000Z',
  next_charge_at: '2026-12-30T03:00:00.000Z',
  amount: 49000,
  method: { kind: 'card', brand: 'visa', last4: '1111', expiry: '12/28' },
  method_id: 1,
  failure: null,
  grace_until: null,
}
/** a renewal declined on the Visa, in its grace */
const PAST_DUE = {
  ...RENEWING,
  id: 8,
  product_code: 'VPLUS-NEWS',
  name: 'News Pack',
  state: 'past_due',
  next_charge_at: '2026-12-05T03:00:00.000Z',
  failure: 'declined',
  grace_until: '2026-12-08T03:00:00.000Z',
}
const METHODS = [
  {
    id: 2,
    method: { kind: 'gopay', phone: '0812****890' },
    status: 'active',
    renewals: 0,
    added_at: '2026-12-02T03:00:00.000Z',
  },
  { id: 1, method: RENEWING.method, status: 'active', renewals: 2, added_at: '2026-12-01T03:00:00.000Z' },
]
let calls: string[]
let bodies: unknown[]
let subscriptions: unknown[]

beforeEach(() => {
  calls = []
  bodies = []
  subscriptions = [RENEWING]
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const { pathname, searchParams } = new URL(new Request(new URL(url, 'http://127.0.0.1'), init).url)
      calls.push(`${pathname}?${searchParams}`)
      if (pathname === '/bss/payduct/v1/package/current')
        return Response.json(ok({ current_packages: PACKAGES }))
      if (pathname === '/bss/payduct/v1/subscriptions') return Response.json(ok({ subscriptions }))
      if (pathname === '/bss/payduct/v1/payment-methods') return Response.json(ok({ methods: METHODS }))
      if (pathname === '/bss/payduct/v1/subscriptions/7/method' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)))
        return Response.json(ok({ subscription: { ...RENEWING, method: METHODS[0]!.method, method_id: 2 } }))
      }
      if (pathname === '/bss/payduct/v1/subscriptions/8/pay' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)))
        const paid = {
          ...PAST_DUE,
          state: 'active',
          period_start: '2026-12-31T03:00:00.000Z',
          period_end: '2027-01-30T03:00:00.000Z',
          next_charge_at: '2027-01-29T03:00:00.000Z',
          method: METHODS[0]!.method,
          method_id: 2,
          failure: null,
          grace_until: null,
        }
        return Response.json(ok({ outcome: 'paid', order_id: 'VPT-20261231-R8', subscription: paid }))
      }
      if (pathname === '/bss/payduct/v1/subscriptions/7/auto-renew' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)))
        return Response.json(ok({ subscription: { ...RENEWING, state: 'cancelling', next_charge_at: null } }))
      }
      if (pathname === '/api/v1/package/channel') {
        const search = searchParams.get('search') ?? ''
        const all = [
          { title: 'RCTI', image_url: '', type_channel: 'LIVE' },
          { title: 'Vision+ Originals', image_url: '', type_channel: 'VOD' },
        ]
        return Response.json(ok(all.filter((c) => c.title.toLowerCase().includes(search.toLowerCase()))))
      }
      return new Response('{}', { status: 404 })
    },
  })
})
afterEach(() => configureClients({}))

describe('my package', () => {
  it('opens the channel list of a package, searches it, and returns the focus on close', async () => {
    const user = userEvent.setup()
    renderView(<MyPackagePage />)
    // the packages' cards, each naming its code (the renewals below name their box)
    await screen.findByText('PROMO-9')
    const cards = screen
      .getAllByRole('listitem')
      .filter((item) => /STARTER-1|PROMO-9/.test(item.textContent ?? ''))
    expect(within(cards[1]!).queryByRole('button', { name: /See channels/ })).toBeNull()
    const open = within(cards[0]!).getByRole('button', { name: /See channels\s*Basic Plan/ })
    await user.click(open)

    const dialog = await screen.findByRole('dialog', { name: 'Channels in Basic Plan' })
    const search = within(dialog).getByRole('searchbox', { name: 'Search channels' })
    await waitFor(() => expect(search).toHaveFocus())
    expect(await within(dialog).findAllByTestId('channel')).toHaveLength(2)
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Video on demand' })).toBeInTheDocument()
    expect(calls).toContain('/api/v1/package/channel?packagename=basic&search=')

    await user.type(search, 'nothing')
    expect(await within(dialog).findByText('No channel matches “nothing”.')).toBeInTheDocument()
    expect(calls).toContain('/api/v1/package/channel?packagename=basic&search=nothing')

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(open).toHaveFocus())
  })

  it('lists the renewals below the packages and turns auto-renew off through the billing service', async () => {
    const user = userEvent.setup()
    renderView(<MyPackagePage />)
    const renewals = await screen.findByRole('list', { name: 'Renewals' })
    expect(within(renewals).getByText('Next payment Rp. 49.000 on 30 December 2026')).toBeInTheDocument()
    expect(within(renewals).getByText('Visa •••• 1111, expires 12/28')).toBeInTheDocument()
    await user.click(within(renewals).getByRole('button', { name: 'Turn off auto-renew for Basic Plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off auto-renew?' })
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await within(renewals).findByText('Active until 31 December 2026')).toBeInTheDocument()
    expect(bodies).toEqual([{ on: false }])
    expect(screen.getByRole('status')).toHaveTextContent(
      'Auto-renew is off: Basic Plan stays active until 31 December 2026.',
    )
  })

  it('changes the method a renewal is charged to through the billing service, the current one marked', async () => {
    const user = userEvent.setup()
    renderView(<MyPackagePage />)
    const renewals = await screen.findByRole('list', { name: 'Renewals' })
    await user.click(within(renewals).getByRole('button', { name: 'Change payment method for Basic Plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change payment method' })
    const group = await within(dialog).findByRole('radiogroup', { name: 'Payment method' })
    const current = within(group).getByRole('radio', { name: 'Visa •••• 1111, expires 12/28' })
    expect(current).toBeChecked()
    expect(within(group).getByText('Current method')).toBeInTheDocument()
    await waitFor(() => expect(current).toHaveFocus())
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.click(within(group).getByRole('radio', { name: 'GoPay 0812****890' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodies).toEqual([{ method_id: 2 }])
    expect(screen.getByRole('status')).toHaveTextContent('Basic Plan now renews with GoPay 0812****890.')
    expect(within(renewals).getByText('GoPay 0812****890')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Renewals' })).toHaveFocus())
  })

  it('pays a failed renewal now with another method: active again, its next renewal and its receipt', async () => {
    subscriptions = [PAST_DUE]
    const user = userEvent.setup()
    renderView(<MyPackagePage />)
    const renewals = await screen.findByRole('list', { name: 'Renewals' })
    expect(within(renewals).getByText('The renewal payment was declined.')).toBeInTheDocument()
    await user.click(within(renewals).getByRole('button', { name: 'Update payment for News Pack' }))
    const dialog = await screen.findByRole('dialog', { name: 'Update payment' })
    const group = await within(dialog).findByRole('radiogroup', { name: 'Pay with' })
    // the declined Visa is marked, not chosen: Pay waits for a choice
    expect(within(group).getByRole('radio', { name: 'Visa •••• 1111, expires 12/28' })).not.toBeChecked()
    expect(within(group).getByText('Current method, declined on the last try')).toBeInTheDocument()
    const pay = within(dialog).getByRole('button', { name: 'Pay Rp. 49.000 now' })
    expect(pay).toBeDisabled()
    await user.click(within(group).getByRole('radio', { name: 'GoPay 0812****890' }))
    // Enter twice on Pay: the second finds it busy, or the result
    pay.focus()
    await user.keyboard('{Enter}{Enter}')
    const paid = await screen.findByRole('dialog', { name: 'Payment made' })
    expect(
      within(paid).getByText('Rp. 49.000 is paid. News Pack is active again and renews on 29 January 2027.'),
    ).toHaveFocus()
    // one charge, however often Pay was pressed
    expect(bodies).toEqual([{ method_id: 2 }])
    expect(within(paid).getByRole('link', { name: 'See the receipt' })).toHaveAttribute(
      'href',
      '/account/transaction/VPT-20261231-R8/receipt',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('status')).toHaveTextContent(
      'News Pack is paid and active again: next payment on 29 January 2027.',
    )
    expect(within(renewals).getByText('Next payment Rp. 49.000 on 29 January 2027')).toBeInTheDocument()
  })
})
