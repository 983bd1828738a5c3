// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureClients } from '../../api/clients'
import type { AppActorRef } from '../../../machines/app/app.machine'
import { standInApp } from '../../test/app-stand-in'
import { AppSystemContext } from '../../lib/app-system'
import { renderView } from '../../test/render'
import { staticMediaQuery } from '../../test/browser-stubs'
import DevicesPage from './pages/DevicesPage'

const device = (sn: string, name: string, location: string, customerID: string) => ({
  sn,
  name_stb: name,
  name_user: 'Demo Customer',
  location_stb: location,
  accountID: `ACC-${sn}`,
  customerID,
  mnc_subscriber_id: 'MNC-1',
  NIK: '',
  email: 'demo@example.com',
  phone: '+6281234567890',
  address: 'Jl. Demo 1',
  city: 'Jakarta',
  mac_address: '00:1A:79:5B:10:01',
})
const DEVICES = [
  device('VPTV2024A0001', 'Living Room TV', 'livingroom', '3010000001'),
  device('VPTV2024B0002', 'Spare Box', '-', '3010000002'),
]
const PACKAGES = [
  {
    servicename: 'Basic Plan',
    product_code: 'STARTER-1',
    productgroup: 'basic',
    startdate: '2026-01-01T00:00:00.000Z',
    enddate: '2026-12-01T00:00:00.000Z',
    snapshot_image: '',
    overlay_texts: [],
  },
  {
    servicename: 'Old Promo',
    product_code: 'PROMO-9',
    productgroup: '',
    startdate: '2026-01-01T00:00:00.000Z',
    enddate: '2026-12-01T00:00:00.000Z',
    snapshot_image: '',
    overlay_texts: [],
  },
]
const TRANSACTIONS = [
  {
    id: 'VPT-20260101-AB12',
    paidDate: '2026-01-02T10:00:00.000Z',
    fullName: 'Demo Customer',
    tlp: '+6281234567890',
    sn: 'VPTV2024A0001',
    customerId: '3010000001',
    packetName: 'Add On Premium Sports 2',
    price: 49_000,
    status: 'settlement',
  },
]
const profile = (verified: boolean, tlp = '+6281234567890') => ({
  nama: 'Demo Customer',
  customerid: '3010000001',
  tlp,
  telp_valid: verified,
  email: 'demo@example.com',
  stbsn: 'VPTV2024A0001',
  stbmacaddress: '00:1A:79:5B:10:01',
})
const ok = (data: unknown) => ({ status: { code: 0, message: 'OK' }, data })

let phoneVerified: boolean
let channelFailures: number
let calls: string[]

beforeEach(() => {
  phoneVerified = false
  channelFailures = 0
  calls = []
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const request = new Request(new URL(url, 'http://127.0.0.1'), init)
      const { pathname, searchParams } = new URL(request.url)
      calls.push(`${request.method} ${pathname}${searchParams.size ? `?${searchParams}` : ''}`)
      if (pathname === '/api/v1/user/sn') return Response.json(ok(DEVICES))
      if (pathname === '/api/v1/user/sn/detail/package') return Response.json(ok(PACKAGES))
      if (pathname === '/api/v1/user/sn/transaction') {
        const { sn } = (await request.json()) as { sn: string }
        return Response.json(ok(sn === 'VPTV2024A0001' ? TRANSACTIONS : []))
      }
      if (pathname === '/b2b/getprofile')
        return Response.json({ status: { code: 200, message: 'OK' }, data: profile(phoneVerified) })
      if (pathname === '/api/v1/package/channel') {
        if (channelFailures > 0) {
          channelFailures -= 1
          return Response.json(
            { status: { code: -1, message: 'internal server error' }, data: null },
            { status: 500 },
          )
        }
        const search = searchParams.get('search') ?? ''
        const all = [
          { title: 'RCTI', image_url: '', type_channel: 'LIVE' },
          { title: 'MNCTV', image_url: '', type_channel: 'LIVE' },
        ]
        return Response.json(ok(all.filter((c) => c.title.toLowerCase().includes(search.toLowerCase()))))
      }
      return new Response('{}', { status: 404 })
    },
  })
})
afterEach(() => {
  configureClients({})
  vi.restoreAllMocks()
})

/** The page at a width: the detail is a modal above 640 px, an inline page below (SPEC §9). */
function renderAt(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQuery(query, wide && query.includes('min-width')),
  )
  // the app system the shell provides: its box phone popups are the child asked here
  app = standInApp()
  renderView(
    <AppSystemContext.Provider value={{ app, load: async () => app }}>
      <DevicesPage />
    </AppSystemContext.Provider>,
  )
  return userEvent.setup()
}

let app: AppActorRef
/** The app's box phone popups, as the page asked for them. */
const phonePopups = () => app.getSnapshot().children.devicePhone!

async function openDetail(user: ReturnType<typeof userEvent.setup>, name: string) {
  const card = (await screen.findAllByTestId('device-card')).find((c) => c.textContent?.includes(name))!
  await user.click(within(card).getByRole('button', { name: new RegExp(`Details\\s*${name}`) }))
  return screen.findByTestId('device-detail')
}

