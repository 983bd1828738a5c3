import type { DeviceProfile } from '../api/b2b'

/**
 * The set-top-box phone popups (SPEC §2; `machines/device-verification`) belong to the stb
 * feature, and Device Management (the devices feature) opens them for a box of the logged-in
 * customer. They meet here, as the address picker does: a page asks, the shell's host listens and
 * runs the popups for that box, and the page hears when the phone was verified and when the
 * popups closed.
 */
export interface DevicePhoneRequest {
  /** the box, as the device service describes it (its customer ID, phone and verified state) */
  profile: DeviceProfile
  /** the phone number is now verified on the box */
  onVerified: () => void
  /** the popups closed (after a verification or not) */
  onClose: () => void
}

const bus = new EventTarget()
const OPEN = 'device-phone.open'

/** Opens the phone popups for a box. */
export function openDevicePhone(request: DevicePhoneRequest): void {
  bus.dispatchEvent(new CustomEvent<DevicePhoneRequest>(OPEN, { detail: request }))
}

/** The shell's modal host: called with each request. Returns the unsubscribe. */
export function onDevicePhoneOpen(listener: (request: DevicePhoneRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<DevicePhoneRequest>).detail)
  bus.addEventListener(OPEN, handler)
  return () => bus.removeEventListener(OPEN, handler)
}
