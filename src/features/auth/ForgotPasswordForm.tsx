import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { authMachine } from '../../../machines/auth/auth.machine'
import { fieldErrors, forgotPasswordSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'
import { BackButton } from './BackButton'

type AuthActor = ActorRefFrom<typeof authMachine>

/** A new password after the code was verified. */
export function ForgotPasswordForm({ actor }: { actor: AuthActor }) {
  const { t, i18n } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const serverMessage = useSelector(actor, (s) =>
    s.context.error === 'serverMessage' ? s.context.serverMessage : null,
  )
  const [values, setValues] = useState({ password: '', confirm: '' })
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const errors = fieldErrors(forgotPasswordSchema, values)
  const valid = Object.keys(errors).length === 0
  const bind = (field: keyof typeof values) => {
    const code = errors[field]
    return {
      value: values[field],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        const value = e.currentTarget.value
        setValues((v) => ({ ...v, [field]: value }))
      },
      onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
      error: touched[field] && code ? i18n._(FIELD_ERROR_TEXT[code]) : null,
      required: true,
      autoComplete: 'new-password',
      visibilityToggleButtonProps: { 'aria-label': t`Show or hide password` },
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setTouched({ password: true, confirm: true })
        if (valid) actor.send({ type: 'forgotPassword.submit', password: values.password })
      }}
    >
      <Stack gap="md">
        <BackButton onClick={() => actor.send({ type: 'back' })} />
        <Text size="sm" c="dimmed">
          <Trans>Choose a new password for your account.</Trans>
        </Text>
        <PasswordInput label={t`New password`} data-autofocus {...bind('password')} />
        <PasswordInput label={t`Confirm new password`} {...bind('confirm')} />
        {serverMessage && (
          <Alert color="red" role="alert">
            {serverMessage}
          </Alert>
        )}
        <Button type="submit" size="md" fullWidth loading={loading}>
          <Trans>Save new password</Trans>
        </Button>
      </Stack>
    </form>
  )
}
