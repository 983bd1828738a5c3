import { Alert, Button, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { IconArrowLeft } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { FIRST_TRANSACTIONS_CALL, listTransactions } from '../../../api/bss'
import { firstCall } from '../../../api/early-calls'
import { useRemote } from '../../../lib/use-remote'
import { PageIntro } from '../../../ui/PageIntro'
import {
  LazyTransactionDetail as TransactionDetail,
  LazyTransactionDetailModal as TransactionDetailModal,
} from '../components/LazyTransactionViews'
import { TransactionList, TransactionPagination } from '../components/TransactionList'
import classes from '../components/Transactions.module.css'

/** SPEC §9: the transaction detail is a modal from 1112 px; narrower screens get their own view. */
const WIDE = '(min-width: 1112px)'
const PAGE_SIZE = 5

export default function TransactionsPage() {
  const { t } = useLingui()
  const [location, navigate] = useLocation()
  const search = new URLSearchParams(useSearch())
  // The payment return and links from elsewhere name the order in the query (SPEC §2).
  const orderId = search.get('order_id') ?? search.get('transaction_id')
  const wide = useMediaQuery(WIDE, true, { getInitialValueInEffect: false })
  const [page, setPage] = useState(1)
  const [attempt, setAttempt] = useState(0)
  // read again as a detail opens or closes: a payment made from the detail shows in the list
  const list = useRemote(
    `transactions:${page}:${attempt}:${orderId ?? ''}`,
    // the first page may have been asked for already, as the page's code loaded (api/early-calls)
    () =>
      page === 1 && attempt === 0 && !orderId
        ? firstCall(FIRST_TRANSACTIONS_CALL)
        : listTransactions({ page, limit: PAGE_SIZE }),
    'Transaction list failed',
    { keepWhileReloading: true },
  )

  const open = (id: string) => navigate(`${location}?order_id=${encodeURIComponent(id)}`)
  const close = () => navigate(location, { replace: true })

  if (orderId && !wide)
    return (
      <div className="vp-container">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={close}
          mt="md"
        >
          <Trans>Back to transactions</Trans>
        </Button>
        <Title order={1} size="h2" my="md">
          <Trans>Transaction detail</Trans>
        </Title>
        <TransactionDetail orderId={orderId} onCancel={close} />
      </div>
    )

  return (
    <>
      <Heading />
      <div className="vp-container">
        {list.status === 'loading' ? (
          <ListSkeleton />
        ) : list.status === 'error' ? (
          <Alert color="red" title={t`Your transactions could not be loaded.`}>
            <Button mt="xs" size="xs" variant="white" onClick={() => setAttempt((n) => n + 1)}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : list.data.items.length === 0 ? (
          <div className="vp-account-empty">
            <Text>
              <Trans>You have no transaction yet.</Trans>
            </Text>
            <Button component={Link} href="/package">
              <Trans>See packages</Trans>
            </Button>
          </div>
        ) : (
          <>
            <TransactionList items={list.data.items} onDetails={open} />
            <TransactionPagination page={page} total={list.data.pagination.total_page} onChange={setPage} />
          </>
        )}
      </div>
      <TransactionDetailModal orderId={wide ? orderId : null} onClose={close} />
    </>
  )
}

function Heading() {
  return (
    <PageIntro title={<Trans>Transaction history</Trans>} intro={<Trans>Your orders and payments.</Trans>} />
  )
}

function ListSkeleton() {
  const { t } = useLingui()
  return (
    <div className={classes.list} aria-busy="true">
      <VisuallyHidden>{t`Loading`}</VisuallyHidden>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={104} radius="lg" />
      ))}
    </div>
  )
}

/** The page as it first shows, painted before the app runs (src/app/layouts/AccountLayout.tsx). */
export function Frame() {
  return (
    <>
      <Heading />
      <div className="vp-container">
        <ListSkeleton />
      </div>
    </>
  )
}
