import { Stack, Text } from '@mantine/core'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentReturnActorRef } from '../../../machines/payment-return/payment-return.machine'
import { SiteDialog } from '../../ui/SiteDialog'
import { Notice } from './Notice'
import { BlockedStep } from './PaymentResultSteps'

/** The payment popup (payment-return): the notice while it is open, the blocked-popup message with its retry. */
export function PaymentPopupModals({ actor }: { actor: PaymentReturnActorRef }) {
  const { t } = useLingui()
  const paying = useSelector(actor, (s) => s.hasTag('step:paying'))
  const blocked = useSelector(actor, (s) => s.hasTag('step:blocked'))
  const close = () => actor.send({ type: 'close' })
  const retry = () => actor.send({ type: 'retry' })
  return (
    <>
      {paying && (
        <Notice>
          <Text size="sm">
            <Trans>Complete the payment in the payment window that opened.</Trans>
          </Text>
        </Notice>
      )}
      <SiteDialog opened={blocked} onClose={close} title={t`Allow the payment window`}>
        <Stack gap="md" data-testid={`payment-${blocked ? 'blocked' : 'none'}`}>
          {blocked && <BlockedStep order={null} close={close} retry={retry} />}
        </Stack>
      </SiteDialog>
    </>
  )
}
