import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StatusLook } from '../status'

/** A status as a coloured badge; a recurring order adds ' | RENEWAL' (SPEC §4; Indonesian ' | PERPANJANGAN'). */
export function StatusBadge({ look, recurring = false }: { look: StatusLook; recurring?: boolean }) {
  const { i18n, t } = useLingui()
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
      {/* SPEC's English; the separator belongs to the message, so each language keeps its own */}
      {recurring && t({ message: ' | RENEWAL', comment: 'suffix of a recurring order status badge' })}
    </Badge>
  )
}
