import * as v from 'valibot'
import { field } from '../../ui/field-rules'
import { NAME_MAX_LENGTH, NAME_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../../api/contract/common'

/**
 * One schema per form (SPEC §5), for `useForm` with `valibotResolver`. Messages are codes;
 * views show them as Lingui text (messages.ts), so the same schema serves both languages.
 * The rules themselves (patterns, lengths) live in src/api/contract, shared with the server.
 */
export type FieldError =
  | 'fieldRequired'
  | 'numberOnly'
  | 'phoneLength'
  | 'phonePattern'
  | 'passMin8Char'
  | 'nameNotValid'
  | 'max60Char'
  | 'passwordLettersNumbers'
  | 'passwordNotSame'

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

const password = field(
  v.pipe(
    v.string(),
    v.nonEmpty<string, FieldError>('fieldRequired'),
    v.minLength<string, typeof PASSWORD_MIN_LENGTH, FieldError>(PASSWORD_MIN_LENGTH, 'passMin8Char'),
  ),
)

const newPassword = field(
  v.pipe(password, v.regex<string, FieldError>(/^(?=.*[A-Za-z])(?=.*\d)/, 'passwordLettersNumbers')),
)

const confirm = field(v.pipe(v.string(), v.nonEmpty<string, FieldError>('fieldRequired')))

const name = field(
  v.pipe(
    v.string(),
    v.nonEmpty<string, FieldError>('fieldRequired'),
    v.regex<string, FieldError>(NAME_PATTERN, 'nameNotValid'),
    v.maxLength<string, typeof NAME_MAX_LENGTH, FieldError>(NAME_MAX_LENGTH, 'max60Char'),
  ),
)

/** The login form's first step: the phone only (the password field is not shown yet). */
export const phoneStepSchema = v.object({ phone, password: v.string() })

/** The login form once the phone is known: phone and password. */
export const loginSchema = v.object({ phone, password })

// confirm must equal password; the error belongs to the confirm field.
export const signUpSchema = v.pipe(
  v.object({ name, password: newPassword, confirm }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, 'passwordNotSame'),
    ['confirm'],
  ),
)

export const forgotPasswordSchema = v.pipe(
  v.object({ password, confirm }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, 'passwordNotSame'),
    ['confirm'],
  ),
)
