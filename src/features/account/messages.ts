import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AccountFieldError } from './schemas'

/** Text of each validation code of the account forms (SPEC §5 wording where the spec gives it). */
export const ACCOUNT_ERROR_TEXT: Record<AccountFieldError, MessageDescriptor> = {
  fieldRequired: msg`Field is required`,
  nameNotValid: msg`Use letters and spaces only, starting with a letter`,
  max60Char: msg`Max 60 char`,
  emailRequired: msg`Email is required`,
  emailNotValid: msg`Email is not valid`,
  fileNotValid: msg`File is not valid`,
  max2Mb: msg`Max 2 MB`,
  passMin8Char: msg`Password must be at least 8 characters`,
  samePasswordOld: msg`The new password must differ from the old one`,
  passwordNotSame: msg`Password doesn't match`,
}
