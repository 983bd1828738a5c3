import { useEffect, useState } from 'react'
import { lazyPart, PartBoundary } from '../ui/lazy-part'
import { onDevicePhoneOpen, type DevicePhoneRequest } from '../lib/device-phone'

// The popups, their machine and form load when a page first asks for them; a failed download
// says so and offers to try again instead of blanking the app.
const DeviceVerificationModal = lazyPart(() => import('../features/stb/DeviceVerificationModal'))

/**
 * The shell's set-top-box phone popups for Device Management (`openDevicePhone()`): the same
 * popups and machine as /stb-profile, their calls made with the customer's login.
 */
export function DevicePhoneHost() {
  const [opening, setOpening] = useState<{ request: DevicePhoneRequest; id: number } | null>(null)
  useEffect(
    () => onDevicePhoneOpen((request) => setOpening((last) => ({ request, id: (last?.id ?? 0) + 1 }))),
    [],
  )
  if (!opening) return null
  const { request, id } = opening
  const close = () => {
    setOpening(null)
    request.onClose()
  }
  return (
    // one boundary and one machine per opening: a new opening says a failure again
    <PartBoundary key={id} onClose={close}>
      <DeviceVerificationModal profile={request.profile} onVerified={request.onVerified} onClose={close} />
    </PartBoundary>
  )
}
