import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function ChannelsPage() {
  return <PageIntro title={<Trans>Channels</Trans>} intro={<Trans>Live TV channels across news, sports, movies, kids and entertainment.</Trans>} />
}
