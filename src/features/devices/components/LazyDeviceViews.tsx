import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { Skeleton } from '@mantine/core'

// The detail (with its package call), the modals and the Edit Device form load on first use,
// keeping Mantine's Modal, Select and the form library out of the page's initial JavaScript.
const DetailModal = lazy(async () => ({ default: (await import('./DeviceDetailModal')).DeviceDetailModal }))
const EditModal = lazy(async () => ({ default: (await import('./EditDeviceModal')).EditDeviceModal }))
const Detail = lazy(async () => ({ default: (await import('./DeviceDetail')).DeviceDetail }))

/** Renders nothing until first opened, then stays mounted so closing animates and returns focus. */
function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)
  return used || open
}

export function LazyDeviceDetailModal(props: ComponentProps<typeof DetailModal>) {
  if (!useOpenedOnce(props.device !== null)) return null
  return (
    <Suspense fallback={null}>
      <DetailModal {...props} />
    </Suspense>
  )
}

export function LazyEditDeviceModal(props: ComponentProps<typeof EditModal>) {
  if (!useOpenedOnce(props.device !== null)) return null
  return (
    <Suspense fallback={null}>
      <EditModal {...props} />
    </Suspense>
  )
}

export function LazyDeviceDetail(props: ComponentProps<typeof Detail>) {
  return (
    <Suspense fallback={<Skeleton height={400} radius="lg" />}>
      <Detail {...props} />
    </Suspense>
  )
}
