import '@mantine/core/styles/Pagination.css'
import { Button, Group, Pagination, Text, VisuallyHidden } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TransactionItem } from '../../../../contract/bss'
import { formatDateLong, formatRupiah, formatTime } from '../../../lib/format'
import type { Locale } from '../../../../contract/route-paths'
import { listStatus, pageWindow } from '../status'
import { StatusBadge } from './StatusBadge'
import classes from './Transactions.module.css'

export function TransactionList({
  items,
  onDetails,
}: {
  items: TransactionItem[]
  onDetails: (orderId: string) => void
}) {
  const { i18n } = useLingui()
  const locale = i18n.locale as Locale
  return (
    <ul className={classes.list}>
      {items.map((item) => (
        <li key={item.order_id} className={classes.row} data-testid="transaction-row">
          <div className={classes.rowMain}>
            <Text fw={700}>{item.product_name}</Text>
            <Text size="sm" c="dimmed">
              {item.order_id}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateLong(item.updated_at, locale)} {formatTime(item.updated_at)} · {item.partner_name}
            </Text>
          </div>
          <div className={classes.rowSide}>
            <StatusBadge look={listStatus(item.status)} recurring={item.is_recurring} />
            <Text fw={700}>{formatRupiah(item.total_price)}</Text>
            <Button size="xs" variant="light" onClick={() => onDetails(item.order_id)}>
              <Trans>Details</Trans>
              <VisuallyHidden> {item.order_id}</VisuallyHidden>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** At most three page numbers; previous and next disabled at the ends (SPEC §4). */
export function TransactionPagination({
  page,
  total,
  onChange,
}: {
  page: number
  total: number
  onChange: (page: number) => void
}) {
  const { t } = useLingui()
  if (total <= 1) return null
  return (
    <nav className={classes.pagination} aria-label={t`Pages`}>
      <Pagination.Root total={total} value={page} onChange={onChange}>
        <Group gap={8} wrap="nowrap">
          <Pagination.Previous aria-label={t`Previous page`} />
          {pageWindow(page, total).map((n) => (
            <Pagination.Control
              key={n}
              active={n === page}
              onClick={() => onChange(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t`Page ${n}`}
            >
              {n}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t`Next page`} />
        </Group>
      </Pagination.Root>
    </nav>
  )
}
