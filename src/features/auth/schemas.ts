import * as v from 'valibot'

/**
 * Form rules of SPEC §5. Messages are codes; views turn them into Lingui text (messages.ts),
 * so the same schema serves both languages.
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

const MOBILE_PATTERN = /^(\+62|62|0)8[1-9]\d{5,11}$/

export const phoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty<string, FieldError>('fieldRequired'),
  v.regex<string, FieldError>(/^\+?\d+$/, 'numberOnly'),
  v.check<string, FieldError>(
    (s) => s.replace('+', '').length >= 8 && s.replace('+', '').length <= 14,
    'phoneLength',
  ),
  v.regex<string, FieldError>(MOBILE_PATTERN, 'phonePattern'),
)

export const loginPasswordSchema = v.pipe(
  v.string(),
  v.nonEmpty<string, FieldError>('fieldRequired'),
  v.minLength<string, 8, FieldError>(8, 'passMin8Char'),
)

const newPassword = v.pipe(
  v.string(),
  v.nonEmpty<string, FieldError>('fieldRequired'),
  v.minLength<string, 8, FieldError>(8, 'passMin8Char'),
)

const confirm = v.pipe(v.string(), v.nonEmpty<string, FieldError>('fieldRequired'))

export const signUpSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.nonEmpty<string, FieldError>('fieldRequired'),
      v.regex<string, FieldError>(/^[A-Za-z][A-Za-z ]*$/, 'nameNotValid'),
      v.maxLength<string, 60, FieldError>(60, 'max60Char'),
    ),
    password: v.pipe(
      newPassword,
      v.regex<string, FieldError>(/^(?=.*[A-Za-z])(?=.*\d)/, 'passwordLettersNumbers'),
    ),
    confirm,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, 'passwordNotSame'),
    ['confirm'],
  ),
)

// confirm must equal password; the error belongs to the confirm field.
export const forgotPasswordSchema = v.pipe(
  v.object({ password: newPassword, confirm }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (i) => i.password === i.confirm, 'passwordNotSame'),
    ['confirm'],
  ),
)

/** The first problem of each field, as codes: what a form shows under each input. */
export function fieldErrors<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): Partial<Record<string, FieldError>> {
  const result = v.safeParse(schema, values)
  if (result.success) return {}
  const errors: Partial<Record<string, FieldError>> = {}
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') ?? ''
    errors[key] ??= issue.message as FieldError
  }
  return errors
}
