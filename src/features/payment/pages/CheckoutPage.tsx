import { useCallback, useState } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams, useSearch } from 'wouter'
import type { Address } from '../../../../contract/go'
import { getTransaction, setOrderAddress } from '../../../api/go'
import { ApiError } from '../../../api/clients'
import { formatRupiah } from '../../../lib/format'
import { useAppSend, useChildEmitted, useSendToChild } from '../../../lib/app-system'
import { useRemote } from '../../../lib/use-remote'
import { PageIntro } from '../../../ui/PageIntro'
import { detailStatus } from '../../../ui/transaction-status'
import { LoadingSkeleton } from '../../../ui/LoadingSkeleton'
import classes from '../Payment.module.css'

/** /checkout/{id}: the order as the server has it, the delivery address of a starter pack, and its payment. */
export default function CheckoutPage() {
  const { id } = useParams<{ id?: string }>()
  return (
    <>
      <PageIntro title={<Trans>Checkout</Trans>} intro={<Trans>Review your order and pay securely.</Trans>} />
      <div className="vp-container">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mb="xl" withBorder>
          {id ? (
            <CheckoutOrder id={id} />
          ) : (
            <Stack gap="md">
              <Text>
                <Trans>No order is selected. Your orders are in your transaction history.</Trans>
              </Text>
              <Button component={Link} href="/account/transaction">
                <Trans>Transaction history</Trans>
              </Button>
            </Stack>
          )}
        </Paper>
      </div>
    </>
  )
}

function CheckoutOrder({ id }: { id: string }) {
  const { i18n } = useLingui()
  // a payment that returned here adds order_id: the order is read again to show its new status
  const returned = new URLSearchParams(useSearch()).get('order_id') ?? ''
  const order = useRemote(`checkout:${id}:${returned}`, () => getTransaction(id).catch(explain))
  // the address chosen here; until then the one the order already has
  const [chosen, setChosen] = useState<Address | null>(null)
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle')
  const send = useAppSend()
  const openPicker = useSendToChild('addressPicker')
  useChildEmitted(
    'addressPicker',
    'chosen',
    useCallback(({ address }: { address: Address }) => setChosen(address), []),
  )

  if (order.status === 'loading') return <LoadingSkeleton height={220} />
  if (order.status === 'error' || 'problem' in order.data) {
    const problem = order.status === 'ready' && 'problem' in order.data ? order.data.problem : 'failed'
    return (
      <Alert color="red" variant="light" role="alert">
        {problem === 'login' && <Trans>Log in to see this order.</Trans>}
        {problem === 'notFound' && <Trans>We could not find this order on your account.</Trans>}
        {problem === 'failed' && <Trans>We could not load this order. Please try again later.</Trans>}
      </Alert>
    )
  }
  const detail = order.data
  const purchase = detail.purchase_detail
  const starter = purchase.delivery_fee > 0
  const status = detailStatus(purchase.transaction_status)
  const token = purchase.token
  const address = chosen ?? detail.delivery_detail.address
  const needsAddress = starter && address === null

  /** the order keeps the address chosen here before the payment opens */
  async function pay(payToken: string) {
    let current: string | null = payToken
    if (starter && chosen && chosen.id !== detail.delivery_detail.address?.id) {
      setSaving('saving')
      try {
        current = await setOrderAddress(detail.order_id, chosen.id)
      } catch {
        setSaving('failed')
        return
      }
    }
    setSaving('idle')
    if (current)
      send({ type: 'pay', orderId: detail.order_id, token: current, returnPath: `/checkout/${id}` })
  }

  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {detail.product_name}
      </Title>
      <dl className={classes.summary} data-testid="checkout-order">
        <dt>
          <Trans>Order number</Trans>
        </dt>
        <dd>{purchase.order_number}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd data-testid="checkout-status">{i18n._(status.label)}</dd>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{formatRupiah(purchase.total_price)}</dd>
        {starter && (
          <>
            <dt>
              <Trans>Delivery fee</Trans>
            </dt>
            <dd>{formatRupiah(purchase.delivery_fee)}</dd>
          </>
        )}
        <dt>
          <Trans>Total payment</Trans>
        </dt>
        <dd>{formatRupiah(purchase.total_payment)}</dd>
      </dl>
      {starter && (
        <Stack gap="xs">
          <Title order={3} size="h4">
            <Trans>Delivery address</Trans>
          </Title>
          {address ? (
            <Text data-testid="checkout-address">
              {address.recipient_name}, {address.phone_number} — {address.address_details},{' '}
              {address.subdistrict}, {address.district}, {address.city}, {address.province}{' '}
              {address.postal_code}
            </Text>
          ) : (
            <Text c="dimmed">
              <Trans>Choose where we deliver your box.</Trans>
            </Text>
          )}
          <Button variant="default" onClick={() => openPicker({ type: 'open' })} w="fit-content">
            {address ? <Trans>Change address</Trans> : <Trans>Choose address</Trans>}
          </Button>
        </Stack>
      )}
      {saving === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          <Trans>We could not keep this delivery address for the order. Please try again.</Trans>
        </Alert>
      )}
      {token && (
        <Group justify="flex-end">
          <Button disabled={needsAddress} loading={saving === 'saving'} onClick={() => void pay(token)}>
            <Trans>Pay now</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  )
}

type Problem = { problem: 'login' | 'notFound' | 'failed' }

function explain(error: unknown): Problem {
  if (error instanceof ApiError && error.httpStatus === 401) return { problem: 'login' }
  if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400))
    return { problem: 'notFound' }
  return { problem: 'failed' }
}
