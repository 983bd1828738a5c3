import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { RetryActions } from './RetryActions'
import { Notice } from './Notice'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BuyActorRef } from '../../../machines/buy/buy.machine'
import { displayPhone } from '../../lib/format'
import { SiteDialog } from '../../ui/SiteDialog'

/** The buy flow's notices: blocked popup, already owned ('Kamu Punya Paket Ini'), recurring payment, failed check. */
export function BuyModals({ actor }: { actor: BuyActorRef }) {
  const { t } = useLingui()
  const step = useSelector(actor, (s) =>
    s.hasTag('step:blocked')
      ? 'blocked'
      : s.hasTag('step:alreadyOwned')
        ? 'alreadyOwned'
        : s.hasTag('step:recurring')
          ? 'recurring'
          : s.hasTag('error')
            ? 'error'
            : null,
  )
  const phone = useSelector(actor, (s) => s.context.phone)
  const notice = useSelector(actor, (s) =>
    s.hasTag('step:signIn') || s.hasTag('step:paying') ? 'popup' : s.hasTag('loading') ? 'working' : null,
  )
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  const shownPhone = phone ? displayPhone(phone) : null

  const title =
    step === 'blocked'
      ? t`Allow the pop-up window`
      : step === 'alreadyOwned'
        ? t`You Own This Package`
        : step === 'recurring'
          ? t`Recurring payment`
          : t`Something went wrong`

  return (
    <>
      {notice && (
        <Notice testId="buy-notice">
          {notice === 'popup' ? (
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm">
                <Trans>Continue in the Vision+ window that opened.</Trans>
              </Text>
              <Button size="xs" variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          ) : (
            <Group gap="sm" wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text size="sm">
                <Trans>Checking your packages…</Trans>
              </Text>
            </Group>
          )}
        </Notice>
      )}
      <BuyNotices step={step} shownPhone={shownPhone} close={close} retry={retry} title={title} />
    </>
  )
}

interface BuyNoticesProps {
  step: 'blocked' | 'alreadyOwned' | 'recurring' | 'error' | null
  shownPhone: string | null
  title: string
  close: () => void
  retry: () => void
}

function BuyNotices({ step, shownPhone, title, close, retry }: BuyNoticesProps) {
  return (
    <SiteDialog opened={step !== null} onClose={close} title={title}>
      <Stack gap="md" data-testid={`buy-${step ?? 'none'}`}>
        {step === 'blocked' && (
          <Text>
            <Trans>
              Your browser blocked the Vision+ window where you sign in and pay. Allow pop-ups for this site,
              then try again.
            </Trans>
          </Text>
        )}
        {step === 'alreadyOwned' && (
          <Text>
            {shownPhone ? (
              <Trans>This package is already active on {shownPhone}. You do not need to buy it again.</Trans>
            ) : (
              <Trans>This package is already active on your account. You do not need to buy it again.</Trans>
            )}
          </Text>
        )}
        {step === 'recurring' && (
          <Text>
            <Trans>
              This package is already active on your account and renews with its recurring payment. No new
              payment was made.
            </Trans>
          </Text>
        )}
        {step === 'error' && (
          <Text>
            <Trans>We could not check your packages. Please try again.</Trans>
          </Text>
        )}
        {step === 'blocked' || step === 'error' ? (
          <RetryActions onCancel={close} onRetry={retry} />
        ) : (
          <Button onClick={close} fullWidth data-autofocus>
            <Trans>OK</Trans>
          </Button>
        )}
      </Stack>
    </SiteDialog>
  )
}
