import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import type { ComponentType } from 'react'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { PaymentReturnNotices } from './PaymentReturnNotices'
import {
  LoadFailedStep,
  NotPaidStep,
  PackageActiveStep,
  PaymentSuccessStep,
  PendingStep,
  type StepProps,
} from './PaymentResultSteps'
import { StepDialog, useStep } from '../../ui/steps'

type Step = 'paymentSuccess' | 'packageActive' | 'pending' | 'notPaid' | 'error'
/** A failed call first: it shows whatever step was shown. */
const STEPS: Step[] = ['error', 'paymentSuccess', 'packageActive', 'pending', 'notPaid']

/** Each dialog step's body (PaymentResultSteps.tsx), by the tag that shows it. */
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
export function PaymentResultDialog({ actor }: { actor: PaymentActorRef }) {
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
