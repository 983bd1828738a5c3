import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import type { AccountFieldError } from './schemas'

/** Text of each validation code of the account forms (SPEC §5 wording where the spec gives it). */
export const ACCOUNT_ERROR_TEXT: Record<AccountFieldError, MessageDescriptor> = {
  ...SHARED_FIELD_ERRORS,
  emailRequired: msg`Email is required`,
  emailNotValid: msg`Email is not valid`,
  fileNotValid: msg`File is not valid`,
  max2Mb: msg`Max 2 MB`,
  samePasswordOld: msg`The new password must differ from the old one`,
}
