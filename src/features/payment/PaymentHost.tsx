import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { localizePath, type Locale } from '../../lib/route-paths'
import { takePaymentRequests } from '../../lib/payment-requests'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { getPaymentActor } from './payment-runtime'
import { PaymentModals } from './PaymentModals'
import type { TransactionDetailSlot } from './ReturnedTransactionModal'

interface PaymentHostProps {
  locale: Locale
  /** Where an order_id in the query belongs to another view (the transaction page opens its detail). */
  ignoreOrderInQuery: boolean
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
  /** The payment flow: the app's (getPaymentActor) unless given, as tests do. */
  actor?: PaymentActorRef
}

/**
 * The app shell's payment modals: hands Buy and Pay requests, and every order_id in the address,
 * to the payment flow (machines/payment, which knows which order it already has in hand), turns
 * its redirects into navigation, and shows what it shows.
 */
export default function PaymentHost({
  locale,
  ignoreOrderInQuery,
  TransactionDetail,
  actor,
}: PaymentHostProps) {
  const payment = actor ?? getPaymentActor()
  const search = useSearch()
  const [, navigate] = useLocation()

  useEffect(
    () =>
      takePaymentRequests((request) => {
        if (request.kind === 'buy') {
          payment.send({ type: 'buy', pkg: request.pkg, returnPath: localizePath('/token', locale) })
        } else {
          payment.send({ type: 'pay', ...request })
        }
      }),
    [payment, locale],
  )

  useEffect(() => {
    const sub = payment.on('navigate', ({ path, query }) => {
      navigate(`${path}?${new URLSearchParams(query).toString()}`)
    })
    return () => sub.unsubscribe()
  }, [payment, navigate])

  const query = new URLSearchParams(search)
  const orderId = query.get('order_id')
  const openTx = query.get('open_tx') === 'true'
  useEffect(() => {
    if (!orderId || ignoreOrderInQuery) return
    payment.send({ type: 'returned', orderId, openTx })
  }, [orderId, openTx, ignoreOrderInQuery, payment])

  return <PaymentModals actor={payment} TransactionDetail={TransactionDetail} />
}
