import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function AccountPage() {
  return (
    <PageIntro
      title={<Trans>My account</Trans>}
      intro={<Trans>Your profile, contact details and password.</Trans>}
    />
  )
}
