import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { StepDialog, useStep } from '../../ui/steps'
import { Notice } from './Notice'
import { RetryActions } from './RetryActions'

/**
 * The partner window's steps: the notice while it is open (with Cancel, which closes it), the
 * blocked-window message with its retry, and the recurring-payment notice.
 */
export function PartnerModals({ actor }: { actor: PaymentActorRef }) {
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
