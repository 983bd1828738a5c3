import type { Address } from '../api/contract/go'

/**
 * The delivery-address list modal is one modal of the app shell (SPEC §2 layouts), opened from
 * the account page and from checkout, which are different features. They meet here: a page asks
 * for the picker, the shell's modal host listens and opens it, and the address the customer
 * selects is broadcast to whoever listens.
 */
const bus = new EventTarget()
const OPEN = 'address-picker.open'
const CHOSEN = 'address-picker.chosen'

/** Opens the address list modal. */
export function openAddressPicker(): void {
  bus.dispatchEvent(new Event(OPEN))
}

/** The shell's modal host: called each time a page asks for the picker. Returns the unsubscribe. */
export function onAddressPickerOpen(listener: () => void): () => void {
  bus.addEventListener(OPEN, listener)
  return () => bus.removeEventListener(OPEN, listener)
}

/** Broadcasts the address the customer selected (the modal closes itself). */
export function chooseAddress(address: Address): void {
  bus.dispatchEvent(new CustomEvent<Address>(CHOSEN, { detail: address }))
}

/** Called with each address the customer selects. Returns the unsubscribe. */
export function onAddressChosen(listener: (address: Address) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Address>).detail)
  bus.addEventListener(CHOSEN, handler)
  return () => bus.removeEventListener(CHOSEN, handler)
}
