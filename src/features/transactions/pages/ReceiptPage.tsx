import { useState, type ReactNode } from 'react'
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { IconChevronLeft, IconPrinter } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from 'wouter'
import type { Locale } from '../../../../contract/route-paths'
import type { Receipt } from '../../../../contract/receipt'
import type { PaymentMethod } from '../../../../contract/subscription'
import { getReceipt } from '../../../api/go'
import { displayPhone, formatDateLong, formatRupiah, formatTime } from '../../../lib/format'
import { useRemote } from '../../../lib/use-remote'
import { cardBrand } from '../../../ui/card-brand'
import { AccountHeading } from '../../../ui/AccountHeading'
import classes from './Receipt.module.css'

/**
 * A paid order's receipt (/account/transaction/:id/receipt): who sold what to whom, when, for
 * which period and for how much with the VAT it includes; printable on A4 (the receipt alone) and
 * readable on a phone.
 */
export default function ReceiptPage() {
  const { id = '' } = useParams<{ id: string }>()
  const [attempt, setAttempt] = useState(0)
  const remote = useRemote(
    `receipt:${id}:${attempt}`,
    (signal) => getReceipt(id, signal),
    'Receipt unavailable',
  )
  return (
    <>
      <Heading orderId={id} />
      <Anchor
        component={Link}
        href="/account/transaction"
        className={classes.screenOnly}
        mb="md"
        display="inline-flex"
      >
        <IconChevronLeft size={18} aria-hidden />
        <Trans>Back to transactions</Trans>
      </Anchor>
      {remote.status === 'loading' && <ReceiptSkeleton />}
      {remote.status === 'error' && (
        <Alert color="red" role="alert" title={<Trans>We could not load this receipt.</Trans>}>
          <Button variant="light" color="red" mt="sm" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      )}
      {remote.status === 'ready' &&
        (remote.data ? (
          <ReceiptSheet receipt={remote.data} />
        ) : (
          <Alert color="gray" role="alert" title={<Trans>There is no receipt for this order.</Trans>}>
            <Trans>
              Only a paid order of yours has a receipt. Check the order number in your transactions.
            </Trans>
          </Alert>
        ))}
    </>
  )
}

function Heading({ orderId }: { orderId: string }) {
  return <AccountHeading title={<Trans>Receipt</Trans>} intro={<Trans>Order {orderId}</Trans>} />
}

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  const { id = '' } = useParams<{ id: string }>()
  return (
    <>
      <Heading orderId={id} />
      <ReceiptSkeleton />
    </>
  )
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const at = (iso: string) => `${formatDateLong(iso, locale)}, ${formatTime(iso)} WIB`
  const day = (iso: string) => formatDateLong(iso, locale)
  const percent = receipt.vat.percent
  /** the method as its owner knows it, masked */
  const methodText = (method: PaymentMethod) => {
    if (method.kind === 'gopay') return t`GoPay ${method.phone}`
    const last4 = method.last4
    const brand = cardBrand(method.brand)
    return t`${brand} •••• ${last4}`
  }
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      className={classes.sheet}
      data-testid="receipt"
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <div>
            <Title order={2} fz="lg">
              {receipt.seller.name}
            </Title>
            <Text size="sm">{receipt.seller.address}</Text>
            {receipt.seller.tax_id && (
              <Text size="sm">
                <Trans>Tax number (NPWP) {receipt.seller.tax_id}</Trans>
              </Text>
            )}
          </div>
          <div>
            <Text size="sm" c="dimmed">
              <Trans>Billed to</Trans>
            </Text>
            <Text fw={600}>{receipt.customer.name}</Text>
            <Text size="sm">{displayPhone(receipt.customer.phone)}</Text>
          </div>
        </Group>
        <Divider />
        <dl className={classes.lines}>
          <Line label={t`Order number`}>{receipt.order_id}</Line>
          <Line label={t`Ordered`}>{at(receipt.ordered_at)}</Line>
          <Line label={t`Paid`}>{at(receipt.paid_at)}</Line>
          <Line label={t`Package`}>
            {receipt.product_name}
            {receipt.is_recurring && (
              <>
                {' '}
                <Trans>(renewal)</Trans>
              </>
            )}
          </Line>
          {receipt.sn && <Line label={t`Box`}>{receipt.sn}</Line>}
          {receipt.period && (
            <Line label={t`Period`}>
              <Trans>
                {day(receipt.period.start)} to {day(receipt.period.end)}
              </Trans>
            </Line>
          )}
          {receipt.method && <Line label={t`Paid with`}>{methodText(receipt.method)}</Line>}
        </dl>
        <Divider />
        <dl className={classes.lines}>
          <Line label={t`Price`} money>
            {formatRupiah(receipt.price)}
          </Line>
          {receipt.delivery_fee > 0 && (
            <Line label={t`Delivery fee`} money>
              {formatRupiah(receipt.delivery_fee)}
            </Line>
          )}
          <Line label={t`Total paid`} money total>
            {formatRupiah(receipt.total)}
          </Line>
          <Line label={t`Includes VAT (PPN ${percent}%)`} money>
            {formatRupiah(receipt.vat.amount)}
          </Line>
        </dl>
        <Group className={classes.screenOnly}>
          <Button
            leftSection={<IconPrinter size={18} aria-hidden />}
            variant="light"
            onClick={() => window.print()}
          >
            <Trans>Print or save as PDF</Trans>
            <VisuallyHidden> {receipt.order_id}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

function Line({
  label,
  money = false,
  total = false,
  children,
}: {
  label: string
  money?: boolean
  total?: boolean
  children: ReactNode
}) {
  const value = [money && classes.money, total && classes.total].filter(Boolean).join(' ') || undefined
  return (
    <>
      <dt className={total ? classes.total : undefined}>{label}</dt>
      <dd className={value}>{children}</dd>
    </>
  )
}

function ReceiptSkeleton() {
  const { t } = useLingui()
  return (
    <div aria-busy="true">
      <Skeleton height={420} radius="lg" maw={720} />
      <VisuallyHidden>{t`Loading the receipt`}</VisuallyHidden>
    </div>
  )
}
