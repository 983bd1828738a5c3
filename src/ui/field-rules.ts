/**
 * What the forms' valibot schemas share (useSchemaForm, src/ui/use-schema-form.ts): a field shows
 * its first problem only; the fields several forms ask for (a person's name, a password, its
 * confirmation) are declared here once, with their codes; each code has one text (SPEC §5
 * wording). A feature's schemas.ts composes these fields and wraps its own in `field()`; its
 * messages.ts spreads SHARED_FIELD_ERRORS and adds its own codes. The patterns and lengths
 * themselves are the service's too: contract/common.ts.
 */
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { NAME_MAX_LENGTH, NAME_PATTERN, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '../../contract/common'

/** A field shows its first problem: the resolver keeps one message a field, so stop at the first. */
export const field = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true })

export const SHARED_FIELD_ERRORS = {
  fieldRequired: msg`Field is required`,
  max60Char: msg`Max 60 char`,
  nameNotValid: msg`Use letters and spaces only, starting with a letter`,
  passMin8Char: msg`Password must be at least 8 characters`,
  passwordLettersNumbers: msg`Combine letters and numbers`,
  passwordNotSame: msg`Password doesn't match`,
  phonePattern: msg`Invalid mobile phone number pattern`,
  numberOnly: msg`Number only`,
  phoneLength: msg`At least 8 characters and maximum 14 characters`,
} satisfies Record<string, MessageDescriptor>

/** The validation codes every form may use; a feature's own code union adds to these. */
export type SharedFieldError = keyof typeof SHARED_FIELD_ERRORS

/** Anything typed: a confirmation, an old password (its rules are the service's to check). */
export const requiredField = field(v.pipe(v.string(), v.nonEmpty<string, SharedFieldError>('fieldRequired')))

/** A person's name (SPEC §5 sign-up; the profile form checks the same): letters and spaces, at most 60. */
export const nameField = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, SharedFieldError>('fieldRequired'),
    v.regex<string, SharedFieldError>(NAME_PATTERN, 'nameNotValid'),
    v.maxLength<string, typeof NAME_MAX_LENGTH, SharedFieldError>(NAME_MAX_LENGTH, 'max60Char'),
  ),
)

const digitCount = (s: string) => s.replace('+', '').length

/**
 * A mobile number as the login asks for it (SPEC §5 login phone): required, digits only, 8 to 14
 * of them, an Indonesian mobile pattern. Linking GoPay asks for its number by the same rule.
 */
export const phoneField = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, SharedFieldError>('fieldRequired'),
    v.regex<string, SharedFieldError>(/^\+?\d+$/, 'numberOnly'),
    v.check<string, SharedFieldError>((s) => digitCount(s) >= 8 && digitCount(s) <= 14, 'phoneLength'),
    v.regex<string, SharedFieldError>(PHONE_PATTERN, 'phonePattern'),
  ),
)

/**
 * A password as login, forgot password and change password ask for it (SPEC §5): required, at
 * least 8. Not trimmed: a space is a character of a password.
 */
export const passwordField = field(
  v.pipe(
    v.string(),
    v.nonEmpty<string, SharedFieldError>('fieldRequired'),
    v.minLength<string, typeof PASSWORD_MIN_LENGTH, SharedFieldError>(PASSWORD_MIN_LENGTH, 'passMin8Char'),
  ),
)

/**
 * The password chosen at sign-up: passwordField's rules, and letters combined with numbers. SPEC §5
 * asks this of sign-up only; forgot and change password keep passwordField's rules.
 */
export const newPasswordField = field(
  v.pipe(
    passwordField,
    v.regex<string, SharedFieldError>(/^(?=.*[A-Za-z])(?=.*\d)/, 'passwordLettersNumbers'),
  ),
)

/**
 * The confirmation must equal the password; the error belongs to the confirmation. An empty
 * confirmation shows its own 'required' instead (partialCheck runs even when a field has an issue).
 */
export function confirmMatches<TInput extends Record<string, unknown>>(
  password: keyof TInput & string,
  confirm: keyof TInput & string,
): v.GenericValidation<TInput, TInput> {
  const [first, second]: [string, string] = [password, confirm]
  const matches = v.forward<Record<string, unknown>, v.PartialCheckIssue<Record<string, unknown>>, [string]>(
    v.partialCheck(
      [[first], [second]],
      (input: Record<string, unknown>) => input[second] === '' || input[first] === input[second],
      'passwordNotSame' satisfies SharedFieldError,
    ),
    [second],
  )
  // valibot cannot check key paths given as arguments; the two keys above are TInput's
  return matches as unknown as v.GenericValidation<TInput, TInput>
}
