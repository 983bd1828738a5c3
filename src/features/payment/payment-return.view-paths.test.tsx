// @vitest-environment jsdom
/**
 * The payment popup (payment-return), its generated paths driven through its modals
 * (PaymentPopupModals): the notice while the popup is open, the blocked-popup message with its
 * retry and Cancel. Where the return goes, and what the order became, the payment flow's view
 * paths show.
 */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import { paymentReturnPathModel } from '../../../machines/payment-return/payment-return.paths'
import { describeViewPaths } from '../../test/view-paths'
import { PaymentPopupModals } from './PaymentPopupModals'
import { dialogButton, expectDialog, notice, retryButtons } from './payment.view-helpers'

function expectNothingShown() {
  expect(notice()).toBeNull()
  expect(screen.queryByRole('dialog')).toBeNull()
}

describeViewPaths({
  flow: 'payment-return',
  pathModel: paymentReturnPathModel,
  render: (actor) => <PaymentPopupModals actor={actor} />,
  states: {
    'paymentReturn.paying': (view) => {
      expect(notice()).toHaveTextContent(
        view.tr(
          'Complete the payment in the payment window that opened.',
          'Selesaikan pembayaran di jendela pembayaran yang muncul.',
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
    // Ended: the payment flow goes where the return says (its view paths show it).
    'paymentReturn.returned': () => expectNothingShown(),
    'paymentReturn.gaveUp': () => expectNothingShown(),
  },
  events: {
    // The payment popup causes these two (the snapPopup actor, tested with the actors).
    'snap.finished': async (view) => view.sendFromOutside(),
    'snap.blocked': async (view) => view.sendFromOutside(),
    retry: async (view) => view.user.click(dialogButton(view, 'Try again', 'Coba lagi')),
    close: async (view) => view.user.click(dialogButton(view, 'Cancel', 'Batal')),
  },
})
