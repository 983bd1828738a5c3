import { Trans } from '@lingui/react/macro'
import { lazy, startTransition, useCallback, useState } from 'react'
import { AccountHeading } from '../../../ui/AccountHeading'
import { LazyCard, LazyCardFrame } from '../LazyCard'
import { nextTask } from '../../../lib/next-task'

// the list, its machine and the confirmation modal load after the heading, as the password form
// does; in a browser, asked for in a task of its own once this module is evaluated, not in the
// render that first shows the page (the import appends a preload link per file it needs: tens, and
// in that render they made one of the page's long tasks at load)
let sessionsCode: Promise<typeof import('../SessionsPanel')> | undefined
const loadSessions = () => (sessionsCode ??= import('../SessionsPanel'))
// a failed download is met, and reported, by the panel's render (lazy) as before
if (typeof window !== 'undefined')
  void nextTask()
    .then(loadSessions)
    .catch(() => undefined)
const SessionsPanel = lazy(loadSessions)
// the passkeys' machine and dialogs too; the browser's passkey library only when a prompt opens
const PasskeysPanel = lazy(() => import('../PasskeysPanel'))

const SESSIONS_HEIGHT = 220

export default function SecurityPage() {
  // the passkeys' card comes once the signed-in devices show: their list is as long as the account
  // has logins, so a card already below its skeleton would jump when it arrives (a layout shift)
  const [sessionsShown, setSessionsShown] = useState(false)
  // in a transition: the card's code and first render come in slices React may pause for input,
  // not in the task that showed the list (its effect asks for this)
  const showPasskeys = useCallback(() => startTransition(() => setSessionsShown(true)), [])
  return (
    <>
      <Heading />
      <LazyCard height={SESSIONS_HEIGHT}>
        <SessionsPanel onSettled={showPasskeys} />
      </LazyCard>
      {sessionsShown && (
        <LazyCard height={160} mt="lg">
          <PasskeysPanel />
        </LazyCard>
      )}
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
