// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { configureClients } from '../../../api/clients'
import { renderView } from '../../../test/render'
import ReceiptPage from './ReceiptPage'

const RECEIPT = {
  order_id: 'VPT-20261206-A1',
  product_name: 'Sports Plus',
  sn: 'VPTV2024B0002',
  // 17:30 UTC: the next day in WIB
  ordered_at: '2026-12-05T17:30:00.000Z',
  paid_at: '2026-12-05T17:31:00.000Z',
  period: { start: '2026-12-05T17:31:00.000Z', end: '2027-01-04T17:31:00.000Z' },
  is_recurring: true,
  price: 49000,
  delivery_fee: 0,
  total: 49000,
  vat: { percent: 11, amount: 4856 },
  method: { kind: 'card', brand: 'visa', last4: '1111', expiry: '12/28' },
  customer: { name: 'Demo Customer', phone: '+6281234567890' },
  seller: { name: 'PT Contoh Televisi', address: 'Jl. Sudirman 1, Jakarta', tax_id: '01.234.567.8-901.000' },
}
let replies: Array<() => Response>
let asked: string[]

beforeEach(() => {
  asked = []
  configureClients({
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      asked.push(new URL(new Request(new URL(url, 'http://127.0.0.1'), init).url).pathname)
      return replies.shift()!()
    },
  })
})
afterEach(() => configureClients({}))

function open(orderId: string) {
  const { hook } = memoryLocation({ path: `/account/transaction/${orderId}/receipt` })
  return renderView(
    <Router hook={hook}>
      <Route path="/account/transaction/:id/receipt">
        <ReceiptPage />
      </Route>
    </Router>,
  )
}

describe('the receipt page', () => {
  it('shows who sold what to whom, when (in WIB), for which period and the VAT the total includes; prints', async () => {
    replies = [() => Response.json({ success: true, message: 'OK', data: RECEIPT })]
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    open('VPT-20261206-A1')
    const sheet = await screen.findByTestId('receipt')
    expect(asked).toEqual(['/go/vplustv/v1/transaction/VPT-20261206-A1/receipt'])
    const lines = within(sheet)
    for (const text of [
      'PT Contoh Televisi',
      'Tax number (NPWP) 01.234.567.8-901.000',
      'Demo Customer',
      '081234567890',
      '6 December 2026, 00:30 WIB',
      '6 December 2026, 00:31 WIB',
      '6 December 2026 to 5 January 2027',
      'Visa •••• 1111',
      'Rp. 4.856',
    ])
      expect(lines.getByText(text)).toBeInTheDocument()
    expect(lines.getByText(/Sports Plus/)).toHaveTextContent('Sports Plus (renewal)')
    expect(lines.getByText('Includes VAT (PPN 11%)')).toBeInTheDocument()
    expect(lines.getAllByText('Rp. 49.000')).toHaveLength(2)
    await userEvent.setup().click(lines.getByRole('button', { name: /Print or save as PDF/ }))
    expect(print).toHaveBeenCalledOnce()
  })

  it('says there is none for an order that has none, and offers Try again when it could not load', async () => {
    replies = [() => Response.json({ success: false, message: 'No receipt' }, { status: 404 })]
    open('VPT-NOPE')
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no receipt for this order.')

    replies = [
      () => new Response('busy', { status: 503 }),
      () => Response.json({ success: true, message: 'OK', data: RECEIPT }),
    ]
    open('VPT-20261206-A1')
    const failed = await screen.findByText('We could not load this receipt.')
    await userEvent
      .setup()
      .click(within(failed.closest('[role="alert"]')!).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('receipt')).toBeInTheDocument()
  })
})
