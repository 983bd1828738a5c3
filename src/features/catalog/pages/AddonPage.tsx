import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function AddonPage() {
  return <PageIntro title={<Trans>Add-on packs</Trans>} intro={<Trans>Premium channels and video streaming vouchers you can add to your Vision+ TV box at any time.</Trans>} />
}
