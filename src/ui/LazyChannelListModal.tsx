import { lazy, useState } from 'react'
import { PartBoundary } from './lazy-part'
import type { ChannelListModalProps } from './ChannelListModal'

// The modal (Mantine Modal, the search field, the channel call) loads on first open, keeping it
// out of the initial JavaScript of the pages that offer it. A failed download says so and offers
// to try again (PartBoundary), the page staying.
const ChannelListModalChunk = lazy(async () => ({
  default: (await import('./ChannelListModal')).ChannelListModal,
}))

/** Renders nothing until first opened, then stays mounted so closing animates and returns focus. */
export function LazyChannelListModal(props: ChannelListModalProps) {
  const [used, setUsed] = useState(false)
  if (props.productgroup !== null && !used) setUsed(true)
  if (!used) return null
  return (
    <PartBoundary opened={props.productgroup !== null} onClose={props.onClose}>
      <ChannelListModalChunk {...props} />
    </PartBoundary>
  )
}
