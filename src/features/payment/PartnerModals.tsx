import { Button, Group, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentActorRef } from '../../../machines/payment/payment.machine'
import { SiteDialog } from '../../ui/SiteDialog'
import { Notice } from './Notice'
import { RetryActions } from './RetryActions'

/**
 * The partner window's steps: the notice while it is open (with Cancel, which closes it), the
 * blocked-window message with its retry, and the recurring-payment notice.
 */
export function PartnerModals({ actor }: { actor: PaymentActorRef }) {
  const { t } = useLingui()
  const open = useSelector(actor, (s) => s.hasTag('step:partnerSignIn') || s.hasTag('step:partnerPaying'))
  const step = useSelector(actor, (s) =>
    s.hasTag('step:partnerBlocked') ? 'blocked' : s.hasTag('step:recurring') ? 'recurring' : null,
  )
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
      <SiteDialog
        opened={step !== null}
        onClose={close}
        title={step === 'blocked' ? t`Allow the pop-up window` : t`Recurring payment`}
      >
        <Stack gap="md" data-testid={`buy-${step ?? 'none'}`}>
          {step === 'blocked' && (
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
        </Stack>
      </SiteDialog>
    </>
  )
}
