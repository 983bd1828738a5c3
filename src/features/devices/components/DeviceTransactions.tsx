import { Alert, Badge, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { DeviceTransaction } from '../../../../contract/user'
import { getDeviceTransactions } from '../../../api/user'
import { formatDateLong, formatRupiah } from '../../../lib/format'
import type { Locale } from '../../../../contract/route-paths'
import { useRemote } from '../../../lib/use-remote'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { listStatus } from '../../../ui/transaction-status'
import classes from './Devices.module.css'

/** The orders made for this box (POST v1/user/sn/transaction, SPEC §7), newest first. */
export function DeviceTransactions({ sn }: { sn: string }) {
  const { t, i18n } = useLingui()
  const transactions = useRemote(
    `device-transactions:${sn}`,
    () => getDeviceTransactions(sn),
    'Box transactions failed',
  )
  return (
    <section className={classes.section} aria-labelledby="device-transactions">
      <Title order={3} size="h4" id="device-transactions" mb="sm">
        <Trans>Transactions</Trans>
      </Title>
      {transactions.status === 'loading' ? (
        <LoadingSkeleton height={96} radius="md" />
      ) : transactions.status === 'error' ? (
        <Alert color="red" title={t`The transactions of this box could not be loaded.`} />
      ) : transactions.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No transaction for this box yet.</Trans>
        </Text>
      ) : (
        <ul className={classes.packages}>
          {transactions.data.map((tx) => (
            <TransactionRow key={tx.id} tx={tx} locale={i18n.locale as Locale} />
          ))}
        </ul>
      )}
    </section>
  )
}

function TransactionRow({ tx, locale }: { tx: DeviceTransaction; locale: Locale }) {
  const { i18n } = useLingui()
  const look = listStatus(tx.status)
  return (
    <li className={classes.transaction} data-testid="device-transaction">
      <div>
        <Text fw={700} className={classes.value}>
          {tx.packetName}
        </Text>
        <Text size="sm" c="dimmed">
          {tx.id}
          {tx.paidDate && <> · {formatDateLong(tx.paidDate, locale)}</>}
        </Text>
      </div>
      <div className={classes.transactionEnd}>
        <Text fw={700}>{formatRupiah(tx.price)}</Text>
        <Badge color={look.color} autoContrast variant="filled" radius="sm" style={{ textTransform: 'none' }}>
          {i18n._(look.label)}
        </Badge>
      </div>
    </li>
  )
}
