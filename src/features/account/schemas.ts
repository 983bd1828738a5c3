import * as v from 'valibot'
import { field } from '../../ui/field-rules'
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  hasAtMostOneDot,
  NAME_MAX_LENGTH,
  NAME_PATTERN,
  PASSWORD_MIN_LENGTH,
  EMAIL_PATTERN,
} from '../../api/contract/common'

/**
 * The account forms' schemas (SPEC §5), for `useSchemaForm`. Messages are codes; messages.ts
 * holds their text. The rules come from src/api/contract/common, which the service checks too.
 */
export type AccountFieldError =
  | 'fieldRequired'
  | 'nameNotValid'
  | 'max60Char'
  | 'emailRequired'
  | 'emailNotValid'
  | 'fileNotValid'
  | 'max2Mb'
  | 'passMin8Char'
  | 'samePasswordOld'
  | 'passwordNotSame'

const required = field(v.pipe(v.string(), v.nonEmpty<string, AccountFieldError>('fieldRequired')))

const name = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, AccountFieldError>('fieldRequired'),
    v.regex<string, AccountFieldError>(NAME_PATTERN, 'nameNotValid'),
    v.maxLength<string, typeof NAME_MAX_LENGTH, AccountFieldError>(NAME_MAX_LENGTH, 'max60Char'),
  ),
)

const email = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, AccountFieldError>('emailRequired'),
    v.regex<string, AccountFieldError>(EMAIL_PATTERN, 'emailNotValid'),
  ),
)

/** The picked picture, checked in the spec's order: name, type, size. */
export const avatarSchema = field(
  v.nullable(
    v.pipe(
      v.file(),
      v.check<File, AccountFieldError>((file) => hasAtMostOneDot(file.name), 'fileNotValid'),
      v.check<File, AccountFieldError>((file) => AVATAR_TYPES.includes(file.type), 'fileNotValid'),
      v.check<File, AccountFieldError>((file) => file.size <= AVATAR_MAX_BYTES, 'max2Mb'),
    ),
  ),
)

export const profileFormSchema = v.object({ avatar: avatarSchema, name, email })
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>

const newPassword = field(
  v.pipe(
    v.string(),
    v.nonEmpty<string, AccountFieldError>('fieldRequired'),
    v.minLength<string, typeof PASSWORD_MIN_LENGTH, AccountFieldError>(PASSWORD_MIN_LENGTH, 'passMin8Char'),
  ),
)

// the new password must differ from the old one and the confirmation equal it (errors on the later
// field); an empty field shows 'required' instead
export const changePasswordSchema = v.pipe(
  v.object({ oldPassword: required, newPassword, confirm: required }),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (i) => i.newPassword === '' || i.oldPassword !== i.newPassword,
      'samePasswordOld' satisfies AccountFieldError,
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirm']],
      (i) => i.confirm === '' || i.newPassword === i.confirm,
      'passwordNotSame' satisfies AccountFieldError,
    ),
    ['confirm'],
  ),
)

/** Ending sign-ins asks for the account's password again (the login form's rules: SPEC §5). */
export const confirmPasswordSchema = v.object({ password: newPassword })
