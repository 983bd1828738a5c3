import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { AccountHeading } from '../AccountHeading'

// The form, its machine and the form library load after the heading: they would put the route's
// first download over its budget (npm run size), and the page is only reached after a login.
const ChangePasswordPanel = lazy(() => import('../ChangePasswordPanel'))

export default function ChangePasswordPage() {
  return (
    <>
      <Heading />
      <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Suspense fallback={<LoadingSkeleton height={260} radius="md" />}>
          <ChangePasswordPanel />
        </Suspense>
      </Paper>
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

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      {/* Mantine's responsive padding is a <style> before the card: first in a box of its own, as HTML wants it */}
      <div>
        <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
          <LoadingSkeleton height={260} radius="md" />
        </Paper>
      </div>
    </>
  )
}
