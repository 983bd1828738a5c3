import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function ExplorePage() {
  return <PageIntro title={<Trans>Explore Vision+</Trans>} intro={<Trans>Live channels, catch-up, movies, series and apps: see what you can do with Vision+ TV.</Trans>} />
}
