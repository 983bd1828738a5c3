import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { FieldError } from './schemas'

export const FIELD_ERROR_TEXT: Record<FieldError, MessageDescriptor> = SHARED_FIELD_ERRORS
