import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AddressFieldError } from './schemas'

/** Text of each validation code (SPEC §5 wording where the spec gives it). */
export const ADDRESS_ERROR_TEXT: Record<AddressFieldError, MessageDescriptor> = {
  fieldRequired: msg`Field is required`,
  onlyAlphabets: msg`Only Alphabets`,
  max60Char: msg`Max 60 char`,
  addressPhone: msg`Start with 08, numbers only with 8 - 14 digits`,
  max300Char: msg`Max 300 char`,
  numbersOnly: msg`Numbers only`,
}
