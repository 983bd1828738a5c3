import { lazy, Suspense, useState, type ComponentProps } from 'react'

// The modals (Mantine Modal, the search field, the detail call) load on first open, keeping
// them out of the package pages' initial JavaScript.
const AddonDetailModalChunk = lazy(async () => ({
  default: (await import('./AddonDetailModal')).AddonDetailModal,
}))
const ChannelListModalChunk = lazy(async () => ({
  default: (await import('./ChannelListModal')).ChannelListModal,
}))

type AddonProps = ComponentProps<typeof AddonDetailModalChunk>
type ChannelProps = ComponentProps<typeof ChannelListModalChunk>

/** Renders nothing until first opened, then stays mounted so closing animates and returns focus. */
export function LazyAddonDetailModal(props: AddonProps) {
  const [used, setUsed] = useState(false)
  if (props.addon !== null && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <AddonDetailModalChunk {...props} />
    </Suspense>
  )
}

export function LazyChannelListModal(props: ChannelProps) {
  const [used, setUsed] = useState(false)
  if (props.productgroup !== null && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ChannelListModalChunk {...props} />
    </Suspense>
  )
}
