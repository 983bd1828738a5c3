import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { Skeleton } from '@mantine/core'
import { withAccountCatalog } from '../../../i18n/i18n'

// The detail and its modal load on first use, keeping Mantine's Modal out of the page's initial
// JavaScript; their words are the account area's catalog, which loads with them (the home page
// shows the detail after a payment on a phone).
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
    <Suspense fallback={null}>
      <DetailModal {...props} />
    </Suspense>
  )
}

export function LazyTransactionDetail(props: ComponentProps<typeof Detail>) {
  return (
    <Suspense fallback={<Skeleton height={360} radius="md" />}>
      <Detail {...props} />
    </Suspense>
  )
}
