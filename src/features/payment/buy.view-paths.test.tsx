// @vitest-environment jsdom
/**
 * Buy's check, its generated paths driven through its modals (BuyModals) as a person meets them:
 * the notice while billing is asked, the already-owned alert, the failed check with its retry.
 * What it ends in (the partner window) the payment flow's view paths show.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { buyPathModel } from '../../../machines/buy/buy.paths'
import type { buyMachine } from '../../../machines/buy/buy.machine'
import { displayPhone } from '../../lib/format'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { BuyModals } from './PaymentDialogs'
import { dialogButton, expectDialog, notice, retryButtons } from './payment.view-helpers'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof buyMachine>

function expectNothingShown() {
  expect(notice()).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
}

/** A call under way: the notice says so, with nothing to press; no dialog. */
function expectChecking(view: View) {
  expect(notice()).toHaveTextContent(view.tr('Checking your packages…', 'Memeriksa paketmu…'))
  expect(within(notice()!).queryByRole('button')).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
}

describeViewPaths({
  flow: 'buy',
  pathModel: buyPathModel,
  render: (actor) => <BuyModals actor={actor} />,
  states: {
    // Left at once for the check or for storing the pair: never settled, never seen.
    'buy.routing': () => {},
    'buy.storingTokens': (view) => expectChecking(view),
    'buy.checking': (view) => expectChecking(view),
    'buy.flaggingBuy': (view) => expectChecking(view),
    'buy.flaggingRecurring': (view) => expectChecking(view),
    'buy.alreadyOwned': (view) => {
      const phone = displayPhone(view.snapshot.context.phone!)
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
    // The alert closed at once; the stored flags are cleared behind it.
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
    // Ended: the payment flow takes over (its view paths show the partner window and the notices).
    'buy.signingIn': () => expectNothingShown(),
    'buy.paying': () => expectNothingShown(),
    'buy.recurring': () => expectNothingShown(),
    'buy.done': () => expectNothingShown(),
  },
  events: {
    retry: async (view) => view.user.click(dialogButton(view, 'Try again', 'Coba lagi')),
    close: async (view) => {
      if (view.snapshot.matches('failed')) await view.user.click(dialogButton(view, 'Cancel', 'Batal'))
      else await view.user.click(dialogButton(view, 'OK', 'OK'))
    },
  },
})
