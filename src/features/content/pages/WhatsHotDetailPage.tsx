import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function WhatsHotDetailPage() {
  return <PageIntro title={<Trans>News</Trans>} intro={<Trans>The full story.</Trans>} />
}
