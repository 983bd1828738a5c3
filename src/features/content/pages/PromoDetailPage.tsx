import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function PromoDetailPage() {
  return <PageIntro title={<Trans>Promo</Trans>} intro={<Trans>The details and terms of this offer.</Trans>} />
}
