import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function LearnMorePage() {
  return <PageIntro title={<Trans>Learn more about Vision+ TV</Trans>} intro={<Trans>How the box, the channels, Catch Up TV and the apps work together.</Trans>} />
}
