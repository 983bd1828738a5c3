import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { FieldError } from './schemas'

/** Text of each validation code (SPEC §5 wording where the spec gives it). */
export const FIELD_ERROR_TEXT: Record<FieldError, MessageDescriptor> = {
  ...SHARED_FIELD_ERRORS,
}
