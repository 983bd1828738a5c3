import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { authMachine } from '../../../machines/auth/auth.machine'
import { SUPPORT_CHAT_URL } from '../../ui/contact'
import { fieldErrors, loginPasswordSchema, phoneSchema } from './schemas'
import { FIELD_ERROR_TEXT } from './messages'

type AuthActor = ActorRefFrom<typeof authMachine>

/** Phone first; once the phone is known to exist, the password (SPEC §2 Login). */
export function LoginForm({ actor }: { actor: AuthActor }) {
  const { t, i18n } = useLingui()
  const phone = useSelector(actor, (s) => s.context.phone)
  const password = useSelector(actor, (s) => s.context.password)
  const error = useSelector(actor, (s) => s.context.error)
  const askPassword = useSelector(
    actor,
    (s) => s.matches({ login: 'password' }) || s.matches({ login: 'loggingIn' }) || s.matches('signingIn'),
  )
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const [touched, setTouched] = useState({ phone: false, password: false })

  const phoneError = fieldErrors(phoneSchema, phone)['']
  const passwordError = fieldErrors(loginPasswordSchema, password)['']

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!askPassword) {
      setTouched((s) => ({ ...s, phone: true }))
      if (!phoneError) actor.send({ type: 'phone.submit' })
      return
    }
    setTouched({ phone: true, password: true })
    if (!phoneError && !passwordError) actor.send({ type: 'login.submit', password })
  }

  const passwordMessage =
    error === 'wrongPassword'
      ? t`Wrong password. Please try again.`
      : touched.password && passwordError
        ? i18n._(FIELD_ERROR_TEXT[passwordError])
        : null

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Log in or sign up with your mobile number.</Trans>
        </Text>
        <TextInput
          label={t`Phone number`}
          placeholder="08xxxxxxxxxx"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => actor.send({ type: 'phone.change', phone: e.currentTarget.value.trim() })}
          onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
          error={touched.phone && phoneError ? i18n._(FIELD_ERROR_TEXT[phoneError]) : null}
          data-autofocus
          required
        />
        {error === 'somethingWentWrong' && !askPassword && (
          <Text c="red.4" size="sm" role="alert">
            <Trans>oops something went wrong!</Trans>
          </Text>
        )}
        {askPassword && (
          <>
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              value={password}
              onChange={(e) => actor.send({ type: 'password.change', password: e.currentTarget.value })}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
              error={passwordMessage}
              visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
              required
            />
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
        <Button type="submit" size="md" fullWidth loading={loading}>
          {askPassword ? <Trans>Login</Trans> : <Trans>Continue</Trans>}
        </Button>
      </Stack>
    </form>
  )
}
