import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function TokenPage() {
  return (
    <PageIntro
      title={<Trans>Signing you in</Trans>}
      intro={<Trans>Please wait while we finish signing you in with our partner.</Trans>}
    />
  )
}
