import * as v from 'valibot'
import { phoneField } from '../../ui/field-rules'

/** Link GoPay: the GoPay account's phone number, checked as the login phone is (SPEC §5). */
export const gopaySchema = v.object({ phone: phoneField })
