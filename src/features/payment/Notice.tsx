import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import classes from '../../ui/FootNotice.module.css'

interface NoticeProps {
  /** The notice's words (a `Text`), or a layout of its own when `onClose` is not given. */
  children: ReactNode
  testId?: string
  /** A link where the notice points (it closes the notice too). */
  link?: { href: string; label: ReactNode }
  /** Offers Close (and the link) under the words. */
  onClose?: () => void
}

/** A quiet notice at the foot of the page, for a step of buying that needs no dialog. */
export function Notice({ children, testId, link, onClose }: NoticeProps) {
  return (
    <Paper component="output" className={classes.notice} shadow="md" radius="md" p="sm" data-testid={testId}>
      {onClose ? <Text size="sm">{children}</Text> : children}
      {onClose && (
        <Group gap="sm" mt="xs" justify="flex-end">
          {link && (
            <Anchor component={Link} href={link.href} onClick={onClose} size="sm">
              {link.label}
            </Anchor>
          )}
          <Button size="xs" variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      )}
    </Paper>
  )
}
