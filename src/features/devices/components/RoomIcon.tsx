import { IconBed, IconDeviceTv, IconSofa, IconToolsKitchen2, type Icon } from '@tabler/icons-react'
import type { Room } from '../../../../contract/user'

const ICONS: Record<Room, Icon> = {
  general: IconDeviceTv,
  bedroom: IconBed,
  livingroom: IconSofa,
  kitchen: IconToolsKitchen2,
}

/** The room of a box as an icon (SPEC §3 location_stb); decorative, the room is named beside it. */
export function RoomIcon({ room, size = 28 }: { room: Room; size?: number }) {
  const Icon = ICONS[room]
  return <Icon size={size} aria-hidden data-room={room} />
}
