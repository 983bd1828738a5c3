/** Path model of the shell's box phone popups: opened for a box, verified or not, closed. */
import type { PathModel } from '../testing/paths'
import { devicePhoneMachine } from './device-phone.machine'

export const BOX_PROFILE = {
  name: 'Dina',
  accountId: 'C-1',
  nohp: '081234567890',
  isPhoneVerified: false,
  email: '',
  sn: 'STB-1',
  macaddress: '',
}

export const devicePhonePathModel: PathModel<typeof devicePhoneMachine> = {
  machine: devicePhoneMachine,
  scenarios: [{ name: 'Device Management asks', input: () => undefined }],
  events: [{ type: 'open', profile: BOX_PROFILE }, { type: 'verified' }, { type: 'close' }],
  // each opening counts up, so the count is left out (one graph node per state and box); the box is
  // kept, as the host shows the popups for it and `verified` names it
  project: (snapshot) => ({ value: snapshot.value, box: snapshot.context.profile?.sn ?? null }),
}
