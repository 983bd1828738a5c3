import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Room } from '../../api/contract/user'
import type { DeviceFieldError } from './schemas'

export const DEVICE_ERROR_TEXT: Record<DeviceFieldError, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  min3Char: msg`Min 3 char`,
  max60Char: msg`Max 60 char`,
}

export const ROOM_TEXT: Record<Room, MessageDescriptor> = {
  general: msg`General`,
  bedroom: msg`Bedroom`,
  livingroom: msg`Living Room`,
  kitchen: msg`Kitchen`,
}