describe('device management', () => {
  it("shows each box's room by its icon and name; '-' reads as General", async () => {
    renderAt(true)
    const cards = await screen.findAllByTestId('device-card')
    expect(cards.map((c) => within(c).getByTestId('device-room').textContent)).toEqual([
      'Living Room',
      'General',
    ])
    expect(cards.map((c) => c.querySelector('svg[data-room]')?.getAttribute('data-room'))).toEqual([
      'livingroom',
      'general',
    ])
  })

  it("lists a box's transactions with their status, and says when a box has none", async () => {
    const user = renderAt(false)
    const detail = await openDetail(user, 'Living Room TV')
    const row = await within(detail).findByTestId('device-transaction')
    expect(row).toHaveTextContent('Add On Premium Sports 2')
    expect(row).toHaveTextContent('VPT-20260101-AB12')
    expect(row).toHaveTextContent('Rp. 49.000')
    expect(within(row).getByText('Success')).toBeInTheDocument()
    expect(calls).toContain('POST /api/v1/user/sn/transaction')

    await user.click(screen.getByRole('button', { name: 'Back to devices' }))
    const spare = await openDetail(user, 'Spare Box')
    expect(await within(spare).findByText('No transaction for this box yet.')).toBeInTheDocument()
  })

  it('runs the phone popups for the box and shows it verified afterwards', async () => {
    const user = renderAt(false)
    const detail = await openDetail(user, 'Living Room TV')
    const phone = within(detail).getByTestId('device-phone')
    expect(await within(phone).findByText('Not verified')).toBeInTheDocument()
    expect(within(phone).getByText('081234567890')).toBeInTheDocument()
    await user.click(within(phone).getByRole('button', { name: 'Verify phone number' }))
    await waitFor(() => expect(phonePopups().getSnapshot().hasTag('step:open')).toBe(true))
    expect(phonePopups().getSnapshot().context).toMatchObject({
      opening: 1,
      profile: { accountId: '3010000001', sn: 'VPTV2024A0001', isPhoneVerified: false },
    })

    phoneVerified = true
    act(() => {
      phonePopups().send({ type: 'verified' })
      phonePopups().send({ type: 'close' })
    })
    expect(await within(phone).findByText('Verified')).toBeInTheDocument()
    expect(within(phone).getByRole('button', { name: 'Change phone number' })).toBeInTheDocument()
  })

  it('steps the detail modal aside while the phone popups show, and brings it back after', async () => {
    const user = renderAt(true)
    await openDetail(user, 'Living Room TV')
    const dialog = await screen.findByRole('dialog', { name: 'Device details' })
    await user.click(await within(dialog).findByRole('button', { name: 'Verify phone number' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Device details' })).toBeNull())
    act(() => phonePopups().send({ type: 'close' }))
    expect(await screen.findByRole('dialog', { name: 'Device details' })).toBeInTheDocument()
  })

  it("opens a package's channel list from the detail, searches it, and comes back to the detail", async () => {
    const user = renderAt(true)
    await openDetail(user, 'Living Room TV')
    const detail = await screen.findByRole('dialog', { name: 'Device details' })
    const packages = await within(detail).findAllByTestId('active-package')
    // a package without a channel group offers no channel list
    expect(within(packages[1]!).queryByRole('button', { name: /See channels/ })).toBeNull()
    await user.click(within(packages[0]!).getByRole('button', { name: /See channels\s*Basic Plan/ }))

    const channels = await screen.findByRole('dialog', { name: 'Channels in Basic Plan' })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Device details' })).toBeNull())
    const search = within(channels).getByRole('searchbox', { name: 'Search channels' })
    await waitFor(() => expect(search).toHaveFocus())
    expect(await within(channels).findAllByTestId('channel')).toHaveLength(2)
    await user.type(search, 'rct')
    await waitFor(() => expect(within(channels).getAllByTestId('channel')).toHaveLength(1))
    expect(calls).toContain('GET /api/v1/package/channel?packagename=basic&search=rct')
    // typing does not ask for each keystroke: the search waits 300 ms after the last one
    expect(calls.filter((c) => c.includes('search=r&') || c.endsWith('search=r'))).toEqual([])
    await user.type(search, 'zzz')
    expect(await within(channels).findByText('No channel matches “rctzzz”.')).toBeInTheDocument()

    await user.click(within(channels).getByRole('button', { name: 'Close' }))
    expect(await screen.findByRole('dialog', { name: 'Device details' })).toBeInTheDocument()
  })

  it('offers to ask again when the channel list fails', async () => {
    channelFailures = 1
    const user = renderAt(false)
    const detail = await openDetail(user, 'Living Room TV')
    const [basic] = await within(detail).findAllByTestId('active-package')
    await user.click(within(basic!).getByRole('button', { name: /See channels\s*Basic Plan/ }))
    const channels = await screen.findByRole('dialog', { name: 'Channels in Basic Plan' })
    const alert = await within(channels).findByRole('alert')
    expect(alert).toHaveTextContent('The channel list could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(channels).findAllByTestId('channel')).toHaveLength(2)
  })
})
