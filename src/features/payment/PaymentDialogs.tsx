import type { ComponentType } from 'react'
import { Button, Group, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { StepDialog, useStep } from '../../ui/steps'
import { BuyModals } from './BuyModals'
import { Notice } from './Notice'
import { PaymentPopupModals } from './PaymentPopupModals'
import { PaymentReturnNotices } from './PaymentReturnNotices'
import {
  LoadFailedStep,
  NotPaidStep,
  PackageActiveStep,
  PaymentSuccessStep,
  PendingStep,
  type StepProps,
} from './PaymentResultSteps'
import { RetryActions } from './RetryActions'
import { ReturnedTransactionModal, type TransactionDetailSlot } from './ReturnedTransactionModal'

export interface PaymentDialogsProps {
  /** The payment flow: the app system's `payment` child (tests give their own). */
  actor: PaymentActorRef
  /** The transaction detail (of the transactions feature) that the narrow redirect opens. */
  TransactionDetail: TransactionDetailSlot
}

/**
 * What the payment flow (machines/payment) shows, step by step along its chart: buy's check
 * (while its child runs), the partner window's steps (below), the payment popup (while its child
 * runs), what the order became (the result, below), and the narrow redirect's transaction
 * detail. What reaches the flow reaches it through the app system: Buy and Pay, and an order_id
 * in the address (`returned`); its redirects are the app's navigation (machines/app hears them
 * from the moment the flow runs, before this view's code may have arrived).
 */
export function PaymentDialogs({ actor, TransactionDetail }: PaymentDialogsProps) {
  const buy = useSelector(actor, (s) => s.children.buy)
  const paymentPopup = useSelector(actor, (s) => s.children.paymentReturn)
  return (
    <>
      {buy && <BuyModals actor={buy} />}
      <PartnerModals actor={actor} />
      {paymentPopup && <PaymentPopupModals actor={paymentPopup} />}
      <PaymentResultDialog actor={actor} />
      <ReturnedTransactionModal actor={actor} Detail={TransactionDetail} />
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

/** Each result step's body (PaymentResultSteps.tsx), by the tag that shows it. */
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
