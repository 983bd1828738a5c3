import '../../../styles/mantine-extra.css'
import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Address, TransactionDetail as Detail } from '../../../../contract/go'
import { getTransaction } from '../../../api/go'
import { displayPhone, formatDateLong, formatRupiah, formatTime } from '../../../lib/format'
import type { Locale } from '../../../../contract/route-paths'
import { useRemote } from '../../../lib/use-remote'
import { useAppSend } from '../../../lib/app-system'
import { canContinuePayment, detailStatus } from '../status'
import { isPaid } from '../../../../contract/order-status'
import { paidAfterClose } from '../../../ui/transaction-status'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import { NEW_WINDOW, NewWindowHint, paymentDetailHref } from '../../../ui/SupportLink'
import { StatusBadge } from './StatusBadge'
import { BoxPackageStatus } from './BoxPackageStatus'
import classes from './Transactions.module.css'

/**
 * Loads one order and shows its detail; the modal and the narrow view share it. Each new `reads`
 * (the payment return asking again) loads it again, showing the last answer meanwhile.
 */
export function TransactionDetail({
  orderId,
  onCancel,
  reads = 0,
}: {
  orderId: string
  onCancel: () => void
  reads?: number
}) {
  const { t } = useLingui()
  const detail = useRemote(
    `transaction:${orderId}:${reads}`,
    () => getTransaction(orderId),
    'Transaction detail failed',
    { keepWhileReloading: true },
  )
  if (detail.status === 'loading') return <LoadingSkeleton height={360} radius="md" />
  if (detail.status === 'error')
    return (
      <>
        <Alert color="red" title={t`This transaction could not be loaded.`} />
        <div className={classes.actions}>
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </>
    )
  return <DetailBody detail={detail.data} onCancel={onCancel} />
}

function DetailBody({ detail, onCancel }: { detail: Detail; onCancel: () => void }) {
  const { i18n } = useLingui()
  const send = useAppSend()
  const locale = i18n.locale as Locale
  const purchase = detail.purchase_detail
  const lateNote = paidAfterClose(purchase.paid_after_close)
  const date = `${formatDateLong(purchase.transaction_date, locale)} ${formatTime(purchase.transaction_date)}`
  return (
    <div data-testid="transaction-detail">
      <section className={classes.section}>
        <StatusBadge look={detailStatus(purchase.transaction_status)} />
        {lateNote && (
          <Text size="sm" mt="xs" data-testid="paid-after-close">
            {i18n._(lateNote)}
          </Text>
        )}
        <dl className={classes.lines} style={{ marginTop: 16 }}>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>{purchase.order_number}</dd>
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{date}</dd>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{detail.full_name}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{displayPhone(detail.phone)}</dd>
        </dl>
      </section>
      <section className={classes.section}>
        <Title order={3} size="h5" mb="xs">
          <Trans>Package</Trans>
        </Title>
        <dl className={classes.lines}>
          <dt>{detail.product_name}</dt>
          <dd>{formatRupiah(purchase.total_price)}</dd>
          <dt>
            <Trans>Total Product (1 Product)</Trans>
          </dt>
          <dd className={classes.total}>{formatRupiah(purchase.total_price)}</dd>
        </dl>
        <BoxPackageStatus detail={detail} />
      </section>
      <section className={classes.section}>
        <Title order={3} size="h5" mb="xs">
          <Trans>Delivery details</Trans>
        </Title>
        <dl className={classes.lines}>
          <dt>
            <Trans>Delivery service</Trans>
          </dt>
          <dd>{detail.delivery_detail.delivery_service || '-'}</dd>
          {detail.delivery_detail.address && (
            <>
              <dt>
                <Trans>Delivery address</Trans>
              </dt>
              <dd data-testid="transaction-address">{addressLine(detail.delivery_detail.address)}</dd>
            </>
          )}
        </dl>
      </section>
      <section className={classes.section}>
        <Title order={3} size="h5" mb="xs">
          <Trans>Purchase details</Trans>
        </Title>
        <dl className={classes.lines}>
          <dt>
            <Trans>Total price</Trans>
          </dt>
          <dd>{formatRupiah(purchase.total_price)}</dd>
          <dt>
            <Trans>Delivery fee</Trans>
          </dt>
          <dd>{formatRupiah(purchase.delivery_fee)}</dd>
          <dt className={classes.total}>
            <Trans>Total payment</Trans>
          </dt>
          <dd className={classes.total}>{formatRupiah(purchase.total_payment)}</dd>
        </dl>
      </section>
      <div className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {canContinuePayment(purchase.transaction_status) && purchase.token && (
          <Button
            onClick={() => {
              // the payment popup reopens with the stored token; it returns to the history (SPEC §2)
              send({
                type: 'pay',
                orderId: detail.order_id,
                token: purchase.token ?? '',
                returnPath: '/account/transaction',
                mode: 'history',
              })
              onCancel()
            }}
          >
            <Trans>Continue Payment</Trans>
          </Button>
        )}
      </div>
      <Group justify="space-between" mt="md" gap="xs">
        <Text size="xs" c="dimmed">
          {detail.order_id}
        </Text>
        <Group gap="md">
          {isPaid(purchase.transaction_status) && (
            <Anchor
              component={Link}
              href={`/account/transaction/${encodeURIComponent(detail.order_id)}/receipt`}
              onClick={onCancel}
              size="sm"
            >
              <Trans>Receipt</Trans>
            </Anchor>
          )}
          <Anchor href={paymentDetailHref(detail.order_id)} {...NEW_WINDOW} size="sm">
            <Trans>Payment details</Trans>
            <NewWindowHint />
          </Anchor>
        </Group>
      </Group>
    </div>
  )
}

function addressLine(a: Address): string {
  const area = [a.subdistrict, a.district, a.city, a.province].join(', ')
  return `${a.recipient_name}, ${a.phone_number} — ${a.address_details}, ${area} ${a.postal_code}`
}
