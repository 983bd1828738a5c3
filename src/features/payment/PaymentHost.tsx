import { useEffect } from 'react'
import { useSearch } from 'wouter'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { PaymentModals } from './PaymentModals'
import type { TransactionDetailSlot } from './ReturnedTransactionModal'

interface PaymentHostProps {
  /** Where an order_id in the query belongs to another view (the transaction page opens its detail). */
  ignoreOrderInQuery: boolean
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
  /** The payment flow: the app system's `payment` child (tests give their own). */
  actor: PaymentActorRef
}

/**
 * The app shell's payment modals: hands every order_id in the address to the payment flow
 * (machines/payment, which knows which order it already has in hand; Buy and Pay reach it as
 * events to the app system), and shows what it shows. Its redirects are the app's navigation
 * (machines/app hears them from the moment the flow runs, before this view's code may have arrived).
 */
export default function PaymentHost({
  ignoreOrderInQuery,
  TransactionDetail,
  actor: payment,
}: PaymentHostProps) {
  const search = useSearch()

  const query = new URLSearchParams(search)
  const orderId = query.get('order_id')
  const openTx = query.get('open_tx') === 'true'
  useEffect(() => {
    if (!orderId || ignoreOrderInQuery) return
    payment.send({ type: 'returned', orderId, openTx })
  }, [orderId, openTx, ignoreOrderInQuery, payment])

  return <PaymentModals actor={payment} TransactionDetail={TransactionDetail} />
}
