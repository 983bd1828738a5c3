import type { ReactNode } from 'react'
import { Button, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SiteDialog } from './steps'

interface Props {
  opened: boolean
  onClose: () => void
  /** What happened and what to do next (a reset asks to log in again, a change does not). */
  children: ReactNode
}

/** SPEC §2: the success modal after a password reset (login modal) or change (wide screens). */
export function PasswordChangedModal({ opened, onClose, children }: Props) {
  const { t } = useLingui()
  return (
    <SiteDialog opened={opened} onClose={onClose} title={t`Password changed`}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="teal" aria-hidden>
          <IconCheck size={36} />
        </ThemeIcon>
        <Text>{children}</Text>
        <Button onClick={onClose} fullWidth data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Stack>
    </SiteDialog>
  )
}
