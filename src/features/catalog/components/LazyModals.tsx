import { lazy, Suspense, useState, type ComponentProps } from 'react'

// The add-on detail (Mantine Modal, the detail call) loads on first open, keeping it out of the
// package pages' initial JavaScript. The channel list modal is shared (src/ui/LazyChannelListModal).
const AddonDetailModalChunk = lazy(async () => ({
  default: (await import('./AddonDetailModal')).AddonDetailModal,
}))

type AddonProps = ComponentProps<typeof AddonDetailModalChunk>

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
