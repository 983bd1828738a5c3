import { Button, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { IconDeviceTv } from '@tabler/icons-react'
import type { Device } from '../../../api/contract/user'
import classes from './Devices.module.css'

/** A box in the list: its name, owner and serial number, and a details button. */
export function DeviceCard({ device, onDetails }: { device: Device; onDetails: () => void }) {
  return (
    <li className={classes.card} data-testid="device-card">
      <div className={classes.cardHead}>
        <IconDeviceTv size={28} aria-hidden />
        <Title order={2} size="h4" className={classes.value}>
          {device.name_stb}
        </Title>
      </div>
      <div>
        <Text className={classes.label}>
          <Trans>Owner</Trans>
        </Text>
        <Text className={classes.value}>{device.name_user}</Text>
      </div>
      <div>
        <Text className={classes.label}>
          <Trans>Serial number</Trans>
        </Text>
        <Text className={classes.value}>{device.sn}</Text>
      </div>
      <Button variant="light" mt="xs" onClick={onDetails}>
        <Trans>Details</Trans>
        <VisuallyHidden> {device.name_stb}</VisuallyHidden>
      </Button>
    </li>
  )
}
