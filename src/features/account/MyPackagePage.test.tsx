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
let calls: string[]
let bodies: unknown[]

beforeEach(() => {
  calls = []
  bodies = []
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const { pathname, searchParams } = new URL(new Request(new URL(url, 'http://127.0.0.1'), init).url)
      calls.push(`${pathname}?${searchParams}`)
      if (pathname === '/bss/payduct/v1/package/current')
        return Response.json(ok({ current_packages: PACKAGES }))
      if (pathname === '/bss/payduct/v1/subscriptions')
        return Response.json(ok({ subscriptions: [RENEWING] }))
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
})
