import { lazy, Suspense, useEffect, useState } from 'react'
import { onDevicePhoneOpen, type DevicePhoneRequest } from '../lib/device-phone'

// The popups, their machine and form load when a page first asks for them.
const DeviceVerificationModal = lazy(() => import('../features/stb/DeviceVerificationModal'))

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
  return (
    <Suspense fallback={null}>
      <DeviceVerificationModal
        // one machine per opening
        key={id}
        profile={request.profile}
        onVerified={request.onVerified}
        onClose={() => {
          setOpening(null)
          request.onClose()
        }}
      />
    </Suspense>
  )
}
