import { Trans } from '@lingui/react/macro'
import { PageIntro } from '../../../ui/PageIntro'

export default function HomePage() {
  return <PageIntro title={<Trans>Watch more with Vision+ TV</Trans>} intro={<Trans>An Android TV box with 56+ live channels, Catch Up TV up to 7 days back, thousands of hours of on-demand video and 5,000+ apps on Google Play. Subscriptions from IDR 10,000.</Trans>} />
}
