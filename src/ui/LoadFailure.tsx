import { Button, CloseButton, Group, Paper, Portal, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, type ReactNode } from 'react'
import classes from './LoadFailure.module.css'

/**
 * Says that a part of the page (a menu, a dialog, a language) could not be downloaded, and offers
 * to try again. Drawn above the page (a portal), so it fits wherever the failed part was.
 */
export function LoadFailure({
  onRetry,
  onClose,
  children,
}: {
  onRetry: () => void
  onClose?: () => void
  /** What failed, when more is known than "a part of the page". */
  children?: ReactNode
}) {
  const { t } = useLingui()
  // the person was acting on the part that failed: the way forward takes the focus (once the
  // portal has mounted it)
  const retry = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])
  return (
    <Portal>
      <Paper role="alert" shadow="md" withBorder className={classes.root} data-testid="load-failure">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm">
            {children ?? (
              <Trans>This part of the page could not load. Check your connection and try again.</Trans>
            )}
          </Text>
          {onClose && <CloseButton onClick={onClose} aria-label={t`Close`} />}
        </Group>
        <Button ref={retry} size="xs" mt="xs" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Paper>
    </Portal>
  )
}
