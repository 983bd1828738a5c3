import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { Notice } from './Notice'

/**
 * What a payment became, quietly, at the foot of the page: a stored partner result that is not
 * paid yet (`step:orderNotice`), the partner window closed with nothing stored (`step:partnerClosed`).
 */
export function PaymentReturnNotices({ actor }: { actor: PaymentActorRef }) {
  const partnerClosed = useSelector(actor, (s) => s.hasTag('step:partnerClosed'))
  const orderNotice = useSelector(actor, (s) => (s.hasTag('step:orderNotice') ? s.context.orderId : null))
  const close = () => actor.send({ type: 'close' })
  return (
    <>
      {orderNotice && (
        <Notice
          testId="order-notice"
          onClose={close}
          link={{
            href: `/account/transaction?order_id=${encodeURIComponent(orderNotice)}`,
            label: <Trans>See the order</Trans>,
          }}
        >
          <Trans>
            Your order {orderNotice} is not paid yet. You can follow it in your transaction history.
          </Trans>
        </Notice>
      )}
      {partnerClosed && (
        <Notice
          testId="partner-closed"
          onClose={close}
          link={{ href: '/account/transaction', label: <Trans>Transaction history</Trans> }}
        >
          <Trans>
            The Vision+ window closed. If you paid there, your order is in your transaction history; otherwise
            nothing was charged.
          </Trans>
        </Notice>
      )}
    </>
  )
}
