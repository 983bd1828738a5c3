import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function PurchasePage() {
  return (
    <PageIntro
      title={<Trans>Buy an add-on</Trans>}
      intro={
        <Trans>
          Find your box by serial number, customer ID or phone number, then choose an add-on, a package and a
          duration.
        </Trans>
      }
    />
  )
}
