import { useEffect } from 'react'
import { useLocation } from 'wouter'
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
 * narrow redirect's transaction detail. Payment return's redirects become navigation here.
 */
export function PaymentModals({ buyActor, returnActor, TransactionDetail }: PaymentModalsProps) {
  const [, navigate] = useLocation()

  useEffect(() => {
    const sub = returnActor.on('navigate', ({ path, query }) => {
      navigate(`${path}?${new URLSearchParams(query).toString()}`)
    })
    return () => sub.unsubscribe()
  }, [returnActor, navigate])

  return (
    <>
      <BuyModals actor={buyActor} />
      <PaymentReturnModals actor={returnActor} />
      <ReturnedTransactionModal actor={returnActor} Detail={TransactionDetail} />
    </>
  )
}
