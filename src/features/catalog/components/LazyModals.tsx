import { useEffect, useState, type ComponentProps } from 'react'
import { lazyPart, PartBoundary } from '../../../ui/lazy-part'
import { whenIdle } from '../../../lib/prefetch'

// The add-on detail (Mantine Modal, the detail call) is kept out of the package pages' initial
// JavaScript and fetched once the page is idle, so See details answers at once. The channel list
// modal is shared (src/ui/LazyChannelListModal).
const AddonDetailModalChunk = lazyPart(async () => ({
  default: (await import('./AddonDetailModal')).AddonDetailModal,
}))

type AddonProps = ComponentProps<typeof AddonDetailModalChunk>

/** Renders nothing until first opened, then stays mounted so closing animates and returns focus. */
export function LazyAddonDetailModal(props: AddonProps) {
  const [used, setUsed] = useState(false)
  if (props.addon !== null && !used) setUsed(true)
  useEffect(() => whenIdle([AddonDetailModalChunk.preload]), [])
  if (!used) return null
  return (
    <PartBoundary opened={props.addon !== null} onClose={props.onClose}>
      <AddonDetailModalChunk {...props} />
    </PartBoundary>
  )
}
