import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function HelpArticlePage() {
  return <PageIntro title={<Trans>Help article</Trans>} intro={<Trans>Step-by-step help from the Vision+ TV team.</Trans>} />
}
