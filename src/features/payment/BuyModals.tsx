import { Button, Group, Loader, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { RetryActions } from './RetryActions'
import { Notice } from './Notice'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BuyActorRef } from '../../../machines/buy/buy.machine'
import { displayPhone } from '../../lib/format'
import { StepDialog, useStep } from '../../ui/steps'

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
