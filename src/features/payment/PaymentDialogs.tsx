import type { ComponentType, ReactNode } from 'react'
import { Anchor, Button, Group, Loader, Text, ThemeIcon } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { BuyActorRef } from '../../../machines/buy/buy.machine'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import type { ReturnedOrder } from '../../../machines/payment-return/payment-return.machine'
import { localizePath, type Locale } from '../../../contract/route-paths'
import { cleanAddonName } from '../../lib/addon-name'
import { displayPhone, formatRupiah } from '../../lib/format'
import { StepDialog, useStep } from '../../ui/steps'
import { Notice } from './Notice'
import { PaymentPopupModals } from './PaymentPopupModals'
import { PaymentReturnNotices } from './PaymentReturnNotices'
import { RetryActions } from './RetryActions'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

export interface PaymentDialogsProps {
  /** The payment flow: the app system's `payment` child (tests give their own). */
  actor: PaymentActorRef
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
  /**
   * Buy's check's views while its child runs: `BuyModals` below (the payment flow's view paths
   * stand a marker in, buy's own view paths driving BuyModals).
   */
  BuyCheck?: ComponentType<{ actor: BuyActorRef }>
}

/**
 * What the payment flow (machines/payment) shows, step by step along its chart: buy's check
 * (while its child runs, below), the partner window's steps (below), the payment popup (while its child
 * runs), what the order became (the result, below), and the narrow redirect's transaction
 * detail. What reaches the flow reaches it through the app system: Buy and Pay, and an order_id
 * in the address (`returned`); its redirects are the app's navigation (machines/app hears them
 * from the moment the flow runs, before this view's code may have arrived).
 */
export function PaymentDialogs({ actor, TransactionDetail, BuyCheck = BuyModals }: PaymentDialogsProps) {
  const buy = useSelector(actor, (s) => s.children.buy)
  const paymentPopup = useSelector(actor, (s) => s.children.paymentReturn)
  return (
    <>
      {buy && <BuyCheck actor={buy} />}
      <PartnerModals actor={actor} />
      {paymentPopup && <PaymentPopupModals actor={paymentPopup} />}
      <PaymentResultDialog actor={actor} />
      <ReturnedTransactionModal actor={actor} Detail={TransactionDetail} />
    </>
  )
}

/** Buy's billing check: the 'checking' notice, the already-owned alert ('Kamu Punya Paket Ini'), a failed check. */
export function BuyModals({ actor }: { actor: BuyActorRef }) {
  const { t } = useLingui()
  const step = useStep(actor, ['alreadyOwned', 'error'] as const)
  const checking = useSelector(actor, (s) => s.hasTag('loading'))
  const phone = useSelector(actor, (s) => s.context.phone)
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  const shownPhone = phone ? displayPhone(phone) : null

  return (
    <>
      {checking && (
        <Notice testId="buy-notice">
          <Group gap="sm" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm">
              <Trans>Checking your packages…</Trans>
            </Text>
          </Group>
        </Notice>
      )}
      <StepDialog
        step={step}
        onClose={close}
        title={step === 'alreadyOwned' ? t`You Own This Package` : t`Something went wrong`}
        testId="buy"
      >
        {step === 'alreadyOwned' && (
          <>
            <Text>
              {shownPhone ? (
                <Trans>
                  This package is already active on {shownPhone}. You do not need to buy it again.
                </Trans>
              ) : (
                <Trans>
                  This package is already active on your account. You do not need to buy it again.
                </Trans>
              )}
            </Text>
            <Button onClick={close} fullWidth data-autofocus>
              <Trans>OK</Trans>
            </Button>
          </>
        )}
        {step === 'error' && (
          <>
            <Text>
              <Trans>We could not check your packages. Please try again.</Trans>
            </Text>
            <RetryActions onCancel={close} onRetry={retry} />
          </>
        )}
      </StepDialog>
    </>
  )
}

/**
 * The partner window's steps: the notice while it is open (with Cancel, which closes it), the
 * blocked-window message with its retry, and the recurring-payment notice.
 */
function PartnerModals({ actor }: { actor: PaymentActorRef }) {
  const { t } = useLingui()
  const open = useStep(actor, ['partnerSignIn', 'partnerPaying'] as const) !== null
  const step = useStep(actor, ['partnerBlocked', 'recurring'] as const)
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  return (
    <>
      {open && (
        <Notice testId="buy-notice">
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Text size="sm">
              <Trans>Continue in the Vision+ window that opened.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Notice>
      )}
      <StepDialog
        step={step}
        onClose={close}
        title={step === 'partnerBlocked' ? t`Allow the pop-up window` : t`Recurring payment`}
        testId="buy"
      >
        {step === 'partnerBlocked' && (
          <>
            <Text>
              <Trans>
                Your browser blocked the Vision+ window where you sign in and pay. Allow pop-ups for this
                site, then try again.
              </Trans>
            </Text>
            <RetryActions onCancel={close} onRetry={retry} />
          </>
        )}
        {step === 'recurring' && (
          <>
            <Text>
              <Trans>
                This package is already active on your account and renews with its recurring payment. No new
                payment was made.
              </Trans>
            </Text>
            <Button onClick={close} fullWidth data-autofocus>
              <Trans>OK</Trans>
            </Button>
          </>
        )}
      </StepDialog>
    </>
  )
}

