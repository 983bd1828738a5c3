import * as v from 'valibot'
import { field } from '../../ui/field-rules'
import { PHONE_PATTERN } from '../../../contract/common'

/** Codes of the verification form's messages (messages.ts gives their text). */
export type FieldError = 'fieldRequired' | 'phonePattern'

/**
 * SPEC §3 device verification form: the box's account ID, serial number and email come from
 * its profile (shown, not edited); the phone number follows the service's rule.
 */
export const verificationSchema = v.object({
  accountId: v.string(),
  sn: v.string(),
  phoneNumber: field(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty<string, FieldError>('fieldRequired'),
      v.regex<string, FieldError>(PHONE_PATTERN, 'phonePattern'),
    ),
  ),
  email: v.string(),
})
