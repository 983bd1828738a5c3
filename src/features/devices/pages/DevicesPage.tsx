import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function DevicesPage() {
  return (
    <PageIntro
      title={<Trans>Device management</Trans>}
      intro={<Trans>Your Vision+ TV boxes, their details and their add-on packs.</Trans>}
    />
  )
}
