/**
 * What the forms' valibot schemas share (useSchemaForm, src/ui/use-schema-form.ts): a field shows
 * its first problem only, and the validation codes several forms use have one text each (SPEC §5
 * wording). A feature's messages.ts spreads SHARED_FIELD_ERRORS and adds its own codes; its
 * schemas.ts wraps each field in `field()`. The patterns and lengths themselves are the service's
 * too: src/api/contract/common.ts.
 */
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** A field shows its first problem: the resolver keeps one message a field, so stop at the first. */
export const field = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true })

export const SHARED_FIELD_ERRORS = {
  fieldRequired: msg`Field is required`,
  max60Char: msg`Max 60 char`,
  nameNotValid: msg`Use letters and spaces only, starting with a letter`,
  passMin8Char: msg`Password must be at least 8 characters`,
  passwordNotSame: msg`Password doesn't match`,
  phonePattern: msg`Invalid mobile phone number pattern`,
} satisfies Record<string, MessageDescriptor>
