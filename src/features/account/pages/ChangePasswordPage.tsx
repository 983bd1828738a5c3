import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function ChangePasswordPage() {
  return (
    <PageIntro
      title={<Trans>Change password</Trans>}
      intro={<Trans>Choose a new password of at least 8 characters.</Trans>}
    />
  )
}
