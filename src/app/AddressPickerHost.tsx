import { useEffect, useState } from 'react'
import { lazyPart, PartBoundary } from '../ui/lazy-part'
import { onAddressPickerOpen } from '../lib/address-picker'

// The modal, its form, the region client and the cascade machine load on first open.
const AddressListModal = lazyPart(() => import('../features/addresses/AddressListModal'))

/** The shell's address list modal: any page opens it with `openAddressPicker()`. */
export function AddressPickerHost() {
  const [opened, setOpened] = useState(false)
  const [used, setUsed] = useState(false)
  useEffect(
    () =>
      onAddressPickerOpen(() => {
        setUsed(true)
        setOpened(true)
      }),
    [],
  )
  if (!used) return null
  return (
    <PartBoundary opened={opened} onClose={() => setOpened(false)}>
      <AddressListModal opened={opened} onClose={() => setOpened(false)} />
    </PartBoundary>
  )
}
