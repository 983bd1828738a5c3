import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { PaymentModals } from './PaymentModals'
import type { TransactionDetailSlot } from './ReturnedTransactionModal'

interface PaymentHostProps {
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
  /** The payment flow: the app system's `payment` child (tests give their own). */
  actor: PaymentActorRef
}

/**
 * The app shell's payment modals: shows what the payment flow (machines/payment) shows. What
 * reaches the flow reaches it through the app system: Buy and Pay, and an order_id in the address
 * (the layout's `returned`). Its redirects are the app's navigation (machines/app hears them from
 * the moment the flow runs, before this view's code may have arrived).
 */
export default function PaymentHost({ TransactionDetail, actor: payment }: PaymentHostProps) {
  return <PaymentModals actor={payment} TransactionDetail={TransactionDetail} />
}
