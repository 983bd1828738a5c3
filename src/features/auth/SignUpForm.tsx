import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { authMachine } from '../../../machines/auth/auth.machine'
import { fieldErrors, signUpSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'
import { BackButton } from './BackButton'

type AuthActor = ActorRefFrom<typeof authMachine>

/** Name and password for a new account; submit stays disabled until all is valid. */
export function SignUpForm({ actor }: { actor: AuthActor }) {
  const { t, i18n } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.context.error === 'somethingWentWrong')
  const [values, setValues] = useState({ name: '', password: '', confirm: '' })
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const errors = fieldErrors(signUpSchema, values)
  const valid = Object.keys(errors).length === 0
  const errorOf = (field: keyof typeof values) => {
    const code = errors[field]
    return touched[field] && code ? i18n._(FIELD_ERROR_TEXT[code]) : null
  }
  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value
      setValues((v) => ({ ...v, [field]: value }))
    },
    onBlur: () => setTouched((s) => ({ ...s, [field]: true })),
    error: errorOf(field),
    required: true,
  })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) actor.send({ type: 'signUp.submit', name: values.name.trim(), password: values.password })
      }}
    >
      <Stack gap="md">
        <BackButton onClick={() => actor.send({ type: 'back' })} />
        <Text size="sm" c="dimmed">
          <Trans>Create your account.</Trans>
        </Text>
        <TextInput label={t`Full name`} autoComplete="name" maxLength={80} data-autofocus {...bind('name')} />
        <PasswordInput
          label={t`Password`}
          autoComplete="new-password"
          description={t`At least 8 characters, letters and numbers`}
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
          {...bind('password')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
          {...bind('confirm')}
        />
        {failed && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>oops something went wrong!</Trans>
          </Text>
        )}
        <Button type="submit" size="md" fullWidth disabled={!valid} loading={loading}>
          <Trans>Sign Up</Trans>
        </Button>
      </Stack>
    </form>
  )
}
