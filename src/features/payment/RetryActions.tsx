import { Button, Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** Cancel and Try again, the actions of a blocked popup or a failed call. */
export function RetryActions({ onCancel, onRetry }: { onCancel: () => void; onRetry: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      <Button onClick={onRetry} data-autofocus>
        <Trans>Try again</Trans>
      </Button>
    </Group>
  )
}
