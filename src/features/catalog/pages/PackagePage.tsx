import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function PackagePage() {
  return <PageIntro title={<Trans>Packages</Trans>} intro={<Trans>Start with a plan that suits your home, then add the channel packs you love.</Trans>} />
}
