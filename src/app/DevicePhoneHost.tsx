import { lazyPart, PartBoundary } from '../ui/lazy-part'
import { useActorValue } from '../lib/app-system'
import type { DevicePhoneActorRef } from '../../machines/device-phone/device-phone.machine'

// The popups, their machine and form load when a page first asks for them; a failed download
// says so and offers to try again instead of blanking the app.
const DeviceVerificationModal = lazyPart(() => import('../features/stb/DeviceVerificationModal'))

/**
 * The shell's set-top-box phone popups for Device Management, shown while the app's `devicePhone`
 * child is open: the same popups and machine as /stb-profile, their calls made with the
 * customer's login.
 */
function DevicePhoneHost({ phone }: { phone: DevicePhoneActorRef | undefined }) {
  const profile = useActorValue(phone, (s) => s.context.profile)
  const opening = useActorValue(phone, (s) => s.context.opening)
  if (!phone || !profile) return null
  const close = () => phone.send({ type: 'close' })
  return (
    // one boundary and one machine per opening: a new opening says a failure again
    <PartBoundary key={opening} onClose={close}>
      <DeviceVerificationModal
        profile={profile}
        onVerified={() => phone.send({ type: 'verified' })}
        onClose={close}
      />
    </PartBoundary>
  )
}

/** The host, and its modal's code to load ahead (a page idle a while, a test). */
const Host = Object.assign(DevicePhoneHost, { preload: DeviceVerificationModal.preload })
export { Host as DevicePhoneHost }
