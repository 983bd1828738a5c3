import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { Room } from '../../api/contract/user'
import type { DeviceFieldError } from './schemas'

export const DEVICE_ERROR_TEXT: Record<DeviceFieldError, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  ...SHARED_FIELD_ERRORS,
  min3Char: msg`Min 3 char`,
}

export const ROOM_TEXT: Record<Room, MessageDescriptor> = {
  general: msg`General`,
  bedroom: msg`Bedroom`,
  livingroom: msg`Living Room`,
  kitchen: msg`Kitchen`,
}
