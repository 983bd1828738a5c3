import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function FaqPage() {
  return <PageIntro title={<Trans>Frequently asked questions</Trans>} intro={<Trans>Answers about installation, ordering, payment, shipping and delivery.</Trans>} />
}
