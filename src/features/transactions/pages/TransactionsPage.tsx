import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function TransactionsPage() {
  return (
    <PageIntro title={<Trans>Transaction history</Trans>} intro={<Trans>Your orders and payments.</Trans>} />
  )
}
