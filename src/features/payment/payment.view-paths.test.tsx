// @vitest-environment jsdom
/**
 * Buying end to end, the payment machine's generated paths driven through the shell's payment
 * dialogs (PaymentDialogs) as a person meets them: Buy → (buy's check) → the partner window's notice
 * with Cancel → what the order became; Pay → (the payment popup) → its wide, narrow and history
 * returns; a page opened with an order in its address (read by the layout's hook, sent to the app
 * system, which here hands it straight on as its running app does). Buy's check and the payment popup are the
 * flow's children, settled by each path here: their own view paths drive their modals, which
 * stand in here as markers.
 */
import { act, screen, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import type { EventObject } from 'xstate'
import { paymentPathModel } from '../../../machines/payment/payment.paths'
import type { PaymentActorRef, paymentMachine } from '../../../machines/payment/payment.machine'
import type { AppActorRef } from '../../../machines/app/app.machine'
import { AppSystemContext, useReturnedOrder, type AppSystem } from '../../lib/app-system'
import { cleanAddonName } from '../../lib/addon-name'
import { displayPhone, formatRupiah } from '../../lib/format'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import {
  detailReads,
  dialogButton,
  expectDialog,
  expectPartnerClosed,
  HostOn,
  notice,
  retryButtons,
} from './payment.view-helpers'

vi.mock('./PaymentPopupModals', () => ({
  PaymentPopupModals: () => <p data-testid="payment-popup">payment popup</p>,
}))

/** The view's context, typed by the machine. */
type View = ViewContext<typeof paymentMachine>

const run = {
  history: [] as string[],
  /** The flow's redirects, as the app system hears them and navigates (machines/app). */
  redirects: [] as string[],
  navigate: (_to: string) => {},
  readsBefore: 0,
  dialogBefore: null as HTMLElement | null,
  waitingDialog: null as HTMLElement | null,
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The layout's reading of the address (src/app/layouts/Layout.tsx), on a page that shows payments. */
function ReturnedOrder() {
  useReturnedOrder(true)
  return null
}

/** The app system once the payment flow runs: a page's request goes on to the flow (machines/app `forward`). */
function appAround(actor: PaymentActorRef): AppSystem {
  const app = { send: (event: Parameters<PaymentActorRef['send']>[0]) => actor.send(event) }
  return { app: null, load: async () => app as unknown as AppActorRef }
}
const contextOf = (view: View) => view.snapshot.context
const closeText = (view: View) => [view.tr('Close', 'Tutup')]

function expectNothingShown() {
  expect(notice()).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByTestId('buy-check')).toBeNull()
  expect(screen.queryByTestId('payment-popup')).toBeNull()
}

/** The partner window is open: the notice points at it and offers Cancel; no dialog. */
function expectPartnerOpen(view: View) {
  expect(notice()).toHaveTextContent(
    view.tr('Continue in the Vision+ window that opened.', 'Lanjutkan di jendela Vision+ yang muncul.'),
  )
  expect(within(notice()!).getByRole('button', { name: view.tr('Cancel', 'Batal') })).toBeEnabled()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/**
 * Reached from a Pay (the person's last action; the popup's end settles its actor): the page its
 * return goes to, the caller's (wide) or / with open_tx (narrow), redirected by the app system.
 */
function expectReturnedTo(view: View, narrow: boolean) {
  if (view.event.type !== 'pay') return
  const { returnPath, orderId } = contextOf(view)
  expect(run.redirects.at(-1)).toBe(
    narrow ? `/?order_id=${orderId}&open_tx=true` : `${returnPath}?order_id=${orderId}`,
  )
}

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
  flow: 'payment',
  pathModel: paymentPathModel,
  render: (actor) => {
    const location = memoryLocation({ path: '/', record: true })
    run.history = location.history
    run.navigate = location.navigate
    run.redirects = []
    actor.on('navigate', ({ path, query }) => run.redirects.push(`${path}?${new URLSearchParams(query)}`))
    const system = appAround(actor)
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppSystemContext.Provider value={system}>
          <ReturnedOrder />
          <HostOn actor={actor} />
        </AppSystemContext.Provider>
      </Router>
    )
  },
  states: {
    'payment.starting': () => expectNothingShown(),
    'payment.idle.quiet': () => expectNothingShown(),
    // Shown once and forgotten: a quiet notice links to the order, no dialog.
    'payment.idle.orderNotice': (view) => {
      const { orderId } = contextOf(view)
      expect(notice()).toHaveTextContent(
        view.tr(
          `Your order ${orderId} is not paid yet. You can follow it in your transaction history.`,
          `Pesananmu ${orderId} belum dibayar. Kamu bisa memantaunya di riwayat transaksi.`,
        ),
      )
      expect(
        within(notice()!).getByRole('link', { name: view.tr('See the order', 'Lihat pesanan') }),
      ).toHaveAttribute('href', `/account/transaction?order_id=${orderId}`)
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    'payment.recurring': (view) => {
      expectDialog(
        view,
        ['Recurring payment', 'Pembayaran berulang'],
        [
          'This package is already active on your account and renews with its recurring payment. No new payment was made.',
          'Paket ini sudah aktif di akunmu dan diperpanjang otomatis lewat pembayaran berulang. Kamu tidak ditagih lagi.',
        ],
        ['OK'],
      )
    },
    // The notice closed at once; the stored flags are cleared behind it.
    'payment.clearingFlags': () => expectNothingShown(),
    // Buy's check runs: its modals show (its own view paths check what they say), nothing else.
    'payment.buying': () => {
      expect(screen.getByTestId('buy-check')).toBeInTheDocument()
      expect(notice()).toBeNull()
    },
    // Left at once for the sign-in or the pay page: never settled, never seen.
    'payment.partner.routing': () => {},
    'payment.partner.signingIn': (view) => expectPartnerOpen(view),
    // Signed in: buy checks again while the window waits; its notice shows, not the window's.
    'payment.partner.signedIn': () => {
      expect(screen.getByTestId('buy-check')).toBeInTheDocument()
      expect(notice()).toBeNull()
    },
    'payment.partner.awaitingResult': (view) => expectPartnerOpen(view),
    'payment.windowClosed': (view) => expectPartnerClosed(view),
    'payment.windowBlocked': (view) => {
      expectDialog(
        view,
        ['Allow the pop-up window', 'Izinkan jendela pop-up'],
        [
          'Your browser blocked the Vision+ window where you sign in and pay. Allow pop-ups for this site, then try again.',
          'Browser kamu memblokir jendela Vision+ untuk masuk dan membayar. Izinkan pop-up untuk situs ini, lalu coba lagi.',
        ],
        retryButtons(view),
      )
    },
    // The payment popup runs: its modals show (its own view paths check them), nothing else.
    'payment.paying': () => {
      expect(screen.getByTestId('payment-popup')).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    // The narrow redirect (or its address loaded): the order's detail, read again on focus.
    'payment.transactionDetail': (view) => {
      const { orderId } = contextOf(view)
      expect(notice()).toBeNull()
      expect(screen.getAllByRole('dialog')).toHaveLength(1)
      const dialog = within(
        screen.getByRole('dialog', { name: view.tr('Transaction detail', 'Detail transaksi') }),
      )
      expect(dialog.getByTestId('transaction-detail-stand-in')).toHaveTextContent(orderId!)
      expect(detailReads.at(-1)).toBe(orderId)
      // read again on focus, in the same dialog (not closed and opened again)
      if (view.event.type === 'window.focused') {
        expect(detailReads).toHaveLength(run.readsBefore + 1)
        expect(screen.getByRole('dialog')).toBe(run.dialogBefore)
      }
      expectReturnedTo(view, true)
    },
    // The order is asked for with nothing on screen; what it is decides the dialog. Coming from the
    // (wide) payment popup, the page is first the caller's with the order in its address.
    'payment.confirming.first': (view) => {
      expectNothingShown()
      expectReturnedTo(view, false)
    },
    // Asked again (the timer, or the window regained focus): the same dialog stays open.
    'payment.confirming.recheck': (view) => {
      expect(expectWaiting(view)).toBe(run.waitingDialog)
    },
    // Left at once for the popup its source calls for: never settled, never seen.
    'payment.showingResult.paid.routing': () => {},
    'payment.showingResult.paid.paymentSuccess': (view) => {
      const order = contextOf(view).order!
      const product = cleanAddonName(order.productName)
      const dialog = expectDialog(
        view,
        ['Payment Success', 'Pembayaran Berhasil'],
        [
          `Thank you! We have received your payment for ${product}.`,
          `Terima kasih! Pembayaranmu untuk ${product} sudah kami terima.`,
        ],
        [],
      )
      expect(dialog.getByTestId('payment-amount')).toHaveTextContent(formatRupiah(order.amount))
      // the service name's "Add On" prefix, which the glossary keeps off the page, is not shown
      expect(screen.getByRole('dialog')).not.toHaveTextContent(/add[\s-]*on/i)
      expect(
        dialog.getByText(view.tr('The package is now active on your box.', 'Paket kini aktif di box kamu.')),
      ).toBeVisible()
      expect(
        dialog.getByRole('link', { name: view.tr('Back to home', 'Kembali ke beranda') }),
      ).toHaveAttribute('href', '/')
    },
    'payment.showingResult.paid.packageActive': (view) => {
      const order = contextOf(view).order!
      const phone = displayPhone(order.phone)
      const product = cleanAddonName(order.productName)
      const dialog = expectDialog(
        view,
        ['Payment successful', 'Pembayaran berhasil'],
        [
          `${product} is now active on the Vision+ account of ${phone}.`,
          `${product} kini aktif di akun Vision+ dengan nomor ${phone}.`,
        ],
        closeText(view),
      )
      expect(
        dialog.getByRole('link', { name: view.tr('Watch on Vision+', 'Tonton di Vision+') }),
      ).toHaveAttribute('href', 'https://www.visionplus.id')
      expect(dialog.getByRole('link', { name: view.tr('Pair your TV', 'Hubungkan TV') })).toHaveAttribute(
        'href',
        view.tr('/help-center/pair-with-tv-app', '/id/help-center/pair-with-tv-app'),
      )
    },
    'payment.showingResult.pending': (view) => {
      run.waitingDialog = expectWaiting(view)
    },
    'payment.showingResult.notPaid': (view) => {
      const product = cleanAddonName(contextOf(view).order!.productName)
      expectDialog(
        view,
        ['Payment not completed', 'Pembayaran belum selesai'],
        [
          `The payment for ${product} was not completed, and nothing was charged. You can pay it from your transaction history while it is still open.`,
          `Pembayaran untuk ${product} belum selesai dan tidak ada biaya yang ditagihkan. Kamu bisa membayarnya dari riwayat transaksi selama pesanannya belum kedaluwarsa.`,
        ],
        closeText(view),
      )
    },
    'payment.loadFailed': (view) => {
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
    // The dialog closed at once; the stored result is removed behind it.
    'payment.clearingResult': () => expectNothingShown(),
    'payment.forgettingStored': () => expectNothingShown(),
  },
  // The layout hands on an order named in the address once a page life: the same order again never
  // arrives. The partner notice offers Cancel only while the window shows a partner page.
  unreachable: (snapshot, event: EventObject & { orderId?: string }) =>
    event.type === 'returned' && snapshot.context.orderId === event.orderId,
  events: {
    // A Buy or Pay button reaches the flow through the app shell (its own tests); the host sends it on.
    buy: async (view) => view.sendFromOutside(),
    pay: async (view) => view.sendFromOutside(),
    // A page of the site opened with the order in its address (the payment's redirect).
    returned: async (view) => {
      const { orderId, openTx } = view.event
      await act(async () => {
        run.navigate(`/?order_id=${orderId}${openTx ? '&open_tx=true' : ''}`)
        await flush()
      })
    },
    // The partner window causes these three (the partnerWindow actor, tested with the actors).
    'partner.loggedIn': async (view) => view.sendFromOutside(),
    'popup.closed': async (view) => view.sendFromOutside(),
    'popup.blocked': async (view) => view.sendFromOutside(),
    // Another window storing the partner's result, and the window regaining focus (the watchers).
    'stored.paymentResult': async (view) => view.sendFromOutside(),
    'window.focused': async (view) => {
      run.readsBefore = detailReads.length
      run.dialogBefore = screen.queryByRole('dialog')
      view.sendFromOutside()
    },
    retry: async (view) => view.user.click(dialogButton(view, 'Try again', 'Coba lagi')),
    close: async (view) => {
      const { snapshot } = view
      if (snapshot.hasTag('step:partnerSignIn') || snapshot.hasTag('step:partnerPaying')) {
        await view.user.click(within(notice()!).getByRole('button', { name: view.tr('Cancel', 'Batal') }))
        return
      }
      if (snapshot.hasTag('step:orderNotice') || snapshot.hasTag('step:partnerClosed')) {
        const shown = within(notice()!)
        // (Indonesian run) the partner notice's link to the history closes it too
        if (snapshot.hasTag('step:partnerClosed') && view.locale === 'id') {
          await view.user.click(shown.getByRole('link', { name: 'Riwayat transaksi' }))
          expect(run.history.at(-1)).toBe('/account/transaction')
        } else await view.user.click(shown.getByRole('button', { name: view.tr('Close', 'Tutup') }))
        return
      }
      const dialog = within(screen.getByRole('dialog'))
      // The detail's corner Close, or (Indonesian run) the detail's own Cancel (its onCancel).
      if (snapshot.hasTag('step:transactionDetail'))
        await view.user.click(
          view.locale === 'en'
            ? dialog.getByRole('button', { name: 'Close' })
            : dialog.getByRole('button', { name: 'Cancel' }),
        )
      else if (snapshot.hasTag('step:partnerBlocked') || snapshot.hasTag('error'))
        await view.user.click(dialogButton(view, 'Cancel', 'Batal'))
      else if (snapshot.hasTag('step:recurring')) await view.user.click(dialogButton(view, 'OK', 'OK'))
      else if (snapshot.hasTag('step:paymentSuccess'))
        await view.user.click(
          dialog.getByRole('link', { name: view.tr('Back to home', 'Kembali ke beranda') }),
        )
      // the text Close under the message, not the corner one
      else await view.user.click(dialog.getAllByRole('button', { name: view.tr('Close', 'Tutup') }).at(-1)!)
    },
  },
})
