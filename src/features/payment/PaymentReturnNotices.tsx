import { Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import type { PaymentReturnActorRef } from '../../../machines/payment-return/payment-return.machine'
import { Notice } from './Notice'

/**
 * The payment return's quiet steps, at the foot of the page: the payment window is open
 * (`step:paying`), a stored partner result that is not paid yet (`step:orderNotice`), the partner
 * window closed with nothing stored (`step:partnerClosed`).
 */
export function PaymentReturnNotices({ actor }: { actor: PaymentReturnActorRef }) {
  const paying = useSelector(actor, (s) => s.hasTag('step:paying'))
  const partnerClosed = useSelector(actor, (s) => s.hasTag('step:partnerClosed'))
  const orderNotice = useSelector(actor, (s) => (s.hasTag('step:orderNotice') ? s.context.orderId : null))
  const close = () => actor.send({ type: 'close' })
  return (
    <>
      {paying && (
        <Notice>
          <Text size="sm">
            <Trans>Complete the payment in the payment window that opened.</Trans>
          </Text>
        </Notice>
      )}
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
