import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { AddressFieldError } from './schemas'

/** Text of each validation code (SPEC §5 wording where the spec gives it). */
export const ADDRESS_ERROR_TEXT: Record<AddressFieldError, MessageDescriptor> = {
  ...SHARED_FIELD_ERRORS,
  onlyAlphabets: msg`Only Alphabets`,
  addressPhone: msg`Start with 08, numbers only with 8 - 14 digits`,
  max300Char: msg`Max 300 char`,
  numbersOnly: msg`Numbers only`,
}
