import { lazy, useState, type ComponentProps } from 'react'
import { Skeleton } from '@mantine/core'
import { withAccountCatalog } from '../../../i18n/i18n'
import { PartBoundary } from '../../../ui/lazy-part'

// The detail and its modal load on first use, keeping Mantine's Modal out of the page's initial
// JavaScript; their words are the account area's catalog, which loads with them (the home page
// shows the detail after a payment on a phone). A failed download says so and offers to try
// again (PartBoundary), the page staying.
const DetailModal = lazy(async () => ({
  default: (await withAccountCatalog(import('./TransactionDetailModal'))).TransactionDetailModal,
}))
const Detail = lazy(async () => ({
  default: (await withAccountCatalog(import('./TransactionDetail'))).TransactionDetail,
}))

export function LazyTransactionDetailModal(props: ComponentProps<typeof DetailModal>) {
  const [used, setUsed] = useState(false)
  if (props.orderId !== null && !used) setUsed(true)
  if (!used && props.orderId === null) return null
  return (
    // told when it opens: a failure is said again when another transaction is opened
    <PartBoundary opened={props.orderId !== null} onClose={props.onClose}>
      <DetailModal {...props} />
    </PartBoundary>
  )
}

/** The detail inline (narrow screens, the payment result): closing a failure notice leaves it, as Cancel does. */
export function LazyTransactionDetail(props: ComponentProps<typeof Detail>) {
  return (
    <PartBoundary fallback={<Skeleton height={360} radius="md" />} onClose={props.onCancel}>
      <Detail {...props} />
    </PartBoundary>
  )
}
