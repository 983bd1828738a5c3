import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function CheckoutPage() {
  return (
    <PageIntro title={<Trans>Checkout</Trans>} intro={<Trans>Review your order and pay securely.</Trans>} />
  )
}
