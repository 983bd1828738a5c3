import { Button, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconX } from '@tabler/icons-react'
import { useCallback, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import classes from './LoadFailure.module.css'

/**
 * Says that a part of the page (a menu, a dialog, a language) could not be downloaded, and offers
 * to try again. Drawn above the page (a portal), so it fits wherever the failed part was. Made of
 * what the shell already loads: it must show when nothing more can be downloaded.
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
  // the person was acting on the part that failed: the way forward takes the focus
  const retry = useCallback((button: HTMLButtonElement | null) => button?.focus(), [])
  return createPortal(
    <div role="alert" className={classes.root} data-testid="load-failure">
      <div className={classes.head}>
        <p className={classes.text}>
          {children ?? (
            <Trans>This part of the page could not load. Check your connection and try again.</Trans>
          )}
        </p>
        {onClose && (
          <UnstyledButton onClick={onClose} aria-label={t`Close`} className={classes.close}>
            <IconX size={18} aria-hidden />
          </UnstyledButton>
        )}
      </div>
      <Button ref={retry} size="xs" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>,
    document.body,
  )
}
