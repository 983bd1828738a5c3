import '../../../styles/mantine-extra.css'
import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Device } from '../../../api/contract/user'
import { DeviceDetail, type DeviceDetailProps } from './DeviceDetail'

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
    <Modal
      opened={device !== null}
      onClose={onClose}
      title={t`Device details`}
      size={600}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {device && <DeviceDetail device={device} onEdit={() => onEdit(device)} {...actions} />}
    </Modal>
  )
}
