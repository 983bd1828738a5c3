/**
 * The payment methods page's first call (src/api/early-calls.ts), apart from ./payment-methods.ts so
 * that the boot path's list of first calls names it without the page's other calls.
 */
import type { FirstCall } from './early-calls'
import { getPaymentMethods, type SavedMethod } from './payment-methods'

export const PAYMENT_METHODS_CALL: FirstCall<SavedMethod[]> = {
  key: 'payduct/v1/payment-methods',
  load: () => getPaymentMethods(),
}
