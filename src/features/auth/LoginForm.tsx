import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core'
import { PasswordField } from '../../ui/PasswordField'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoginLockedText } from '../../ui/LoginLockedText'
import type { AuthActorRef } from '../../../machines/auth/auth.machine'
import { SUPPORT_CHAT_URL } from '../../ui/contact'
import { passkeysSupported } from '../../lib/passkey-prompt'
import { useSchemaForm } from '../../ui/use-schema-form'
import { loginSchema, phoneStepSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'

/** Phone first; once the phone is known to exist, the password (SPEC §2 Login). */
export function LoginForm({ actor }: { actor: AuthActorRef }) {
  const { t } = useLingui()
  const error = useSelector(actor, (s) => s.context.error)
  const retryAfterSeconds = useSelector(actor, (s) => s.context.retryAfterSeconds ?? 0)
  const askPassword = useSelector(actor, (s) => s.hasTag('step:password'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const passkeyPrompt = useSelector(actor, (s) => s.hasTag('step:passkey'))
  const canUsePasskey = useSelector(actor, (s) => s.can({ type: 'passkey.start' }))
  const form = useSchemaForm({
    schema: askPassword ? loginSchema : phoneStepSchema,
    initialValues: {
      phone: actor.getSnapshot().context.phone,
      password: actor.getSnapshot().context.password,
    },
    messages: FIELD_ERROR_TEXT,
    // The machine holds what it checks; a new phone also empties the password (SPEC §4).
    onValuesChange: (values, previous) => {
      if (values.phone !== previous.phone) {
        actor.send({ type: 'phone.change', phone: values.phone })
        if (values.password !== '') form.setFieldValue('password', '')
      } else if (values.password !== previous.password)
        actor.send({ type: 'password.change', password: values.password })
    },
  })
  const phoneProps = form.getInputProps('phone')
  const passwordProps = form.getInputProps('password')

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ password }) =>
        actor.send(askPassword ? { type: 'login.submit', password } : { type: 'phone.submit' }),
      )}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Log in or sign up with your mobile number.</Trans>
        </Text>
        <TextInput
          label={t`Phone number`}
          placeholder="08xxxxxxxxxx"
          inputMode="tel"
          // the browser offers the account's passkeys in this field too (conditional mediation)
          autoComplete="username webauthn"
          data-autofocus
          required
          {...phoneProps}
          onChange={(e) => form.setFieldValue('phone', e.currentTarget.value.trim())}
        />
        {error === 'somethingWentWrong' && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>oops something went wrong!</Trans>
          </Text>
        )}
        {error === 'offline' && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>No connection. Check your internet and try again.</Trans>
          </Text>
        )}
        {error === 'passkeyRefused' && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>
              This passkey could not log you in. Log in with your password, or try another passkey.
            </Trans>
          </Text>
        )}
        {!askPassword && error === 'tooManyAttempts' && (
          <Text c="red.4" size="sm" role="alert">
            <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
          </Text>
        )}
        {askPassword && (
          <>
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
              required
              {...passwordProps}
              error={error === 'wrongPassword' ? t`Wrong password. Please try again.` : passwordProps.error}
            />
            {error === 'tooManyAttempts' && (
              <Text c="red.4" size="sm" role="alert">
                <LoginLockedText retryAfterSeconds={retryAfterSeconds} />
              </Text>
            )}
            {error === 'busy' && (
              <Text c="red.4" size="sm" role="alert">
                <Trans>Many people are logging in right now. Try again in a few seconds.</Trans>
              </Text>
            )}
            <Group justify="space-between">
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => actor.send({ type: 'password.forgot' })}
              >
                <Trans>Forgot password?</Trans>
              </Anchor>
              <Anchor href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" size="sm">
                <Trans>Need help? Chat with us</Trans>
              </Anchor>
            </Group>
          </>
        )}
        <Button type="submit" size="md" fullWidth loading={loading && !passkeyPrompt}>
          {askPassword ? <Trans>Login</Trans> : <Trans>Continue</Trans>}
        </Button>
        {passkeysSupported() && (
          <>
            <Divider label={t`or`} labelPosition="center" />
            <Button
              variant="default"
              size="md"
              fullWidth
              loading={passkeyPrompt}
              disabled={!canUsePasskey && !passkeyPrompt}
              onClick={() => actor.send({ type: 'passkey.start' })}
            >
              <Trans>Log in with a passkey</Trans>
            </Button>
          </>
        )}
      </Stack>
    </form>
  )
}
