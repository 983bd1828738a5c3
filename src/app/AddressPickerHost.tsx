import { lazyPart, PartBoundary } from '../ui/lazy-part'
import { useActorValue } from '../lib/app-system'
import type { AddressPickerActorRef } from '../../machines/address-picker/address-picker.machine'

// The modal, its form, the region client and the cascade machine load on first open.
const AddressListModal = lazyPart(() => import('../features/addresses/AddressListModal'))

/** The shell's address list modal, shown while the app's `addressPicker` child is open. */
function AddressPickerHost({ picker }: { picker: AddressPickerActorRef | undefined }) {
  const opened = useActorValue(picker, (s) => s.hasTag('step:open'))
  if (!picker || !opened) return null
  const close = () => picker.send({ type: 'close' })
  return (
    <PartBoundary opened={opened} onClose={close}>
      <AddressListModal
        opened={opened}
        onClose={close}
        onChoose={(address) => picker.send({ type: 'choose', address })}
      />
    </PartBoundary>
  )
}

/** The host, and its modal's code to load ahead (a page idle a while, a test). */
const Host = Object.assign(AddressPickerHost, { preload: AddressListModal.preload })
export { Host as AddressPickerHost }
