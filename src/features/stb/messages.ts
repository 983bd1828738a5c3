import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FieldError } from './schemas'

export const FIELD_ERROR_TEXT: Record<FieldError, MessageDescriptor> = {
  fieldRequired: msg`Field is required`,
  phonePattern: msg`Invalid mobile phone number pattern`,
}
