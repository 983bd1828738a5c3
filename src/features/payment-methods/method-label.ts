import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PaymentMethod } from '../../../contract/subscription'
import { cardBrand } from '../../ui/card-brand'

/**
 * A method as its owner reads it, masked: "Visa •••• 1111, expires 12/30", "GoPay 0812****890"
 * (the renewals on My Package write them the same way).
 */
export function methodLabel(i18n: I18n, method: PaymentMethod): string {
  if (method.kind === 'gopay') return i18n._(msg`GoPay ${method.phone}`)
  const brand = cardBrand(method.brand)
  const last4 = method.last4
  const expiry = method.expiry
  return i18n._(msg`${brand} •••• ${last4}, expires ${expiry}`)
}
