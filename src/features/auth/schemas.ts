import * as v from 'valibot'
import {
  confirmMatches,
  nameField,
  newPasswordField,
  passwordField,
  phoneField,
  requiredField,
  type SharedFieldError,
} from '../../ui/field-rules'

/**
 * One schema per form (SPEC §5), for `useForm` with `valibotResolver`, composed of the shared
 * fields (src/ui/field-rules.ts), the login phone among them. Messages are codes; views show them as
 * Lingui text (messages.ts), so the same schema serves both languages. The rules themselves
 * (patterns, lengths) live in contract/, shared with the server.
 */
export type FieldError = SharedFieldError

/** The login form's first step: the phone only (the password field is not shown yet). */
export const phoneStepSchema = v.object({ phone: phoneField, password: v.string() })

/** The login form once the phone is known: phone and password. */
export const loginSchema = v.object({ phone: phoneField, password: passwordField })

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
