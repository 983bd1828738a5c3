import { Stack } from '@mantine/core'
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
import { SiteDialog } from '../../ui/SiteDialog'

type Step = 'paymentSuccess' | 'packageActive' | 'pending' | 'notPaid' | 'error'
const STEPS: Step[] = ['paymentSuccess', 'packageActive', 'pending', 'notPaid', 'error']

/** Each dialog step's body (PaymentResultSteps.tsx), by the tag that shows it. */
const BODY: Record<Step, ComponentType<StepProps>> = {
  paymentSuccess: PaymentSuccessStep,
  packageActive: PackageActiveStep,
  pending: PendingStep,
  notPaid: NotPaidStep,
  error: LoadFailedStep,
}

/** What a payment became, as the server reports the order: the quiet notices and the result dialog. */
export function PaymentReturnModals({ actor }: { actor: PaymentActorRef }) {
  return (
    <>
      <PaymentReturnNotices actor={actor} />
      <PaymentResultDialog actor={actor} />
    </>
  )
}

/** One dialog for the steps that ask for attention; its body is the step's (`step:…`, or `error`). */
function PaymentResultDialog({ actor }: { actor: PaymentActorRef }) {
  const { t } = useLingui()
  const step = useSelector(
    actor,
    (s) =>
      (s.hasTag('error') ? 'error' : STEPS.find((name) => name !== 'error' && s.hasTag(`step:${name}`))) ??
      null,
  )
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
    <SiteDialog opened={step !== null} onClose={close} title={step ? titles[step] : ''}>
      <Stack gap="md" data-testid={`payment-${step ?? 'none'}`} data-order-status={order?.status}>
        {Body && <Body order={order} close={close} retry={retry} />}
      </Stack>
    </SiteDialog>
  )
}
