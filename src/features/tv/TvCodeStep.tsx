import { useEffect, useRef } from 'react'
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { LoadFailure } from '../../ui/LoadFailure'
import { useSelector } from '@xstate/react'
import type { TvSignInActorRef, TvSignInErrorCode } from '../../../machines/tv-sign-in/tv-sign-in.machine'

/** Wrong codes are counted like wrong passwords: the wait is said in minutes, the server's Retry-After. */
function TooManyText({ retryAfterSeconds }: { retryAfterSeconds: number | null }) {
  if (retryAfterSeconds === null)
    return <Trans>Too many wrong codes. Wait a while, then enter the code again.</Trans>
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return (
    <Plural
      value={minutes}
      one="Too many wrong codes. Try again in # minute."
      other="Too many wrong codes. Try again in # minutes."
    />
  )
}

/** What went wrong with the code, and what to do next. */
export function TvCodeError({
  code,
  retryAfterSeconds,
}: {
  code: TvSignInErrorCode | null
  retryAfterSeconds: number | null
}) {
  if (!code) return null
  const text = {
    invalidFormat: <Trans>A TV code is 8 letters, such as WDJB-MJHT. Check the code on your TV.</Trans>,
    unknown: <Trans>This code is not valid. Check the code on your TV and enter it again.</Trans>,
    expired: <Trans>This code has expired. Get a new code on your TV, then enter it here.</Trans>,
    used: <Trans>This code was already used. Get a new code on your TV, then enter it here.</Trans>,
    tooMany: <TooManyText retryAfterSeconds={retryAfterSeconds} />,
  }[code]
  return (
    <Alert color="red" variant="light" role="alert">
      {text}
    </Alert>
  )
}

/**
 * Try again after a failed download is a new page, as everywhere on the site (src/ui/lazy-part.tsx):
 * the browser keeps a failed module download until then. The code rides in the link, as the TV's.
 */
function reloadWithCode(code: string) {
  const url = new URL(window.location.href)
  url.searchParams.set('code', code)
  window.location.assign(url.toString())
}

/** The code the TV shows: typed, or filled in from the TV's link; Enter or Continue sends it. */
export function TvCodeStep({ actor }: { actor: TvSignInActorRef }) {
  const { t } = useLingui()
  const code = useSelector(actor, (s) => s.context.code)
  const error = useSelector(actor, (s) => s.context.error)
  const retryAfterSeconds = useSelector(actor, (s) => s.context.retryAfterSeconds)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const loggingIn = useSelector(actor, (s) => s.hasTag('step:login'))
  const loginFailed = useSelector(actor, (s) => s.hasTag('step:loginFailed'))
  const field = useRef<HTMLInputElement>(null)
  // the cursor waits in the field: first thing on the page, and again where a refusal is corrected
  useEffect(() => field.current?.focus(), [])
  useEffect(() => {
    if (error !== null) field.current?.focus()
  }, [error])
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'code.submit' })
      }}
    >
      <Stack gap="md">
        <TextInput
          ref={field}
          label={t`Code shown on your TV`}
          description={t`8 letters, such as WDJB-MJHT`}
          value={code}
          onChange={(event) => actor.send({ type: 'code.change', code: event.currentTarget.value })}
          readOnly={loading || loggingIn}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          size="md"
          required
          error={error !== null}
          data-testid="tv-code"
        />
        <TvCodeError code={error} retryAfterSeconds={retryAfterSeconds} />
        {loggingIn && (
          <Text size="sm" aria-live="polite">
            <Trans>Log in to your Vision+ account to sign the TV in.</Trans>
          </Text>
        )}
        <Button type="submit" size="md" loading={loading || loggingIn}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
      {/* the repo's way to say a download failed: above the page, Try again focused */}
      {loginFailed && (
        <LoadFailure onRetry={() => reloadWithCode(code)}>
          <Trans>The login could not load. Check your connection and try again.</Trans>
        </LoadFailure>
      )}
    </form>
  )
}
