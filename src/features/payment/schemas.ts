import * as v from 'valibot'
import { msg } from '@lingui/core/macro'

/** SPEC §5 purchase lookup: required. */
export const lookupSchema = v.object({
  query: v.pipe(v.string(), v.trim(), v.nonEmpty('lookupRequired'), v.maxLength(64, 'lookupTooLong')),
})

export const LOOKUP_ERROR_TEXT = {
  lookupRequired: msg`Please input your Serial Number/Customer ID/Phone Number.`,
  lookupTooLong: msg`At most 64 characters.`,
}
