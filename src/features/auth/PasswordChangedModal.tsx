import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'

/** Shown after a successful password reset or change (wide screens, SPEC §2). */
export function PasswordChangedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size={450}
      radius="lg"
      title={t`Password changed`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
          <IconCheck size={36} />
        </ThemeIcon>
        <Text>
          <Trans>Your password has been changed. Log in with your new password.</Trans>
        </Text>
        <Button onClick={onClose} fullWidth data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Stack>
    </Modal>
  )
}
