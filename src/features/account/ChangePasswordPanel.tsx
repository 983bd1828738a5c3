import { useActorRef } from '@xstate/react'
import { actorOptions } from '../../lib/inspect'
import { useAccountServices } from './account-services'
import { ChangePasswordForm } from './ChangePasswordForm'

/** The change-password form on its own machine; loaded after the page's heading paints. */
export default function ChangePasswordPanel() {
  const { passwordMachine } = useAccountServices()
  const actor = useActorRef(passwordMachine, { ...actorOptions('password'), input: {} })
  return <ChangePasswordForm actor={actor} />
}
