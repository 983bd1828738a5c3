import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { TransactionDetail } from '../../../../contract/go'
import { isPaid } from '../../../../contract/order-status'
import { getDevicePackages } from '../../../api/user'
import { useRemote } from '../../../lib/use-remote'

/**
 * For a paid add-on bought for a box: whether the box's package list shows it now — the answer to
 * "I paid but my channels did not open".
 */
export function BoxPackageStatus({ detail }: { detail: TransactionDetail }) {
  const sn = detail.sn
  if (!sn || !isPaid(detail.purchase_detail.transaction_status)) return null
  return <BoxPackageLine sn={sn} productName={detail.product_name} />
}

function BoxPackageLine({ sn, productName }: { sn: string; productName: string }) {
  const packages = useRemote(`box-packages:${sn}`, () => getDevicePackages(sn), 'Box packages failed')
  if (packages.status !== 'ready') return null
  const active = packages.data.some((p) => p.servicename === productName)
  return active ? (
    <Text size="sm" c="teal.8" mt="xs" data-testid="box-package-status">
      <Trans>Active on box {sn}.</Trans>
    </Text>
  ) : (
    <Text size="sm" c="orange.8" mt="xs" data-testid="box-package-status">
      <Trans>Not active on box {sn} yet. If the channels do not open soon, contact us.</Trans>
    </Text>
  )
}
