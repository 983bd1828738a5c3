import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { AccountHeading } from '../../../ui/AccountHeading'
import { LazyCard, LazyCardFrame } from '../LazyCard'

// The form, its machine and the form library load after the heading: they would put the route's
// first download over its budget (npm run size), and the page is only reached after a login.
const ChangePasswordPanel = lazy(() => import('../ChangePasswordPanel'))

const FORM_HEIGHT = 260

export default function ChangePasswordPage() {
  return (
    <>
      <Heading />
      <LazyCard height={FORM_HEIGHT}>
        <ChangePasswordPanel />
      </LazyCard>
    </>
  )
}

function Heading() {
  return (
    <AccountHeading
      title={<Trans>Change password</Trans>}
      intro={<Trans>Choose a new password of at least 8 characters.</Trans>}
    />
  )
}

/** The page as it first shows, painted before the app runs. */
export function Frame() {
  return <LazyCardFrame heading={<Heading />} height={FORM_HEIGHT} />
}
