import { lazy, useState, type ComponentProps } from 'react'
import { Skeleton } from '@mantine/core'
import { PartBoundary } from '../../../ui/lazy-part'

// The detail (with its package call), the modals and the Edit Device form load on first use,
// keeping Mantine's Modal, Select and the form library out of the page's initial JavaScript. A
// failed download says so and offers to try again (PartBoundary), the page staying. React's lazy,
// not lazyPart: lazyPart's use() suspends inside a tap's act() in tests and is never retried there.
const DetailModal = lazy(async () => ({ default: (await import('./DeviceDetailModal')).DeviceDetailModal }))
const EditModal = lazy(async () => ({ default: (await import('./EditDeviceModal')).EditDeviceModal }))
const Detail = lazy(async () => ({ default: (await import('./DeviceDetail')).DeviceDetail }))

/** Renders nothing until first opened, then stays mounted so closing animates and returns focus. */
function useOpenedOnce(open: boolean): boolean {
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)
  return used || open
}

// Each modal has a boundary of its own, told when it opens (`opened`): the detail modal closes
// while the channel list or the phone popups cover it, and a failure is said again when it reopens.
export function LazyDeviceDetailModal(props: ComponentProps<typeof DetailModal>) {
  if (!useOpenedOnce(props.device !== null)) return null
  return (
    <PartBoundary opened={props.device !== null} onClose={props.onClose}>
      <DetailModal {...props} />
    </PartBoundary>
  )
}

export function LazyEditDeviceModal(props: ComponentProps<typeof EditModal>) {
  if (!useOpenedOnce(props.device !== null)) return null
  return (
    <PartBoundary opened={props.device !== null} onClose={props.onClose}>
      <EditModal {...props} />
    </PartBoundary>
  )
}

/** The detail inline (narrow screens): a failure notice over the page, its "Back" staying. */
export function LazyDeviceDetail(props: ComponentProps<typeof Detail>) {
  return (
    <PartBoundary fallback={<Skeleton height={400} radius="lg" />}>
      <Detail {...props} />
    </PartBoundary>
  )
}
