import '../../../styles/mantine-extra.css'
import { useLingui } from '@lingui/react/macro'
import type { Device } from '../../../../contract/user'
import { DeviceDetail, type DeviceDetailProps } from './DeviceDetail'
import { SiteDialog } from '../../../ui/steps'

type DetailActions = Pick<DeviceDetailProps, 'version' | 'onChannels' | 'onVerifyPhone'>

/** The detail of a box above 640 px: a title, close, and the edit event. */
export function DeviceDetailModal({
  device,
  onClose,
  onEdit,
  ...actions
}: {
  device: Device | null
  onClose: () => void
  onEdit: (device: Device) => void
} & DetailActions) {
  const { t } = useLingui()
  return (
    <SiteDialog opened={device !== null} onClose={onClose} title={t`Device details`} size={600}>
      {device && <DeviceDetail device={device} onEdit={() => onEdit(device)} {...actions} />}
    </SiteDialog>
  )
}
