import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { track } from '../../lib/analytics'
import { isPaid } from '../../api/contract/order-status'
import type { BuyActorRef } from '../../../machines/buy/buy.machine'
import type { PaymentReturnActorRef } from '../../../machines/payment-return/payment-return.machine'
import { BuyModals } from './BuyModals'
import { PaymentReturnModals } from './PaymentReturnModals'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

export interface PaymentModalsProps {
  /** The payment flow's children (machines/payment): the buy flow and payment return. */
  buyActor: BuyActorRef
  returnActor: PaymentReturnActorRef
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
}

/**
 * What the payment flow shows: the buy flow's notices and dialogs, what a payment became, and the
 * narrow redirect's transaction detail. Payment return's redirects become navigation here, and
 * each order read that decides a result is counted once for analytics.
 */
export function PaymentModals({ buyActor, returnActor, TransactionDetail }: PaymentModalsProps) {
  const [, navigate] = useLocation()

  useEffect(() => {
    const sub = returnActor.on('navigate', ({ path, query }) => {
      navigate(`${path}?${new URLSearchParams(query).toString()}`)
    })
    return () => sub.unsubscribe()
  }, [returnActor, navigate])

  // analytics: what each payment became, once per order read that decides it
  useEffect(() => {
    let last: string | null = null
    const sub = returnActor.subscribe((snapshot) => {
      const { order } = snapshot.context
      const step = ['paymentSuccess', 'packageActive', 'pending', 'notPaid'].find((name) =>
        snapshot.hasTag(`step:${name}` as 'step:pending'),
      )
      const key = step && order ? `${order.orderId}:${order.status}` : null
      if (!key || key === last || !order) return
      last = key
      track('payment_result', order.status)
      if (isPaid(order.status) && /^add[\s-]?on\b/i.test(order.productName))
        track('addon_purchased', order.productName)
    })
    return () => sub.unsubscribe()
  }, [returnActor])

  return (
    <>
      <BuyModals actor={buyActor} />
      <PaymentReturnModals actor={returnActor} />
      <ReturnedTransactionModal actor={returnActor} Detail={TransactionDetail} />
    </>
  )
}
