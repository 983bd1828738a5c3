import { Button, Text, Title, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Device } from '../../../../contract/user'
import { ROOM_TEXT } from '../messages'
import { roomOf } from '../schemas'
import { RoomIcon } from './RoomIcon'
import classes from './Devices.module.css'

/** A box in the list: its room's icon, name, owner and serial number, and a details button. */
export function DeviceCard({ device, onDetails }: { device: Device; onDetails: () => void }) {
  const { i18n } = useLingui()
  const room = roomOf(device.location_stb)
  return (
    <li className={classes.card} data-testid="device-card">
      <div className={classes.cardHead}>
        <RoomIcon room={room} />
        <div>
          <Title order={2} size="h4" className={classes.value}>
            {device.name_stb}
          </Title>
          <Text size="sm" c="dimmed" data-testid="device-room">
            {i18n._(ROOM_TEXT[room])}
          </Text>
        </div>
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
