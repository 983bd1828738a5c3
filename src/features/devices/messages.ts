import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { Room } from '../../../contract/user'
import type { DeviceFieldError } from './schemas'

export const DEVICE_ERROR_TEXT: Record<DeviceFieldError, MessageDescriptor> = {
  nameRequired: msg`Name is required`,
  ...SHARED_FIELD_ERRORS,
  min3Char: msg`Min 3 char`,
}

/**
 * The device service's refusals of an edit (snEditBody's words) that the form's own checks normally
 * catch first, each said with the field's own message: the service answers in English whatever the
 * page's language.
 */
export const DEVICE_REFUSAL_TEXT: Record<string, MessageDescriptor> = {
  'Name is required': DEVICE_ERROR_TEXT.nameRequired,
  'Min 3 char': DEVICE_ERROR_TEXT.min3Char,
  'Max 60 char': DEVICE_ERROR_TEXT.max60Char,
}

export const ROOM_TEXT: Record<Room, MessageDescriptor> = {
  general: msg`General`,
  bedroom: msg`Bedroom`,
  livingroom: msg`Living Room`,
  kitchen: msg`Kitchen`,
}
