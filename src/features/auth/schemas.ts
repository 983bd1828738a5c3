import * as v from 'valibot'
import {
  confirmMatches,
  field,
  nameField,
  newPasswordField,
  passwordField,
  requiredField,
  type SharedFieldError,
} from '../../ui/field-rules'
import { PHONE_PATTERN } from '../../../contract/common'

/**
 * One schema per form (SPEC §5), for `useForm` with `valibotResolver`, composed of the shared
 * fields (src/ui/field-rules.ts) and the login phone. Messages are codes; views show them as
 * Lingui text (messages.ts), so the same schema serves both languages. The rules themselves
 * (patterns, lengths) live in contract/, shared with the server.
 */
export type FieldError = SharedFieldError | 'numberOnly' | 'phoneLength'

const digitCount = (s: string) => s.replace('+', '').length

const phone = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, FieldError>('fieldRequired'),
    v.regex<string, FieldError>(/^\+?\d+$/, 'numberOnly'),
    v.check<string, FieldError>((s) => digitCount(s) >= 8 && digitCount(s) <= 14, 'phoneLength'),
    v.regex<string, FieldError>(PHONE_PATTERN, 'phonePattern'),
  ),
)

/** The login form's first step: the phone only (the password field is not shown yet). */
export const phoneStepSchema = v.object({ phone, password: v.string() })

/** The login form once the phone is known: phone and password. */
export const loginSchema = v.object({ phone, password: passwordField })

const signUpFields = v.object({ name: nameField, password: newPasswordField, confirm: requiredField })
export const signUpSchema = v.pipe(
  signUpFields,
  confirmMatches<v.InferOutput<typeof signUpFields>>('password', 'confirm'),
)

const forgotPasswordFields = v.object({ password: passwordField, confirm: requiredField })
export const forgotPasswordSchema = v.pipe(
  forgotPasswordFields,
  confirmMatches<v.InferOutput<typeof forgotPasswordFields>>('password', 'confirm'),
)
