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
let calls: string[]

beforeEach(() => {
  calls = []
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const { pathname, searchParams } = new URL(new Request(new URL(url, 'http://127.0.0.1'), init).url)
      calls.push(`${pathname}?${searchParams}`)
      if (pathname === '/bss/payduct/v1/package/current')
        return Response.json(ok({ current_packages: PACKAGES }))
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
    const cards = await screen.findAllByRole('listitem')
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
})
