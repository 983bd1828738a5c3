// @vitest-environment jsdom
/**
 * The payment flow's generated paths, driven through the shell's payment host (PaymentHost) as the
 * site starts them: a Buy button, a Pay button, a page opened with order_id in its address (wide
 * and narrow), and a partner window the customer cancels. Each step checks that the child the
 * flow handed it to shows what it should; the buy and payment-return flows have view paths of
 * their own for everything after that.
 */
import { act, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { paymentPathModel } from '../../../machines/payment/payment.paths'
import type { paymentMachine } from '../../../machines/payment/payment.machine'
import { requestBuy, requestPayment } from '../../lib/payment-requests'
import { describeViewPaths, type ViewContext } from '../../test/view-paths'
import { detailReads, expectDialog, expectPartnerClosed, HostOn, notice } from './payment.view-helpers'

/** The view's context, typed by the machine. */
type View = ViewContext<typeof paymentMachine>

const run = { navigate: (_to: string) => {} }

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const children = (view: View) => {
  const { buy, paymentReturn } = view.snapshot.children
  return { buy: buy!.getSnapshot(), paymentReturn: paymentReturn!.getSnapshot() }
}

/** What the page shows after each thing the site asked of the flow, by that request. */
function expectShown(view: View) {
  const { buy, paymentReturn } = children(view)
  switch (view.event.type) {
    case 'buy':
      expect(buy.hasTag('step:paying')).toBe(true)
      expect(screen.getByTestId('buy-notice')).toHaveTextContent(
        view.tr('Continue in the Vision+ window that opened.', 'Lanjutkan di jendela Vision+ yang terbuka.'),
      )
      expect(screen.queryByRole('dialog')).toBeNull()
      return
    case 'pay':
      expect(paymentReturn.hasTag('step:paying')).toBe(true)
      expect(notice()).toHaveTextContent(
        view.tr(
          'Complete the payment in the payment window that opened.',
          'Selesaikan pembayaran di jendela pembayaran yang terbuka.',
        ),
      )
      return
    case 'returned':
      if (view.event.openTx) {
        // narrow: the order's transaction detail
        expect(paymentReturn.hasTag('step:transactionDetail')).toBe(true)
        const dialog = within(
          screen.getByRole('dialog', { name: view.tr('Transaction detail', 'Detail transaksi') }),
        )
        expect(dialog.getByTestId('transaction-detail-stand-in')).toHaveTextContent('VPT-1')
        expect(detailReads.at(-1)).toBe('VPT-1')
      } else {
        // wide: the order as the server reports it, paid
        expect(paymentReturn.hasTag('step:paymentSuccess')).toBe(true)
        expectDialog(
          view,
          ['Payment Success', 'Pembayaran Berhasil'],
          [
            'Thank you! We have received your payment for Add On Premium Sports 2.',
            'Terima kasih! Pembayaranmu untuk Add On Premium Sports 2 sudah kami terima.',
          ],
          [],
        )
      }
      return
    case 'buy.windowClosed':
      // the buy flow ended with nothing charged; payment return says where a payment made there shows
      expect(buy.value).toBe('idle')
      expect(paymentReturn.hasTag('step:partnerClosed')).toBe(true)
      expectPartnerClosed(view)
      return
    default:
      expect(notice()).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
  }
}

describeViewPaths({
  flow: 'payment',
  pathModel: paymentPathModel,
  render: (actor) => {
    const location = memoryLocation({ path: '/' })
    run.navigate = location.navigate
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <HostOn actor={actor} />
      </Router>
    )
  },
  states: { payment: (view) => expectShown(view) },
  events: {
    // A Buy button anywhere on the site queues the request; the host hands it to the flow.
    buy: async (view) => {
      await act(async () => {
        requestBuy(view.event.pkg)
        await flush()
      })
    },
    // A Pay button (a purchase's created order, a checkout, Continue Payment) queues the request.
    pay: async (view) => {
      const { orderId, token, returnPath, mode } = view.event
      await act(async () => {
        requestPayment({ orderId, token, returnPath, ...(mode ? { mode } : {}) })
        await flush()
      })
    },
    // A page of the site opened with the order in its address (the payment's redirect).
    returned: async (view) => {
      const { orderId, openTx } = view.event
      await act(async () => {
        run.navigate(`/?order_id=${orderId}${openTx ? '&open_tx=true' : ''}`)
        await flush()
      })
    },
    // A Buy opens the partner pay page; the customer cancels it in the notice, which closes that
    // window: the buy flow tells the payment flow.
    'buy.windowClosed': async (view) => {
      await act(async () => {
        requestBuy({ id: 101, kind: 'add-on', productCode: 'ADDON-SPORTS-2' })
        await flush()
      })
      const buyNotice = within(screen.getByTestId('buy-notice'))
      await view.user.click(buyNotice.getByRole('button', { name: view.tr('Cancel', 'Batal') }))
    },
  },
})
