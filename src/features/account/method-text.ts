import { useLingui } from '@lingui/react/macro'
import type { PaymentMethod } from '../../../contract/subscription'
import { cardBrand } from '../../ui/card-brand'

/** A held method as the customer reads it, masked: `Visa •••• 1111, expires 12/30`, `GoPay 0812****890`. */
export function useMethodText(): (method: PaymentMethod | null) => string {
  const { t } = useLingui()
  return (method) => {
    if (!method) return t`No payment method`
    if (method.kind === 'gopay') return t`GoPay ${method.phone}`
    const brand = cardBrand(method.brand)
    const last4 = method.last4
    const expiry = method.expiry
    return t`${brand} •••• ${last4}, expires ${expiry}`
  }
}
