import * as v from 'valibot'
import { field } from '../../ui/field-rules'
import { DEVICE_NAME_MAX_LENGTH, DEVICE_NAME_MIN_LENGTH, ROOMS, type Room } from '../../../contract/user'

/** The Edit Device form (SPEC §5 device name). Messages are codes (messages.ts). */
export type DeviceFieldError = 'nameRequired' | 'min3Char' | 'max60Char'

export const editDeviceSchema = v.object({
  name: field(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty<string, DeviceFieldError>('nameRequired'),
      v.minLength<string, typeof DEVICE_NAME_MIN_LENGTH, DeviceFieldError>(
        DEVICE_NAME_MIN_LENGTH,
        'min3Char',
      ),
      v.maxLength<string, typeof DEVICE_NAME_MAX_LENGTH, DeviceFieldError>(
        DEVICE_NAME_MAX_LENGTH,
        'max60Char',
      ),
    ),
  ),
  location: v.picklist(ROOMS),
})

/** The stored room of a box; '-' or empty means general (SPEC §3). */
export function roomOf(location: string): Room {
  return (ROOMS as readonly string[]).includes(location) ? (location as Room) : 'general'
}