type Step = 'paymentSuccess' | 'packageActive' | 'pending' | 'notPaid' | 'error'
/** A failed call first: it shows whatever step was shown. */
const STEPS: Step[] = ['error', 'paymentSuccess', 'packageActive', 'pending', 'notPaid']

/** Each result step's body (below), by the tag that shows it. */
const BODY: Record<Step, ComponentType<StepProps>> = {
  paymentSuccess: PaymentSuccessStep,
  packageActive: PackageActiveStep,
  pending: PendingStep,
  notPaid: NotPaidStep,
  error: LoadFailedStep,
}

/**
 * What a payment became, as the server reports the order (the **result**): the quiet notices, and
 * one dialog for the steps that ask for attention, its body the step's (`step:…`, or `error`).
 */
function PaymentResultDialog({ actor }: { actor: PaymentActorRef }) {
  return (
    <>
      <PaymentReturnNotices actor={actor} />
      <ResultStepDialog actor={actor} />
    </>
  )
}

function ResultStepDialog({ actor }: { actor: PaymentActorRef }) {
  const { t } = useLingui()
  const step = useStep(actor, STEPS)
  const order = useSelector(actor, (s) => s.context.order)
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  const titles: Record<Step, string> = {
    paymentSuccess: t`Payment Success`,
    packageActive: t`Payment successful`,
    pending: t`Waiting for payment`,
    notPaid: t`Payment not completed`,
    error: t`Something went wrong`,
  }
  const Body = step ? BODY[step] : null
  return (
    <StepDialog
      step={step}
      title={step ? titles[step] : ''}
      onClose={close}
      testId="payment"
      attributes={{ 'data-order-status': order?.status }}
    >
      {Body && <Body order={order} close={close} retry={retry} />}
    </StepDialog>
  )
}

// ── The result steps' bodies ──────────────────────────────────────────────────────────────────

/** SPEC §2: the streaming site and the TV pairing tutorial open in a new tab. */
const STREAMING_SITE = 'https://www.visionplus.id'
const PAIRING_GUIDE = '/help-center/pair-with-tv-app'

/**
 * The product as the catalogue cards name it: service names carry an "Add On" prefix and a sequence
 * number ("Add On Premium Sports 2") that the glossary keeps off the page.
 */
function shownProduct(order: ReturnedOrder | null): string {
  return order ? cleanAddonName(order.productName) : ''
}

/** What every step's body gets: the order as the server reported it, and the dialog's two ways out. */
interface StepProps {
  order: ReturnedOrder | null
  close: () => void
  retry: () => void
}

function CloseLink({ close }: Pick<StepProps, 'close'>) {
  return (
    <Anchor component="button" type="button" onClick={close} ta="center">
      <Trans>Close</Trans>
    </Anchor>
  )
}

function Paid({ children }: { children: ReactNode }) {
  return (
    <>
      <ThemeIcon size={64} radius="xl" color="teal" aria-hidden style={{ alignSelf: 'center' }}>
        <IconCheck size={36} />
      </ThemeIcon>
      {children}
    </>
  )
}

function PaymentSuccessStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <Paid>
      <Text ta="center" fw={700} fz="xl" data-testid="payment-amount">
        {order ? formatRupiah(order.amount) : ''}
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
    </Paid>
  )
}

function PackageActiveStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  const phone = order ? displayPhone(order.phone) : ''
  // a new tab does not know the router's base: the guide opens in this page's language
  const { i18n } = useLingui()
  const guide = localizePath(PAIRING_GUIDE, i18n.locale as Locale)
  return (
    <Paid>
      <Text ta="center">
        <Trans>
          {product} is now active on the Vision+ account of {phone}.
        </Trans>
      </Text>
      <Group grow>
        <Button component="a" href={STREAMING_SITE} target="_blank" rel="noopener noreferrer">
          <Trans>Watch on Vision+</Trans>
        </Button>
        <Button component="a" href={guide} target="_blank" rel="noopener" variant="default">
          <Trans>Pair your TV</Trans>
        </Button>
      </Group>
      <CloseLink close={close} />
    </Paid>
  )
}

function PendingStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <>
      <Text>
        <Trans>
          We are waiting for the payment provider to confirm your payment for {product}. This window updates
          by itself once it does.
        </Trans>
      </Text>
      <CloseLink close={close} />
    </>
  )
}

function NotPaidStep({ order, close }: StepProps) {
  const product = shownProduct(order)
  return (
    <>
      <Text>
        <Trans>
          The payment for {product} was not completed, and nothing was charged. You can pay it from your
          transaction history while it is still open.
        </Trans>
      </Text>
      <CloseLink close={close} />
    </>
  )
}

function LoadFailedStep({ close, retry }: StepProps) {
  return (
    <>
      <Text>
        <Trans>We could not load your order. Please try again.</Trans>
      </Text>
      <RetryActions onCancel={close} onRetry={retry} />
    </>
  )
}
