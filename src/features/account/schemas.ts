import * as v from 'valibot'
import {
  confirmMatches,
  field,
  nameField,
  passwordField,
  requiredField,
  type SharedFieldError,
} from '../../ui/field-rules'
import { PASSKEY_NAME_MAX } from '../../../contract/passkeys'
import { AVATAR_MAX_BYTES, AVATAR_TYPES, hasAtMostOneDot, EMAIL_PATTERN } from '../../../contract/common'

/**
 * The account forms' schemas (SPEC §5), for `useSchemaForm`, composed of the shared fields
 * (src/ui/field-rules.ts) and the account's own. Messages are codes; messages.ts holds their
 * text. The rules come from contract/common, which the service checks too.
 */
export type AccountFieldError =
  | SharedFieldError
  | 'emailRequired'
  | 'emailNotValid'
  | 'fileNotValid'
  | 'max2Mb'
  | 'samePasswordOld'

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

export const profileFormSchema = v.object({ avatar: avatarSchema, name: nameField, email })
export type ProfileFormValues = v.InferOutput<typeof profileFormSchema>

// the new password must differ from the old one (the error on the new one) and the confirmation
// equal it; an empty field shows 'required' instead.
// The new password follows the change-password rules of SPEC §5 (passwordField), not sign-up's.
const changePasswordFields = v.object({
  oldPassword: requiredField,
  newPassword: passwordField,
  confirm: requiredField,
})
export const changePasswordSchema = v.pipe(
  changePasswordFields,
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (i) => i.newPassword === '' || i.oldPassword !== i.newPassword,
      'samePasswordOld' satisfies AccountFieldError,
    ),
    ['newPassword'],
  ),
  confirmMatches<v.InferOutput<typeof changePasswordFields>>('newPassword', 'confirm'),
)

/** Ending sign-ins asks for the account's password again (the login form's rules: SPEC §5). */
export const confirmPasswordSchema = v.object({ password: passwordField })

/** A passkey's name: what the service keeps (passkeyNameSchema), at most 60 characters. */
const passkeyName = field(
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty<string, SharedFieldError>('fieldRequired'),
    v.maxLength<string, typeof PASSKEY_NAME_MAX, SharedFieldError>(PASSKEY_NAME_MAX, 'max60Char'),
  ),
)
/** Adding a passkey asks for the account's password again (as ending a sign-in does) and its name. */
export const addPasskeySchema = v.object({ password: requiredField, name: passkeyName })
/** Renaming or removing a passkey asks for the account's password again, as adding one does. */
export const renamePasskeySchema = v.object({ password: requiredField, name: passkeyName })
export const removePasskeySchema = v.object({ password: requiredField })
