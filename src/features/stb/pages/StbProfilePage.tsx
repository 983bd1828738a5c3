import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function StbProfilePage() {
  return (
    <PageIntro
      title={<Trans>Set-top box profile</Trans>}
      intro={<Trans>The profile of your Vision+ TV box.</Trans>}
    />
  )
}
