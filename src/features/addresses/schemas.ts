import * as v from 'valibot'
import { field } from '../../ui/field-rules'
import {
  ADDRESS_DETAILS_MAX_LENGTH,
  ADDRESS_PHONE_PATTERN,
  RECIPIENT_NAME_PATTERN,
  RT_RW_PATTERN,
} from '../../../contract/go'
import { NAME_MAX_LENGTH } from '../../../contract/common'

/**
 * The add-address form's text fields (SPEC §5 address form). The region levels and the postal
 * code are the address-cascade machine's; Save waits for both. Messages are codes (messages.ts).
 */
export type AddressFieldError =
  | 'fieldRequired'
  | 'onlyAlphabets'
  | 'max60Char'
  | 'addressPhone'
  | 'max300Char'
  | 'numbersOnly'

const required = v.pipe(v.string(), v.trim(), v.nonEmpty<string, AddressFieldError>('fieldRequired'))

const optionalNumber = field(
  v.union(
    [v.literal(''), v.pipe(v.string(), v.regex<string, AddressFieldError>(RT_RW_PATTERN, 'numbersOnly'))],
    'numbersOnly' satisfies AddressFieldError,
  ),
)

export const addressFormSchema = v.object({
  recipient_name: field(
    v.pipe(
      required,
      v.regex<string, AddressFieldError>(RECIPIENT_NAME_PATTERN, 'onlyAlphabets'),
      v.maxLength<string, typeof NAME_MAX_LENGTH, AddressFieldError>(NAME_MAX_LENGTH, 'max60Char'),
    ),
  ),
  phone_number: field(
    v.pipe(required, v.regex<string, AddressFieldError>(ADDRESS_PHONE_PATTERN, 'addressPhone')),
  ),
  address_details: field(
    v.pipe(
      required,
      v.maxLength<string, typeof ADDRESS_DETAILS_MAX_LENGTH, AddressFieldError>(
        ADDRESS_DETAILS_MAX_LENGTH,
        'max300Char',
      ),
    ),
  ),
  rt: optionalNumber,
  rw: optionalNumber,
})

export type AddressFormValues = v.InferInput<typeof addressFormSchema>
