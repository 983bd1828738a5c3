import { Paper } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useActorRef } from '@xstate/react'
import { useAccountServices } from '../account-services'
import { AccountHeading } from '../AccountHeading'
import { ChangePasswordForm } from '../ChangePasswordForm'

export default function ChangePasswordPage() {
  const { passwordMachine } = useAccountServices()
  const actor = useActorRef(passwordMachine, { input: {} })
  return (
    <>
      <AccountHeading
        title={<Trans>Change password</Trans>}
        intro={<Trans>Choose a new password of at least 8 characters.</Trans>}
      />
      <Paper className="vp-card" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <ChangePasswordForm actor={actor} />
      </Paper>
    </>
  )
}
