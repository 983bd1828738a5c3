import { useSelector } from '@xstate/react'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { BuyModals } from './BuyModals'
import { PartnerModals } from './PartnerModals'
import { PaymentPopupModals } from './PaymentPopupModals'
import { PaymentReturnModals } from './PaymentReturnModals'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

export interface PaymentModalsProps {
  /** The payment flow (machines/payment). */
  actor: PaymentActorRef
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
}

/**
 * What the payment flow shows, step by step along its chart: buy's check (while its child runs),
 * the partner window's notices, the payment popup (while its child runs), what the order became,
 * and the narrow redirect's transaction detail.
 */
export function PaymentModals({ actor, TransactionDetail }: PaymentModalsProps) {
  const buy = useSelector(actor, (s) => s.children.buy)
  const paymentPopup = useSelector(actor, (s) => s.children.paymentReturn)
  return (
    <>
      {buy && <BuyModals actor={buy} />}
      <PartnerModals actor={actor} />
      {paymentPopup && <PaymentPopupModals actor={paymentPopup} />}
      <PaymentReturnModals actor={actor} />
      <ReturnedTransactionModal actor={actor} Detail={TransactionDetail} />
    </>
  )
}
