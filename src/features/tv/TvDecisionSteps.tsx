import { useEffect, useRef, type ReactNode } from 'react'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { TvSignInActorRef } from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { maskPhone } from '../../../contract/purchase'

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
  const busy = approving || denying
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
      <Group>
        <Button
          size="md"
          loading={approving}
          disabled={denying}
          onClick={() => actor.send({ type: 'allow' })}
        >
          <Trans>Allow</Trans>
        </Button>
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
