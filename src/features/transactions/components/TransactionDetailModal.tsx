import '../../../styles/mantine-extra.css'
import { useLingui } from '@lingui/react/macro'
import { TransactionDetail } from './TransactionDetail'
import { SiteDialog } from '../../../ui/steps'

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
    <SiteDialog opened={orderId !== null} onClose={onClose} title={t`Transaction detail`} size={600}>
      {orderId && <TransactionDetail orderId={orderId} onCancel={onClose} />}
    </SiteDialog>
  )
}
