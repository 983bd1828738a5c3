import '../../../styles/mantine-extra.css'
import { Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { TransactionDetail } from './TransactionDetail'

/** The detail on wide screens (at least 1112 px): closed by the icon or Cancel. */
export function TransactionDetailModal({
  orderId,
  onClose,
}: {
  orderId: string | null
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      title={t`Transaction detail`}
      size={600}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {orderId && <TransactionDetail orderId={orderId} onCancel={onClose} />}
    </Modal>
  )
}
