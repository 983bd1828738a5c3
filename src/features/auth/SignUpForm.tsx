import { Button, Stack, Text, TextInput } from '@mantine/core'
import { PasswordField } from '../../ui/PasswordField'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthActorRef } from '../../../machines/auth/auth.machine'
import { useSchemaForm } from '../../ui/use-schema-form'
import { signUpSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'
import { BackButton } from '../../ui/otp/BackButton'

/** Name and password for a new account; submit stays disabled until all is valid. */
export function SignUpForm({ actor }: { actor: AuthActorRef }) {
  const { t } = useLingui()
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.context.error === 'somethingWentWrong')
  const form = useSchemaForm({
    schema: signUpSchema,
    initialValues: { name: '', password: '', confirm: '' },
    messages: FIELD_ERROR_TEXT,
  })
  const toggle = { 'aria-label': t`Show or hide password` }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ name, password }) =>
        actor.send({ type: 'signUp.submit', name: name.trim(), password }),
      )}
    >
      <Stack gap="md">
        <BackButton onClick={() => actor.send({ type: 'back' })} />
        <Text size="sm" c="dimmed">
          <Trans>Create your account.</Trans>
        </Text>
        <TextInput
          label={t`Full name`}
          autoComplete="name"
          maxLength={80}
          data-autofocus
          required
          {...form.getInputProps('name')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="new-password"
          description={t`At least 8 characters, letters and numbers`}
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          required
          {...form.getInputProps('confirm')}
        />
        {failed && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>oops something went wrong!</Trans>
          </Text>
        )}
        <Button type="submit" size="md" fullWidth disabled={!form.isValid()} loading={loading}>
          <Trans>Sign Up</Trans>
        </Button>
      </Stack>
    </form>
  )
}
