import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'

/** SPEC §2: the success modal after a password change on a wide screen. */
export default function PasswordChangedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
          <Trans>Your password has been changed.</Trans>
        </Text>
        <Button onClick={onClose} fullWidth data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Stack>
    </Modal>
  )
}
