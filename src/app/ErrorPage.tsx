import { Button, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'

interface ErrorPageProps {
  status?: number
  message?: string
}

export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  return (
    <section className="vp-container" aria-labelledby="error-title">
      <Stack align="center" gap="md" py={96} ta="center">
        <Text fz={64} fw={800} c="accent.4" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} id="error-title" fz={28}>
          {status === 404 ? <Trans>This page could not be found</Trans> : (message ?? <Trans>Error</Trans>)}
        </Title>
        {status === 404 ? (
          <Button component={Link} href="/" size="md">
            <Trans>Back to the home page</Trans>
          </Button>
        ) : (
          <Text c="dimmed">
            <Trans>Error {status}</Trans>
          </Text>
        )}
      </Stack>
    </section>
  )
}

export function NotFoundPage() {
  return <ErrorPage status={404} />
}

/** Rendered when the error page itself throws; plain markup on purpose. */
export function ErrorPageFailure() {
  return (
    <section className="vp-container" style={{ padding: '96px 16px', textAlign: 'center' }}>
      <h1>
        <Trans>An error occurred while showing the error page</Trans>
      </h1>
      <a href="/">
        <Trans>Go back to home</Trans>
      </a>
    </section>
  )
}
