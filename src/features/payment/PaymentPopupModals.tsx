import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentReturnActorRef } from '../../../machines/payment-return/payment-return.machine'
import { StepDialog, useStep } from '../../ui/steps'
import { Notice } from './Notice'
import { RetryActions } from './RetryActions'

/** The payment popup (payment-return): the notice while it is open, the blocked-popup message with its retry. */
export function PaymentPopupModals({ actor }: { actor: PaymentReturnActorRef }) {
  const { t } = useLingui()
  const step = useStep(actor, ['paying', 'blocked'] as const)
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  return (
    <>
      {step === 'paying' && (
        <Notice>
          <Text size="sm">
            <Trans>Complete the payment in the payment window that opened.</Trans>
          </Text>
        </Notice>
      )}
      <StepDialog
        step={step === 'blocked' ? step : null}
        onClose={close}
        title={t`Allow the payment window`}
        testId="payment"
      >
        {step === 'blocked' && <BlockedStep close={close} retry={retry} />}
      </StepDialog>
    </>
  )
}

/** The payment popup could not open: allow pop-ups, then Try again. */
function BlockedStep({ close, retry }: { close: () => void; retry: () => void }) {
  return (
    <>
      <Text>
        <Trans>Your browser blocked the payment window. Allow pop-ups for this site, then try again.</Trans>
      </Text>
      <RetryActions onCancel={close} onRetry={retry} />
    </>
  )
}
