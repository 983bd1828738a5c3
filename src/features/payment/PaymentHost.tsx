import { useEffect, useRef } from 'react'
import { useLocation, useSearch } from 'wouter'
import type { Locale } from '../../lib/route-paths'
import { takePaymentRequests } from '../../lib/payment-requests'
import { getPaymentRuntime } from './payment-runtime'
import { BuyModals } from './BuyModals'
import { PaymentReturnModals } from './PaymentReturnModals'

interface PaymentHostProps {
  locale: Locale
  /** Where an order_id in the query belongs to another view (the transaction page opens its detail). */
  ignoreOrderInQuery: boolean
}

/** The app shell's payment modals: takes Buy and Pay requests and shows what the payment became. */
export default function PaymentHost({ locale, ignoreOrderInQuery }: PaymentHostProps) {
  const { buyActor, returnActor } = getPaymentRuntime()
  const [, navigate] = useLocation()
  const search = useSearch()
  const shown = useRef<string | null>(null)

  useEffect(
    () =>
      takePaymentRequests((request) => {
        if (request.kind === 'buy') {
          buyActor.send({
            type: 'buy',
            pkg: request.pkg,
            returnPath: locale === 'id' ? '/id/token' : '/token',
          })
        } else {
          shown.current = request.orderId
          returnActor.send({ type: 'pay', ...request })
        }
      }),
    [buyActor, returnActor, locale],
  )

  useEffect(() => {
    const sub = returnActor.on('navigate', ({ path, query }) => {
      navigate(`${path}?${new URLSearchParams(query).toString()}`)
    })
    return () => sub.unsubscribe()
  }, [returnActor, navigate])

  const orderId = new URLSearchParams(search).get('order_id')
  useEffect(() => {
    if (!orderId || ignoreOrderInQuery || shown.current === orderId) return
    shown.current = orderId
    returnActor.send({ type: 'returned', orderId })
  }, [orderId, ignoreOrderInQuery, returnActor])

  return (
    <>
      <BuyModals actor={buyActor} />
      <PaymentReturnModals actor={returnActor} />
    </>
  )
}
