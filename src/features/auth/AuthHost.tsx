import '../../styles/mantine-extra.css'
import { Notifications, notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { AuthActorRef } from '../../../machines/auth/auth.machine'
import { AuthModals } from './AuthModals'

/** Everything the login flow shows, loaded after the page is interactive. */
export default function AuthHost({ authActor }: { authActor: AuthActorRef }) {
  const { t } = useLingui()

  useEffect(() => {
    const notice = authActor.on('notice', (event) => {
      if (event.code === 'registrationSuccess')
        notifications.show({
          color: 'teal',
          message: t`Registration success!`,
          // Mantine's close button is an icon alone: without a name a screen reader says only "button"
          closeButtonProps: { 'aria-label': t`Close` },
        })
    })
    return () => notice.unsubscribe()
  }, [authActor, t])

  return (
    <>
      <Notifications position="top-center" zIndex={400} />
      <AuthModals authActor={authActor} />
    </>
  )
}
