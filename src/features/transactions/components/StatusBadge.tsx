import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StatusLook } from '../status'

/** A status as a coloured badge; a recurring order adds ' | RENEWAL' (SPEC §4). */
export function StatusBadge({ look, recurring = false }: { look: StatusLook; recurring?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Badge
      color={look.color}
      autoContrast
      variant="filled"
      size="lg"
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {i18n._(look.label)}
      {recurring && ' | RENEWAL'}
    </Badge>
  )
}
