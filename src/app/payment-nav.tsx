import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useSearch } from 'wouter'
import type { Locale, RouteId } from '../lib/route-paths'
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { hasWaitingPaymentRequest, onPaymentRequested } from '../lib/payment-requests'
import { LazyTransactionDetail } from '../features/transactions/components/LazyTransactionViews'

const PaymentHost = lazy(() => import('../features/payment/PaymentHost'))

/** A partner payment result, or the already-has-package notice (showRecurring), waits in storage. */
function hasStoredPaymentResult(): boolean {
  return (
    Boolean(readStored(STORAGE_KEYS.paymentSuccessData)) || readStored(STORAGE_KEYS.showRecurring) === 'true'
  )
}

/**
 * The payment modals load only when needed: a Buy or Pay request, an order_id in the query (a
 * payment just returned here), or a partner payment result waiting in storage.
 */
export function usePaymentHost(locale: Locale, routeId: RouteId | null): ReactNode {
  const [woken, setWoken] = useState(false)
  const search = useSearch()
  const active = woken || new URLSearchParams(search).has('order_id')
  // once loaded it stays: a payment under way outlives the order_id that brought the host (the
  // history's detail closes as its Continue Payment opens the payment popup)
  if (active && !woken) setWoken(true)

  useEffect(() => {
    if (active) return
    const wake = () => setWoken(true)
    // storage is read after hydration (the page is prerendered), so the host loads a moment later
    if (hasWaitingPaymentRequest() || hasStoredPaymentResult()) {
      queueMicrotask(wake)
      return
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.paymentSuccessData && event.newValue) wake()
    }
    window.addEventListener('storage', onStorage)
    const off = onPaymentRequested(wake)
    return () => {
      off()
      window.removeEventListener('storage', onStorage)
    }
  }, [active])

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <PaymentHost
        locale={locale}
        ignoreOrderInQuery={routeId === 'transactions'}
        TransactionDetail={LazyTransactionDetail}
      />
    </Suspense>
  )
}
