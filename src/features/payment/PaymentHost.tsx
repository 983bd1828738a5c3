import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import { localizePath, type Locale } from '../../lib/route-paths'
import { takePaymentRequests } from '../../lib/payment-requests'
import { track } from '../../lib/analytics'
import { isPaid } from '../../api/contract/order-status'
import { getPaymentRuntime, type PaymentActors } from './payment-runtime'
import { BuyModals } from './BuyModals'
import { PaymentReturnModals } from './PaymentReturnModals'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

interface PaymentHostProps {
  locale: Locale
  /** Where an order_id in the query belongs to another view (the transaction page opens its detail). */
  ignoreOrderInQuery: boolean
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
  /** The buy and payment-return actors: the app's (getPaymentRuntime) unless given, as tests do. */
  actors?: PaymentActors
}

/** The app shell's payment modals: takes Buy and Pay requests and shows what the payment became. */
export default function PaymentHost({
  locale,
  ignoreOrderInQuery,
  TransactionDetail,
  actors,
}: PaymentHostProps) {
  const { buyActor, returnActor } = actors ?? getPaymentRuntime()
  const [, navigate] = useLocation()
  const search = useSearch()
  const shown = useRef<string | null>(null)

  useEffect(
    () =>
      takePaymentRequests((request) => {
        if (request.kind === 'buy') {
          track('buy_started', request.pkg.productCode)
          buyActor.send({
            type: 'buy',
            pkg: request.pkg,
            returnPath: localizePath('/token', locale),
          })
        } else {
          shown.current = request.orderId
          returnActor.send({ type: 'pay', ...request })
        }
      }),
    [buyActor, returnActor, locale],
  )

  // The partner window is gone (closed by the customer, or by the return page after paying): the
  // payment-return flow says where a payment made there shows, unless a stored result already did.
  useEffect(() => {
    const sub = buyActor.on('paymentWindowClosed', () => returnActor.send({ type: 'partnerWindow.closed' }))
    return () => sub.unsubscribe()
  }, [buyActor, returnActor])

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

  useEffect(() => {
    const sub = returnActor.on('navigate', ({ path, query }) => {
      navigate(`${path}?${new URLSearchParams(query).toString()}`)
    })
    return () => sub.unsubscribe()
  }, [returnActor, navigate])

  const query = new URLSearchParams(search)
  const orderId = query.get('order_id')
  const openTx = query.get('open_tx') === 'true'
  useEffect(() => {
    if (!orderId || ignoreOrderInQuery || shown.current === orderId) return
    shown.current = orderId
    returnActor.send({ type: 'returned', orderId, openTx })
  }, [orderId, openTx, ignoreOrderInQuery, returnActor])

  return (
    <>
      <BuyModals actor={buyActor} />
      <PaymentReturnModals actor={returnActor} />
      <ReturnedTransactionModal actor={returnActor} Detail={TransactionDetail} />
    </>
  )
}
