import { lazy, useEffect, useState } from 'react'
import { Alert, Anchor, Button, Stack } from '@mantine/core'
import { Link } from 'wouter'
import { PasswordField } from '../../ui/PasswordField'
import { useMediaQuery } from '@mantine/hooks'
import { IconCheck } from '@tabler/icons-react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { serverText } from '../../ui/server-text'
import { LoginLockedText } from '../../ui/LoginLockedText'
import type { PasswordActorRef } from '../../../machines/password/password.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { changePasswordSchema } from './schemas'
import { ACCOUNT_ERROR_TEXT } from './messages'
import { LogoutOthersCheckbox } from '../../ui/LogoutOthersCheckbox'
import { PartBoundary } from '../../ui/lazy-part'

// a modal's code (focus trap, scroll lock) loads only when a password was changed; a failed download
// says so and offers to try again (PartBoundary), the form staying. React's lazy, not lazyPart:
// lazyPart's use() suspends inside a tap's act() in tests and is never retried there.
const PasswordChangedModal = lazy(() =>
  import('../../ui/PasswordChangedModal').then((m) => ({ default: m.PasswordChangedModal })),
)

/** SPEC §9: the success modal is for wide screens (1112 px and up). */
const WIDE = '(min-width: 69.5em)'

/** Old, new and confirm over the password machine in change mode. */
export function ChangePasswordForm({ actor }: { actor: PasswordActorRef }) {
  const { t, i18n } = useLingui()
  const wide = useMediaQuery(WIDE) ?? false
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const success = useSelector(actor, (s) => s.hasTag('step:success'))
  const formVersion = useSelector(actor, (s) => s.context.formVersion)
  const loggedOutOthers = useSelector(actor, (s) => s.context.loggedOutOthers)
  const [logoutOthers, setLogoutOthers] = useState(true)
  const oldIncorrect = useSelector(actor, (s) => s.context.error === 'oldPasswordIncorrect')
  const serverMessage = useSelector(actor, (s) =>
    s.context.error === 'serverMessage' ? s.context.serverMessage : null,
  )
  const retryAfterSeconds = useSelector(actor, (s) =>
    s.context.error === 'tooManyAttempts' ? (s.context.retryAfterSeconds ?? 0) : null,
  )
  const [changedNotice, setChangedNotice] = useState(false)
  const [modalMounted, setModalMounted] = useState(false)
  if (success && !modalMounted) setModalMounted(true)
  const form = useSchemaForm({
    schema: changePasswordSchema,
    initialValues: { oldPassword: '', newPassword: '', confirm: '' },
    messages: ACCOUNT_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  const { reset } = form

  // every success empties the form
  useEffect(() => {
    if (formVersion === 0) return
    reset()
    // oxlint-disable-next-line react/set-state-in-effect
    setLogoutOthers(true)
  }, [formVersion, reset])
  useEffect(() => {
    const sub = actor.on('changed', () => setChangedNotice(true))
    return () => sub.unsubscribe()
  }, [actor])

  const toggle = { 'aria-label': t`Show or hide password` }
  const oldProps = form.getInputProps('oldPassword')

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(({ oldPassword, newPassword }) => {
          setChangedNotice(false)
          actor.send({ type: 'change.submit', oldPassword, newPassword, wide, logoutOthers })
        })}
      >
        <Stack gap="md" maw={480}>
          <PasswordField
            label={t`Old password`}
            autoComplete="current-password"
            required
            visibilityToggleButtonProps={toggle}
            {...oldProps}
            error={oldProps.error ?? (oldIncorrect ? t`Your old password is incorrect` : undefined)}
          />
          <PasswordField
            label={t`New password`}
            description={t`At least 8 characters`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('newPassword')}
          />
          <PasswordField
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={toggle}
            {...form.getInputProps('confirm')}
          />
          <LogoutOthersCheckbox
            checked={logoutOthers}
            onChange={setLogoutOthers}
            description={
              <>
                <Trans>Your passkeys stay.</Trans>{' '}
                <Anchor component={Link} href="/account/security#passkeys">
                  <Trans>Check your passkeys</Trans>
                </Anchor>
              </>
            }
          />
          {serverMessage !== null && (
            <Alert color="red" role="alert">
              {i18n._(serverText(serverMessage) ?? msg`The new password could not be saved. Try again.`)}
            </Alert>
          )}
          {retryAfterSeconds !== null && (
            <Alert color="red" role="alert">
              <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
            </Alert>
          )}
          <div aria-live="polite">
            {changedNotice && (
              <Alert color="teal" icon={<IconCheck size={18} aria-hidden />}>
                <ChangedText loggedOutOthers={loggedOutOthers} />
              </Alert>
            )}
          </div>
          <Button type="submit" loading={loading} size="md">
            <Trans>Save password</Trans>
          </Button>
        </Stack>
      </form>
      {modalMounted && (
        // closing the notice leaves the success as the modal's Close does; the next success says it again
        <PartBoundary opened={success} onClose={() => actor.send({ type: 'success.close' })}>
          <PasswordChangedModal opened={success} onClose={() => actor.send({ type: 'success.close' })}>
            <ChangedText
              loggedOutOthers={loggedOutOthers}
              onLeave={() => actor.send({ type: 'success.close' })}
            />
          </PasswordChangedModal>
        </PartBoundary>
      )}
    </>
  )
}

/**
 * The success, and what became of the other devices: logged out (the default), or still logged in
 * with the way to the page that lists them and logs any out.
 */
function ChangedText({ loggedOutOthers, onLeave }: { loggedOutOthers: boolean; onLeave?: () => void }) {
  return (
    <>
      <Trans>Your password has been changed.</Trans>{' '}
      {loggedOutOthers ? (
        <Trans>Every other device was logged out.</Trans>
      ) : (
        <>
          <Trans>Your other devices are still logged in.</Trans>{' '}
          <Anchor component={Link} href="/account/security" onClick={onLeave}>
            <Trans>See where you're logged in</Trans>
          </Anchor>
        </>
      )}
    </>
  )
}
