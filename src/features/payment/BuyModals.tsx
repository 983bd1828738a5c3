import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { RetryActions } from './RetryActions'
import { Notice } from './Notice'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BuyActorRef } from '../../../machines/buy/buy.machine'
import { displayPhone } from '../../lib/format'
import { SiteDialog } from '../../ui/SiteDialog'

/** Buy's billing check: the 'checking' notice, the already-owned alert ('Kamu Punya Paket Ini'), a failed check. */
export function BuyModals({ actor }: { actor: BuyActorRef }) {
  const { t } = useLingui()
  const step = useSelector(actor, (s) =>
    s.hasTag('step:alreadyOwned') ? 'alreadyOwned' : s.hasTag('error') ? 'error' : null,
  )
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
      <SiteDialog
        opened={step !== null}
        onClose={close}
        title={step === 'alreadyOwned' ? t`You Own This Package` : t`Something went wrong`}
      >
        <Stack gap="md" data-testid={`buy-${step ?? 'none'}`}>
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
        </Stack>
      </SiteDialog>
    </>
  )
}
