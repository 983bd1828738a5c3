import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FieldError } from './schemas'

/** Text of each validation code (SPEC §5 wording where the spec gives it). */
export const FIELD_ERROR_TEXT: Record<FieldError, MessageDescriptor> = {
  fieldRequired: msg`Field is required`,
  numberOnly: msg`Number only`,
  phoneLength: msg`At least 8 characters and maximum 14 characters`,
  phonePattern: msg`Invalid mobile phone number pattern`,
  passMin8Char: msg`Password must be at least 8 characters`,
  nameNotValid: msg`Use letters and spaces only, starting with a letter`,
  max60Char: msg`Max 60 char`,
  passwordLettersNumbers: msg`Combine letters and numbers`,
  passwordNotSame: msg`Password doesn't match`,
}
