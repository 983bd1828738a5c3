import { useSelector } from '@xstate/react'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { BuyModals } from './BuyModals'
import { PartnerModals } from './PartnerModals'
import { PaymentPopupModals } from './PaymentPopupModals'
import { PaymentResultDialog } from './PaymentResultDialog'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

export interface PaymentDialogsProps {
  /** The payment flow: the app system's `payment` child (tests give their own). */
  actor: PaymentActorRef
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
}

/**
 * What the payment flow (machines/payment) shows, step by step along its chart: buy's check
 * (while its child runs), the partner window's notices, the payment popup (while its child runs),
 * what the order became, and the narrow redirect's transaction detail. What reaches the flow
 * reaches it through the app system: Buy and Pay, and an order_id in the address (`returned`);
 * its redirects are the app's navigation (machines/app hears them from the moment the flow runs,
 * before this view's code may have arrived).
 */
export function PaymentDialogs({ actor, TransactionDetail }: PaymentDialogsProps) {
  const buy = useSelector(actor, (s) => s.children.buy)
  const paymentPopup = useSelector(actor, (s) => s.children.paymentReturn)
  return (
    <>
      {buy && <BuyModals actor={buy} />}
      <PartnerModals actor={actor} />
      {paymentPopup && <PaymentPopupModals actor={paymentPopup} />}
      <PaymentResultDialog actor={actor} />
      <ReturnedTransactionModal actor={actor} Detail={TransactionDetail} />
    </>
  )
}
