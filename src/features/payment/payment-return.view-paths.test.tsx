// @vitest-environment jsdom
/**
 * The payment-return machine's generated paths, driven through the payment flow's modals
 * (PaymentModals with its PaymentReturnModals: the payment window notice, the partner-closed
 * notice, the success, pending, not-paid and error dialogs; and its ReturnedTransactionModal: the
 * narrow redirect's transaction detail). What starts it (a Pay button, an order in the address,
 * the buy flow's closed window) reaches it through the payment flow, whose view paths drive those. The partners' return page
 * has a machine and view paths of its own (return-page.view-paths.test.tsx).
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createActor, type EventObject } from 'xstate'
import { buyMachine } from '../../../machines/buy/buy.machine'
import { paymentReturnPathModel } from '../../../machines/payment-return/payment-return.paths'
import type { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { cleanAddonName } from '../../lib/addon-name'
import { displayPhone, formatRupiah } from '../../lib/format'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import {
  detailReads,
  dialogButton,
  expectDialog,
  expectPartnerClosed,
  notice,
  retryButtons,
  ModalsOn,
} from './payment.view-helpers'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof paymentReturnMachine>

const run = {
  history: [] as string[],
  readsBefore: 0,
  dialogBefore: null as HTMLElement | null,
  waitingDialog: null as HTMLElement | null,
}

const contextOf = (view: View) => view.snapshot.context

function expectNothingShown() {
  expect(notice()).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByRole('heading')).toBeNull()
}

const closeText = (view: View) => [view.tr('Close', 'Tutup')]

/** Waiting for the provider: the dialog with the order's product, and Close. Returns the dialog. */
function expectWaiting(view: View) {
  const product = cleanAddonName(contextOf(view).order!.productName)
  expectDialog(
    view,
    ['Waiting for payment', 'Menunggu pembayaran'],
    [
      `We are waiting for the payment provider to confirm your payment for ${product}. This window updates by itself once it does.`,
      `Kami sedang menunggu konfirmasi pembayaran ${product} dari penyedia pembayaran. Jendela ini akan diperbarui otomatis setelah konfirmasi masuk.`,
    ],
    closeText(view),
  )
  return screen.getByRole('dialog')
}

