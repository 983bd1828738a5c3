import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function PromoPage() {
  return <PageIntro title={<Trans>Promos</Trans>} intro={<Trans>The latest offers on boxes, plans and add-ons.</Trans>} />
}
