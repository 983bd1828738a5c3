import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function HelpCenterPage() {
  return <PageIntro title={<Trans>Help center</Trans>} intro={<Trans>Guides and answers for Vision+ TV customers. Choose a topic or chat with us.</Trans>} />
}
