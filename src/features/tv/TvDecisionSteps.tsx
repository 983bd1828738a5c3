import { useEffect, useRef, type ReactNode } from 'react'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import * as v from 'valibot'
import type { TvSignInActorRef } from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { maskPhone } from '../../../contract/purchase'
import { requiredField, SHARED_FIELD_ERRORS } from '../../ui/field-rules'
import { PasswordField } from '../../ui/PasswordField'
import { useSchemaForm } from '../../ui/use-schema-form'

/** Allow's password, asked again when the login is older than 5 minutes (the service's rule). */
const passwordAgainSchema = v.object({ password: requiredField })

type StepProps = { actor: TvSignInActorRef }

/** A step's heading, focused when the step shows: a screen reader hears the question or the result. */
function StepHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Title order={2} size="h3" ref={heading} tabIndex={-1} data-testid="tv-heading">
      {children}
    </Title>
  )
}

/** Which TV would sign in to which account (the phone masked), Allow or Deny. */
export function TvConfirmStep({ actor }: StepProps) {
  const clientName = useSelector(actor, (s) => s.context.clientName) ?? ''
  const shownCode = useSelector(actor, (s) => s.context.shownCode) ?? ''
  const phone = useSelector(actor, (s) => s.context.account?.phone ?? null)
  const accountPhone = phone === null ? null : maskPhone(phone)
  const approving = useSelector(actor, (s) => s.children.approve !== undefined)
  const denying = useSelector(actor, (s) => s.children.deny !== undefined)
  const askingPassword = useSelector(actor, (s) => s.hasTag('step:password'))
  const busy = approving || denying
  const allow = askingPassword ? (
    <Button size="md" type="submit" form="tv-password" loading={approving} disabled={denying}>
      <Trans>Allow</Trans>
    </Button>
  ) : (
    <Button size="md" loading={approving} disabled={denying} onClick={() => actor.send({ type: 'allow' })}>
      <Trans>Allow</Trans>
    </Button>
  )
  return (
    <Stack gap="md">
      <StepHeading>
        {accountPhone ? (
          <Trans>
            Sign in {clientName} to {accountPhone}?
          </Trans>
        ) : (
          <Trans>Sign in {clientName} to your account?</Trans>
        )}
      </StepHeading>
      <Text>
        <Trans>
          Code {shownCode}. Allow only if this code is on your own TV: it will use your Vision+ account until
          you end its sign-in.
        </Trans>
      </Text>
      {askingPassword && <TvPasswordAgain actor={actor} />}
      <Group>
        {allow}
        <Button
          size="md"
          variant="default"
          loading={denying}
          disabled={approving}
          onClick={() => actor.send({ type: 'deny' })}
        >
          <Trans>Deny</Trans>
        </Button>
        <Button variant="subtle" disabled={busy} onClick={() => actor.send({ type: 'back' })}>
          <Trans>Change the code</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * The account's password asked again before Allow (the login is older than 5 minutes): a phished
 * TV link is all a stranger needs, so the owner proves it is them. Allow submits this form.
 */
function TvPasswordAgain({ actor }: StepProps) {
  const { t } = useLingui()
  const wrong = useSelector(actor, (s) => s.context.passwordError === 'wrongPassword')
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const field = useRef<HTMLInputElement>(null)
  const form = useSchemaForm({
    schema: passwordAgainSchema,
    initialValues: { password: '' },
    messages: SHARED_FIELD_ERRORS,
  })
  // the field takes the focus when asked, and again once a call ends (a wrong password), so typing goes on
  useEffect(() => {
    if (loading) return
    field.current?.focus()
    field.current?.select()
  }, [loading])
  const inputProps = form.getInputProps('password')
  return (
    <form
      id="tv-password"
      noValidate
      onSubmit={form.onSubmit(({ password }) => actor.send({ type: 'password.submit', password }))}
    >
      <PasswordField
        ref={field}
        label={t`Your password`}
        description={t`To allow a TV, enter your password again.`}
        autoComplete="current-password"
        required
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide password` }}
        {...inputProps}
        error={inputProps.error ?? (wrong ? t`Wrong password. Please try again.` : undefined)}
      />
    </form>
  )
}

/** A call that did not get through: the same code again, or another one. */
export function TvFailedStep({ actor }: StepProps) {
  const typedCode = useSelector(actor, (s) => s.context.code)
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" role="alert">
        <Trans>We could not reach Vision+. Check your connection and try again.</Trans>
      </Alert>
      <Text>
        <Trans>Code {typedCode}</Trans>
      </Text>
      <Group>
        <Button size="md" onClick={() => actor.send({ type: 'retry' })}>
          <Trans>Try again</Trans>
        </Button>
        <Button size="md" variant="default" onClick={() => actor.send({ type: 'back' })}>
          <Trans>Change the code</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

export function TvApprovedStep({ actor }: StepProps) {
  return (
    <Stack gap="md">
      <StepHeading>
        <Trans>Your TV is signing in</Trans>
      </StepHeading>
      <Text>
        <Trans>
          It shows your account in a few seconds. You can end its sign-in at any time under Logged-in devices
          in your account.
        </Trans>
      </Text>
      <AnotherTv actor={actor} />
    </Stack>
  )
}

export function TvDeniedStep({ actor }: StepProps) {
  return (
    <Stack gap="md">
      <StepHeading>
        <Trans>Sign-in refused</Trans>
      </StepHeading>
      <Text>
        <Trans>
          The TV was not signed in to your account. It can show a new code if you want to try again.
        </Trans>
      </Text>
      <AnotherTv actor={actor} />
    </Stack>
  )
}

/** After a result: another TV's code, from an empty field (the login stays). */
function AnotherTv({ actor }: StepProps) {
  return (
    <Group>
      <Button variant="default" onClick={() => actor.send({ type: 'another' })}>
        <Trans>Sign in another TV</Trans>
      </Button>
    </Group>
  )
}
