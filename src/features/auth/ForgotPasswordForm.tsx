import { Alert, Button, Stack, Text } from '@mantine/core'
import { PasswordField } from '../../ui/PasswordField'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { serverText } from '../../ui/server-text'
import type { ForgotPasswordActorRef } from '../../../machines/auth/auth.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { forgotPasswordSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'
import { BackButton } from '../../ui/otp/BackButton'
import { LogoutOthersCheckbox } from '../../ui/LogoutOthersCheckbox'
import { ResetPasskeysChoice } from './ResetPasskeysChoice'
import { useState } from 'react'

/**
 * A new password after the code was verified: the password form machine in forgot mode, which
 * also lists the account's passkeys for the choice to remove them.
 */
export function ForgotPasswordForm({
  form: actor,
  onBack,
}: {
  form: ForgotPasswordActorRef
  onBack: () => void
}) {
  const { t, i18n } = useLingui()
  const [logoutOthers, setLogoutOthers] = useState(true)
  const [removePasskeys, setRemovePasskeys] = useState(true)
  const passkeys = useSelector(actor, (s) => s.context.passkeys)
  const passkeysUnknown = useSelector(actor, (s) => s.context.passkeysUnknown)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const serverMessage = useSelector(actor, (s) =>
    s.context.error === 'serverMessage' ? s.context.serverMessage : null,
  )
  const form = useSchemaForm({
    schema: forgotPasswordSchema,
    initialValues: { password: '', confirm: '' },
    messages: FIELD_ERROR_TEXT,
    onValuesChange: () => actor.send({ type: 'edit' }),
  })
  const shared = {
    required: true,
    autoComplete: 'new-password',
    visibilityToggleButtonProps: { 'aria-label': t`Show or hide password` },
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) =>
        // no passkey listed: the box is not shown and the service's default (remove) goes
        actor.send({ type: 'forgot.submit', password, logoutOthers, removePasskeys }),
      )}
    >
      <Stack gap="md">
        <BackButton onClick={onBack} />
        <Text size="sm" c="dimmed">
          <Trans>Choose a new password for your account.</Trans>
        </Text>
        <PasswordField
          label={t`New password`}
          data-autofocus
          {...shared}
          {...form.getInputProps('password')}
        />
        <PasswordField label={t`Confirm new password`} {...shared} {...form.getInputProps('confirm')} />
        <LogoutOthersCheckbox checked={logoutOthers} onChange={setLogoutOthers} />
        <ResetPasskeysChoice
          passkeys={passkeys}
          unknown={passkeysUnknown}
          remove={removePasskeys}
          onRemoveChange={setRemovePasskeys}
        />
        {serverMessage !== null && (
          <Alert color="red" role="alert">
            {i18n._(serverText(serverMessage) ?? msg`The new password could not be saved. Try again.`)}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={loading}>
          <Trans>Save new password</Trans>
        </Button>
      </Stack>
    </form>
  )
}
