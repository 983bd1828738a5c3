import { Anchor, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useSelector } from '@xstate/react'
import { RetryActions } from './RetryActions'
import { Notice } from './Notice'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { PaymentReturnActorRef } from '../../../machines/payment-return/payment-return.machine'
import { displayPhone, formatRupiah } from '../../lib/format'

/** SPEC §2: the streaming site and the TV pairing tutorial open in a new tab. */
const STREAMING_SITE = 'https://www.visionplus.id'
const PAIRING_GUIDE = '/help-center/pair-with-tv-app'

type Step = 'blocked' | 'paymentSuccess' | 'packageActive' | 'pending' | 'notPaid' | 'error'
const STEPS: Step[] = ['blocked', 'paymentSuccess', 'packageActive', 'pending', 'notPaid', 'error']

/** What a payment became, as the server reports the order: success popups, pending, not paid. */
export function PaymentReturnModals({ actor }: { actor: PaymentReturnActorRef }) {
  const { t } = useLingui()
  const step = useSelector(
    actor,
    (s) =>
      (s.hasTag('error') ? 'error' : STEPS.find((name) => name !== 'error' && s.hasTag(`step:${name}`))) ??
      null,
  )
  const order = useSelector(actor, (s) => s.context.order)
  const paying = useSelector(actor, (s) => s.hasTag('step:paying'))
  const partnerClosed = useSelector(actor, (s) => s.hasTag('step:partnerClosed'))
  const orderNotice = useSelector(actor, (s) => (s.hasTag('step:orderNotice') ? s.context.orderId : null))
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })

  const titles: Record<Step, string> = {
    blocked: t`Allow the payment window`,
    paymentSuccess: t`Payment Success`,
    packageActive: t`Payment successful`,
    pending: t`Waiting for payment`,
    notPaid: t`Payment not completed`,
    error: t`Something went wrong`,
  }
  const amount = order ? formatRupiah(order.amount) : ''
  const product = order?.productName ?? ''
  const phone = order ? displayPhone(order.phone) : ''

  return (
    <>
      {paying && (
        <Notice>
          <Text size="sm">
            <Trans>Complete the payment in the payment window that opened.</Trans>
          </Text>
        </Notice>
      )}
      {orderNotice && (
        <Notice
          testId="order-notice"
          onClose={close}
          link={{
            href: `/account/transaction?order_id=${encodeURIComponent(orderNotice)}`,
            label: <Trans>See the order</Trans>,
          }}
        >
          <Trans>
            Your order {orderNotice} is not paid yet. You can follow it in your transaction history.
          </Trans>
        </Notice>
      )}
      {partnerClosed && (
        <Notice
          testId="partner-closed"
          onClose={close}
          link={{ href: '/account/transaction', label: <Trans>Transaction history</Trans> }}
        >
          <Trans>
            The Vision+ window closed. If you paid there, your order is in your transaction history; otherwise
            nothing was charged.
          </Trans>
        </Notice>
      )}
      <Modal
        opened={step !== null}
        onClose={close}
        centered
        size={450}
        radius="lg"
        title={step ? titles[step] : ''}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="md" data-testid={`payment-${step ?? 'none'}`} data-order-status={order?.status}>
          {(step === 'paymentSuccess' || step === 'packageActive') && (
            <ThemeIcon size={64} radius="xl" color="teal" aria-hidden style={{ alignSelf: 'center' }}>
              <IconCheck size={36} />
            </ThemeIcon>
          )}
          {step === 'blocked' && (
            <Text>
              <Trans>
                Your browser blocked the payment window. Allow pop-ups for this site, then try again.
              </Trans>
            </Text>
          )}
          {step === 'paymentSuccess' && (
            <>
              <Text ta="center" fw={700} fz="xl" data-testid="payment-amount">
                {amount}
              </Text>
              <Text ta="center">
                <Trans>Thank you! We have received your payment for {product}.</Trans>
              </Text>
              {order?.activeOnBox === true && (
                <Text ta="center" c="teal.8">
                  <Trans>The package is now active on your box.</Trans>
                </Text>
              )}
              {order?.activeOnBox === false && (
                <Text ta="center" c="orange.8">
                  <Trans>
                    The package is not active on your box yet. If your channels do not open soon, contact us.
                  </Trans>
                </Text>
              )}
              <Button component={Link} href="/" onClick={close} fullWidth data-autofocus>
                <Trans>Back to home</Trans>
              </Button>
            </>
          )}
          {step === 'packageActive' && (
            <>
              <Text ta="center">
                <Trans>
                  {product} is now active on the Vision+ account of {phone}.
                </Trans>
              </Text>
              <Group grow>
                <Button component="a" href={STREAMING_SITE} target="_blank" rel="noopener noreferrer">
                  <Trans>Watch on Vision+</Trans>
                </Button>
                <Button component="a" href={PAIRING_GUIDE} target="_blank" rel="noopener" variant="default">
                  <Trans>Pair your TV</Trans>
                </Button>
              </Group>
            </>
          )}
          {step === 'pending' && (
            <Text>
              <Trans>
                We are waiting for the payment provider to confirm your payment for {product}. This window
                updates by itself once it does.
              </Trans>
            </Text>
          )}
          {step === 'notPaid' && (
            <Text>
              <Trans>
                The payment for {product} was not completed, and nothing was charged. You can pay it from your
                transaction history while it is still open.
              </Trans>
            </Text>
          )}
          {step === 'error' && (
            <Text>
              <Trans>We could not load your order. Please try again.</Trans>
            </Text>
          )}
          {step === 'blocked' || step === 'error' ? (
            <RetryActions onCancel={close} onRetry={retry} />
          ) : (
            step !== 'paymentSuccess' && (
              <Anchor component="button" type="button" onClick={close} ta="center">
                <Trans>Close</Trans>
              </Anchor>
            )
          )}
        </Stack>
      </Modal>
    </>
  )
}
