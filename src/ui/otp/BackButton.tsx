import { ActionIcon } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'

export function BackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useLingui()
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      onClick={onClick}
      disabled={disabled}
      aria-label={t`Back`}
      mb="xs"
    >
      <IconArrowLeft size={20} aria-hidden />
    </ActionIcon>
  )
}
