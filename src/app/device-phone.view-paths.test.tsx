// @vitest-environment jsdom
/**
 * The box phone popups' generated paths, driven through the shell's host: the popups show while
 * the child is open, a fresh run for each opening, and tell it what happened. The popups
 * themselves are the device-verification flow's view, with its own view paths: here a stand-in
 * dialog naming the box, with the two things it reports, a verified phone and its closing.
 */
import { screen, within } from '@testing-library/react'
import { beforeAll, expect, vi } from 'vitest'
import { BOX_PROFILE, devicePhonePathModel } from '../../machines/device-phone/device-phone.paths'
import { describeViewPaths } from '../test/view-paths'
import { DevicePhoneHost } from './DevicePhoneHost'

vi.mock('../features/stb/DeviceVerificationModal', () => ({
  default: (props: { profile: { sn: string }; onVerified: () => void; onClose: () => void }) => (
    <dialog open aria-label={`phone of ${props.profile.sn}`}>
      <button onClick={props.onVerified}>Verified</button>
      <button onClick={props.onClose}>Close</button>
    </dialog>
  ),
}))

// the popups' chunk, as a page that has been idle a while has it
beforeAll(() => DevicePhoneHost.preload())

const popups = () => screen.queryByRole('dialog', { name: `phone of ${BOX_PROFILE.sn}` })

describeViewPaths({
  flow: 'device-phone',
  pathModel: devicePhonePathModel,
  render: (actor) => <DevicePhoneHost phone={actor} />,
  states: {
    'devicePhone.closed': () => expect(popups()).toBeNull(),
    'devicePhone.open': async () => {
      expect(await screen.findByRole('dialog', { name: `phone of ${BOX_PROFILE.sn}` })).toBeVisible()
    },
  },
  events: {
    // Device Management's Verify button (src/features/devices/DevicesPage.test.tsx)
    open: async (view) => view.sendFromOutside(),
    verified: async (view) => view.user.click(within(popups()!).getByRole('button', { name: 'Verified' })),
    close: async (view) => view.user.click(within(popups()!).getByRole('button', { name: 'Close' })),
  },
})
