import { Trans } from '@lingui/react/macro'
import { lazy } from 'react'
import { AccountHeading } from '../AccountHeading'
import { LazyCard, LazyCardFrame } from '../LazyCard'

// the list, its machine and the confirmation modal load after the heading, as the password form does
const SessionsPanel = lazy(() => import('../SessionsPanel'))
// the passkeys' machine and dialogs too; the browser's passkey library only when a prompt opens
const PasskeysPanel = lazy(() => import('../PasskeysPanel'))

const SESSIONS_HEIGHT = 220

export default function SecurityPage() {
  return (
    <>
      <Heading />
      <LazyCard height={SESSIONS_HEIGHT}>
        <SessionsPanel />
      </LazyCard>
      <LazyCard height={160} mt="lg">
        <PasskeysPanel />
      </LazyCard>
    </>
  )
}

function Heading() {
  return (
    <AccountHeading
      title={<Trans>Where you're logged in</Trans>}
      intro={
        <Trans>
          These devices are logged in to your account. Log out any you don't know, then change your password.
        </Trans>
      }
    />
  )
}

/** The page as it first shows, painted before the app runs. */
export function Frame() {
  return <LazyCardFrame heading={<Heading />} height={SESSIONS_HEIGHT} />
}
