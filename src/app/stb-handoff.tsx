/**
 * SPEC §2: a login or sign-up on /stb-profile makes the box of the link the device in view:
 * the app goes home, shows that box's detail and activates the top bar. The device detail and
 * the user client load only when it happens.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import type { Device } from '../api/contract/user'
import type { Runtime } from './runtime'
import { withAccountCatalog } from '../i18n/i18n'
import { lazyPart, PartBoundary } from '../ui/lazy-part'

// a failed download says so and offers to try again (PartBoundary), the page staying
const DeviceDetailModal = lazyPart(async () => ({
  default: (await withAccountCatalog(import('../features/devices/components/DeviceDetailModal')))
    .DeviceDetailModal,
}))

export interface StbHandoff {
  topbarActive: boolean
  /** The detail of the link's box, once a login on /stb-profile found it. */
  modal: ReactNode
}

export function useStbHandoff(runtime: Runtime | null): StbHandoff {
  const [location, navigate] = useLocation()
  const here = useRef({ location, navigate })
  useEffect(() => {
    here.current = { location, navigate }
  })
  const [device, setDevice] = useState<Device | null>(null)
  const [topbarActive, setTopbarActive] = useState(false)

  useEffect(() => {
    if (!runtime) return
    const subscription = runtime.authActor.on('loggedIn', () => {
      if (!here.current.location.includes('stb-profile')) return
      const sn = new URLSearchParams(window.location.search).get('sn')
      setTopbarActive(true)
      here.current.navigate('/')
      if (!sn) return
      import('../api/user')
        .then(({ getDevice }) => getDevice(sn))
        .then(setDevice, (error: unknown) =>
          console.warn('the box of the link is not in this account:', error),
        )
    })
    return () => subscription.unsubscribe()
  }, [runtime])

  return {
    topbarActive,
    modal: device && (
      <PartBoundary onClose={() => setDevice(null)}>
        <DeviceDetailModal
          device={device}
          onClose={() => setDevice(null)}
          onEdit={() => {
            setDevice(null)
            here.current.navigate('/account/device-management')
          }}
        />
      </PartBoundary>
    ),
  }
}
