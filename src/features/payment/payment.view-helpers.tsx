/** What the payment flow's notices and dialogs show, and its stand-ins, for the payment, buy, payment-return and return-page view paths. */
import { screen, within } from '@testing-library/react'
import { useState } from 'react'
import { expect } from 'vitest'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import type { ViewContext } from '../../test/view-paths'
import { PaymentDialogs } from './PaymentDialogs'

/** The notice at the bottom of the page (an output element) while a window is open or a call runs. */
export const notice = () => screen.queryByRole('status')

/** One dialog with its title, its text and its buttons (the corner Close first), and no notice. */
export function expectDialog(
  view: ViewContext,
  title: [string, string],
  text: [string, string],
  buttons: string[],
) {
  expect(notice()).toBeNull()
  expect(screen.getAllByRole('dialog')).toHaveLength(1)
  const dialog = screen.getByRole('dialog', { name: view.tr(...title) })
  expect(dialog).toHaveTextContent(view.tr(...text))
  const names = within(dialog)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent)
  expect(names).toEqual([view.tr('Close', 'Tutup'), ...buttons])
  return within(dialog)
}

/** Cancel and Try again, under a blocked window or a failed call. */
export const retryButtons = (view: ViewContext) => [
  view.tr('Cancel', 'Batal'),
  view.tr('Try again', 'Coba lagi'),
]

export const dialogButton = (view: ViewContext, en: string, id: string) =>
  within(screen.getByRole('dialog')).getByRole('button', { name: view.tr(en, id) })

/** Each read of the detail stand-in (its first render, then each new `reads`), by order id. */
export const detailReads: string[] = []

/**
 * Stands in for the transaction detail the shell passes to the payment dialogs (the transactions
 * feature's LazyTransactionDetail, which has its own tests): it shows the order id it is given and,
 * like the real detail, offers Cancel (its onCancel).
 */
export function TransactionDetailStandIn({
  orderId,
  onCancel,
  reads,
}: {
  orderId: string
  onCancel: () => void
  reads: number
}) {
  // one entry per read, as the real detail loads once per `reads`
  const [seen, setSeen] = useState<number | null>(null)
  if (seen !== reads) {
    setSeen(reads)
    detailReads.push(orderId)
  }
  return (
    <div data-testid="transaction-detail-stand-in">
      <p>{orderId}</p>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}

/** The return page while it stores the result and closes itself, or once it could not. */
export function expectReturnPage(view: ViewContext, done: boolean) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    view.tr('Back to Vision+ TV', 'Kembali ke Vision+ TV'),
  )
  expect(
    screen.getByText(
      done
        ? view.tr(
            'You can close this window and return to Vision+ TV.',
            'Kamu bisa menutup jendela ini dan kembali ke Vision+ TV.',
          )
        : view.tr('This window closes by itself.', 'Jendela ini akan tertutup otomatis.'),
    ),
  ).toBeVisible()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** The one notice after the partner window closed: where a payment made there shows, and Close. */
export function expectPartnerClosed(view: ViewContext) {
  const shown = within(notice()!)
  expect(notice()).toHaveTextContent(
    view.tr(
      'The Vision+ window closed. If you paid there, your order is in your transaction history; otherwise nothing was charged.',
      'Jendela Vision+ sudah tertutup. Kalau kamu sudah membayar di sana, pesananmu ada di riwayat transaksi; kalau belum, tidak ada biaya yang ditagih.',
    ),
  )
  expect(
    shown.getByRole('link', { name: view.tr('Transaction history', 'Riwayat transaksi') }),
  ).toHaveAttribute('href', '/account/transaction')
  expect(shown.getByRole('button', { name: view.tr('Close', 'Tutup') })).toBeEnabled()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** Buy's check as a marker: its own view paths (buy.view-paths.test.tsx) check what it says. */
const BuyCheckMarker = () => <p data-testid="buy-check">buy check</p>

/** The shell's payment dialogs in the run's language, on the payment flow a view path gives it. */
export function HostOn({ actor }: { actor: PaymentActorRef }) {
  return (
    <PaymentDialogs TransactionDetail={TransactionDetailStandIn} BuyCheck={BuyCheckMarker} actor={actor} />
  )
}
