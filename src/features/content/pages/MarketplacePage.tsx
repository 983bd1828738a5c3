import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function MarketplacePage() {
  return <PageIntro title={<Trans>Shop at marketplace</Trans>} intro={<Trans>Buy the Vision+ TV box from our official stores on your favourite marketplace.</Trans>} />
}
