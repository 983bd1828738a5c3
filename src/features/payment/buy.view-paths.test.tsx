// @vitest-environment jsdom
/**
 * The buy machine's generated paths, driven through the payment flow's modals (PaymentModals and
 * its BuyModals) as a person meets them: the notice while the partner popup is open or a check runs, the
 * blocked-popup message with its retry, the already-owned and recurring notices, the failed check.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { createActor } from 'xstate'
import { buyPathModel } from '../../../machines/buy/buy.paths'
import { paymentReturnMachine } from '../../../machines/payment-return/payment-return.machine'
import { displayPhone } from '../../lib/format'
import type { buyMachine } from '../../../machines/buy/buy.machine'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { dialogButton, expectDialog, notice, retryButtons, ModalsOn } from './payment.view-helpers'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof buyMachine>

const contextOf = (view: View) => view.snapshot.context
const cancelInNotice = (view: View) =>
  within(notice()!).queryByRole('button', { name: view.tr('Cancel', 'Batal') })

function expectNothingShown() {
  expect(notice()).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** A call under way: the notice says so, with nothing to press; no dialog. */
function expectChecking(view: View) {
  expect(notice()).toHaveTextContent(view.tr('Checking your packages…', 'Memeriksa paketmu…'))
  expect(cancelInNotice(view)).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** The partner popup is open: the notice points at it and offers Cancel. */
function expectPopupOpen(view: View) {
  expect(notice()).toHaveTextContent(
    view.tr('Continue in the Vision+ window that opened.', 'Lanjutkan di jendela Vision+ yang terbuka.'),
  )
  expect(cancelInNotice(view)).toBeEnabled()
  expect(screen.queryByRole('dialog')).toBeNull()
}

describeViewPaths({
  flow: 'buy',
  pathModel: buyPathModel,
  // beside the path's buy actor, an unstarted payment-return actor: its modals stay closed (they
  // have view paths of their own; the payment flow's view paths drive the two together)
  render: (actor) => <ModalsOn buyActor={actor} returnActor={createActor(paymentReturnMachine)} />,
  states: {
    'buy.starting': () => expectNothingShown(),
    'buy.idle': () => expectNothingShown(),
    'buy.checking': (view) => expectChecking(view),
    'buy.flaggingBuy': (view) => expectChecking(view),
    // Left at once for signingIn or paying: never settled, never seen.
    'buy.popup.routing': () => {},
    'buy.popup.signingIn': (view) => expectPopupOpen(view),
    'buy.popup.storingTokens': (view) => expectChecking(view),
    'buy.popup.checking': (view) => expectChecking(view),
    'buy.popup.flaggingRecurring': (view) => expectChecking(view),
    'buy.popup.paying': (view) => expectPopupOpen(view),
    'buy.blocked': (view) => {
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
    'buy.alreadyOwned': (view) => {
      const phone = displayPhone(contextOf(view).phone!)
      expectDialog(
        view,
        ['You Own This Package', 'Kamu Punya Paket Ini'],
        [
          `This package is already active on ${phone}. You do not need to buy it again.`,
          `Paket ini sudah aktif di nomor ${phone}. Kamu tidak perlu membelinya lagi.`,
        ],
        ['OK'],
      )
    },
    'buy.recurring': (view) => {
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
    'buy.clearingFlags': () => expectNothingShown(),
    'buy.failed': (view) => {
      expectDialog(
        view,
        ['Something went wrong', 'Ups, terjadi kesalahan'],
        [
          'We could not check your packages. Please try again.',
          'Paketmu gagal diperiksa. Silakan coba lagi.',
        ],
        retryButtons(view),
      )
    },
  },
  // While the popup's tokens are stored and the packages checked, the notice offers no Cancel: the
  // customer closes the popup window itself (popup.closed).
  unreachable: (snapshot, event) =>
    event.type === 'close' &&
    snapshot.matches('popup') &&
    !snapshot.hasTag('step:signIn') &&
    !snapshot.hasTag('step:paying'),
  events: {
    // A Buy button anywhere on the site, which the payment flow hands on (its view paths press one).
    buy: async (view) => view.sendFromOutside(),
    // The partner popup window causes these three (the partnerPopup actor, tested with the actors).
    'partner.loggedIn': async (view) => view.sendFromOutside(),
    'popup.closed': async (view) => view.sendFromOutside(),
    'popup.blocked': async (view) => view.sendFromOutside(),
    retry: async (view) => view.user.click(dialogButton(view, 'Try again', 'Coba lagi')),
    close: async (view) => {
      if (view.snapshot.matches('popup')) await view.user.click(cancelInNotice(view)!)
      else if (view.snapshot.matches('blocked') || view.snapshot.matches('failed'))
        await view.user.click(dialogButton(view, 'Cancel', 'Batal'))
      else await view.user.click(dialogButton(view, 'OK', 'OK'))
    },
  },
})
