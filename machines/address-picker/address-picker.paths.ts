/** Path model of the shell's address picker: opened, closed, an address chosen. */
import type { PathModel } from '../testing/paths'
import { addressPickerMachine } from './address-picker.machine'
import { SAVED_ADDRESS } from '../address-cascade/address-cascade.fixtures'

export const addressPickerPathModel: PathModel<typeof addressPickerMachine> = {
  machine: addressPickerMachine,
  scenarios: [{ name: 'a page asks', input: () => undefined }],
  events: [{ type: 'open' }, { type: 'close' }, { type: 'choose', address: SAVED_ADDRESS }],
}
