import { Button, Group, Paper, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import classes from './FootNotice.module.css'

/**
 * Said once, on the home page, after a call found this login ended from another device (or by a
 * password change there): the customer is logged out here, not shown an error.
 */
export default function EndedNotice({ onClose }: { onClose: () => void }) {
  return (
    <Paper
      component="output"
      className={classes.notice}
      shadow="md"
      radius="md"
      p="sm"
      data-testid="ended-notice"
    >
      <Text size="sm">
        <Trans>You were logged out from another device.</Trans>
      </Text>
      <Group mt="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
