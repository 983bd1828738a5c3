import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { AccountHeading } from '../AccountHeading'

// the list, its machine and the confirmation modal load after the heading, as the password form does
const SessionsPanel = lazy(() => import('../SessionsPanel'))
// the passkeys' machine and dialogs too; the browser's passkey library only when a prompt opens
const PasskeysPanel = lazy(() => import('../PasskeysPanel'))

export default function SecurityPage() {
  return (
    <>
      <Heading />
      <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Suspense fallback={<LoadingSkeleton height={220} radius="md" />}>
          <SessionsPanel />
        </Suspense>
      </Paper>
      <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg" mt="lg">
        <Suspense fallback={<LoadingSkeleton height={160} radius="md" />}>
          <PasskeysPanel />
        </Suspense>
      </Paper>
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

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      {/* Mantine's responsive padding is a <style> before the card: first in a box of its own, as HTML wants it */}
      <div>
        <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <LoadingSkeleton height={220} radius="md" />
        </Paper>
      </div>
    </>
  )
}
