import { Badge } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { IconCircleCheck } from '@tabler/icons-react'

/** Whether a box's phone number is verified (Device Management and the set-top box profile). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge color="orange" variant="light">
      <Trans>Not verified</Trans>
    </Badge>
  )
}
