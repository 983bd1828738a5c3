import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function WhatsHotPage() {
  return <PageIntro title={<Trans>What's hot</Trans>} intro={<Trans>News and highlights from Vision+ TV.</Trans>} />
}