describeViewPaths({
  flow: 'payment-return',
  pathModel: paymentReturnPathModel,
  render: (actor) => {
    const location = memoryLocation({ path: '/', record: true })
    run.history = location.history
    // beside it an unstarted buy actor: its modals stay closed (buying has view paths of its own)
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ModalsOn buyActor={createActor(buyMachine, { input: {} })} returnActor={actor} />
      </Router>
    )
  },
  states: {
    // From the history's Continue Payment, the history itself shows the order named in its address.
    'paymentReturn.idle.quiet': (view) => {
      expectNothingShown()
      if (view.event.type === 'snap.finished')
        expect(run.history.at(-1)).toBe(`${contextOf(view).returnPath}?order_id=${contextOf(view).orderId}`)
    },
    'paymentReturn.idle.partnerClosed': (view) => expectPartnerClosed(view),
    'paymentReturn.paying': (view) => {
      expect(notice()).toHaveTextContent(
        view.tr(
          'Complete the payment in the payment window that opened.',
          'Selesaikan pembayaran di jendela pembayaran yang terbuka.',
        ),
      )
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    'paymentReturn.blocked': (view) => {
      expectDialog(
        view,
        ['Allow the payment window', 'Izinkan jendela pembayaran'],
        [
          'Your browser blocked the payment window. Allow pop-ups for this site, then try again.',
          'Browser kamu memblokir jendela pembayaran. Izinkan pop-up untuk situs ini, lalu coba lagi.',
        ],
        retryButtons(view),
      )
    },
    // The order is asked for with nothing on screen; what it is decides the dialog. Coming from the
    // (wide) payment window, the page is first the caller's with the order in its address.
    'paymentReturn.loadingOrder.first': (view) => {
      expectNothingShown()
      if (view.event.type === 'snap.finished')
        expect(run.history.at(-1)).toBe(`${contextOf(view).returnPath}?order_id=${contextOf(view).orderId}`)
    },
    'paymentReturn.pending': (view) => {
      run.waitingDialog = expectWaiting(view)
    },
    // Asked again (the timer, or the window regained focus): the same dialog stays open with the
    // order read last, neither closed nor announced again.
    'paymentReturn.loadingOrder.recheck': (view) => {
      expect(expectWaiting(view)).toBe(run.waitingDialog)
    },
    // Left at once for the popup its source calls for: never settled, never seen.
    'paymentReturn.paid.routing': () => {},
    'paymentReturn.paid.paymentSuccess': (view) => {
      const order = contextOf(view).order!
      const dialog = expectDialog(
        view,
        ['Payment Success', 'Pembayaran Berhasil'],
        [
          `Thank you! We have received your payment for ${cleanAddonName(order.productName)}.`,
          `Terima kasih! Pembayaranmu untuk ${cleanAddonName(order.productName)} sudah kami terima.`,
        ],
        [],
      )
      expect(dialog.getByTestId('payment-amount')).toHaveTextContent(formatRupiah(order.amount))
      // the service name's "Add On" prefix, which the glossary keeps off the page, is not shown
      expect(screen.getByRole('dialog')).not.toHaveTextContent(/add[\s-]*on/i)
      // The model's paid order is active on the box (activeOnBox true).
      expect(
        dialog.getByText(view.tr('The package is now active on your box.', 'Paket kini aktif di box kamu.')),
      ).toBeVisible()
      expect(
        dialog.getByRole('link', { name: view.tr('Back to home', 'Kembali ke beranda') }),
      ).toHaveAttribute('href', '/')
    },
    'paymentReturn.paid.packageActive': (view) => {
      const order = contextOf(view).order!
      const phone = displayPhone(order.phone)
      const dialog = expectDialog(
        view,
        ['Payment successful', 'Pembayaran berhasil'],
        [
          `${cleanAddonName(order.productName)} is now active on the Vision+ account of ${phone}.`,
          `${cleanAddonName(order.productName)} kini aktif di akun Vision+ dengan nomor ${phone}.`,
        ],
        closeText(view),
      )
      expect(
        dialog.getByRole('link', { name: view.tr('Watch on Vision+', 'Tonton di Vision+') }),
      ).toHaveAttribute('href', 'https://www.visionplus.id')
      expect(dialog.getByRole('link', { name: view.tr('Pair your TV', 'Hubungkan TV') })).toHaveAttribute(
        'target',
        '_blank',
      )
      expect(dialog.getByRole('link', { name: view.tr('Pair your TV', 'Hubungkan TV') })).toHaveAttribute(
        'href',
        view.tr('/help-center/pair-with-tv-app', '/id/help-center/pair-with-tv-app'),
      )
    },
    // The dialog closed at once; the stored result is removed behind it.
    'paymentReturn.clearingResult': () => expectNothingShown(),
    'paymentReturn.forgettingStored': () => expectNothingShown(),
    // Shown once and forgotten: a quiet notice links to the order, no dialog.
    'paymentReturn.idle.orderNotice': (view) => {
      const { orderId } = contextOf(view)
      const shown = within(notice()!)
      expect(notice()).toHaveTextContent(
        view.tr(
          `Your order ${orderId} is not paid yet. You can follow it in your transaction history.`,
          `Pesananmu ${orderId} belum dibayar. Kamu bisa memantaunya di riwayat transaksi.`,
        ),
      )
      expect(shown.getByRole('link', { name: view.tr('See the order', 'Lihat pesanan') })).toHaveAttribute(
        'href',
        `/account/transaction?order_id=${orderId}`,
      )
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    'paymentReturn.notPaid': (view) => {
      const product = cleanAddonName(contextOf(view).order!.productName)
      expectDialog(
        view,
        ['Payment not completed', 'Pembayaran belum selesai'],
        [
          `The payment for ${product} was not completed, and nothing was charged. You can pay it from your transaction history while it is still open.`,
          `Pembayaran untuk ${product} belum selesai dan tidak ada biaya yang ditagihkan. Kamu dapat membayarnya dari riwayat transaksi selama pesanan masih terbuka.`,
        ],
        closeText(view),
      )
    },
    'paymentReturn.loadFailed': (view) => {
      expectDialog(
        view,
        ['Something went wrong', 'Ups, terjadi kesalahan'],
        [
          'We could not load your order. Please try again.',
          'Pesananmu tidak dapat dimuat. Silakan coba lagi.',
        ],
        retryButtons(view),
      )
    },
    // The narrow redirect (or its address loaded again): the order's detail, read again on focus.
    'paymentReturn.transactionDetail': (view) => {
      const { orderId } = contextOf(view)
      expect(notice()).toBeNull()
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      const dialog = within(
        screen.getByRole('dialog', { name: view.tr('Transaction detail', 'Detail transaksi') }),
      )
      expect(dialog.getByTestId('transaction-detail-stand-in')).toHaveTextContent(orderId!)
      expect(dialog.getByRole('button', { name: view.tr('Close', 'Tutup') })).toBeEnabled()
      expect(detailReads.at(-1)).toBe(orderId)
      // read again on focus, in the same dialog (not closed and opened again)
      if (view.event.type === 'window.focused') {
        expect(detailReads).toHaveLength(run.readsBefore + 1)
        expect(screen.getByRole('dialog')).toBe(run.dialogBefore)
      }
      if (view.event.type === 'snap.finished')
        expect(run.history.at(-1)).toBe(`/?order_id=${orderId}&open_tx=true`)
    },
  },
  // The payment host hands on an order named in the address once a page life: the same order again
  // never arrives.
  unreachable: (snapshot, event: EventObject & { orderId?: string }) =>
    event.type === 'returned' && snapshot.context.orderId === event.orderId,
  events: {
    // A Pay button (the purchase's created order, a checkout, a transaction detail's Continue
    // Payment, also the one the narrow redirect opens), handed on by the payment flow.
    pay: async (view) => view.sendFromOutside(),
    // The payment window causes these two (the snapPopup actor, tested with the actors).
    'snap.finished': async (view) => view.sendFromOutside(),
    'snap.blocked': async (view) => view.sendFromOutside(),
    // A page of the site opened with the order in its address (the payment's redirect), handed on
    // by the payment host.
    returned: async (view) => view.sendFromOutside(),
    // Another window storing the partner's result, and the window regaining focus (watchReturns).
    'stored.paymentResult': async (view) => view.sendFromOutside(),
    'window.focused': async (view) => {
      run.readsBefore = detailReads.length
      run.dialogBefore = screen.queryByRole('dialog')
      view.sendFromOutside()
    },
    // The buy flow's partner window closed (the customer cancelled or closed it), handed on by the
    // payment flow.
    'partnerWindow.closed': async (view) => view.sendFromOutside(),
    retry: async (view) => view.user.click(dialogButton(view, 'Try again', 'Coba lagi')),
    close: async (view) => {
      // The notice's Close, or (Indonesian run) its link to the history, which closes it too.
      // (its link opens the history, whose own detail shows the order: checked with the state)
      if (view.snapshot.hasTag('step:orderNotice')) {
        await view.user.click(within(notice()!).getByRole('button', { name: view.tr('Close', 'Tutup') }))
        return
      }
      if (view.snapshot.hasTag('step:partnerClosed')) {
        const shown = within(notice()!)
        if (view.locale === 'en') await view.user.click(shown.getByRole('button', { name: 'Close' }))
        else {
          await view.user.click(shown.getByRole('link', { name: 'Riwayat transaksi' }))
          expect(run.history.at(-1)).toBe('/account/transaction')
        }
        return
      }
      const dialog = within(screen.getByRole('dialog'))
      // The detail's corner Close, or (Indonesian run) the detail's own Cancel (its onCancel).
      if (view.snapshot.hasTag('step:transactionDetail'))
        await view.user.click(
          view.locale === 'en'
            ? dialog.getByRole('button', { name: 'Close' })
            : dialog.getByRole('button', { name: 'Cancel' }),
        )
      else if (view.snapshot.hasTag('step:blocked') || view.snapshot.hasTag('error'))
        await view.user.click(dialogButton(view, 'Cancel', 'Batal'))
      else if (view.snapshot.hasTag('step:paymentSuccess'))
        await view.user.click(
          dialog.getByRole('link', { name: view.tr('Back to home', 'Kembali ke beranda') }),
        )
      // the text Close under the message, not the corner one
      else await view.user.click(dialog.getAllByRole('button', { name: view.tr('Close', 'Tutup') }).at(-1)!)
    },
  },
})
