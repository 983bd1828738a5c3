import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function MyPackagePage() {
  return (
    <PageIntro
      title={<Trans>My package</Trans>}
      intro={<Trans>The packages active on your Vision+ TV boxes.</Trans>}
    />
  )
}
