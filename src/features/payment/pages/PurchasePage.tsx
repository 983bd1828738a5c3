import { useEffect } from 'react'
import { Paper, Stack } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { purchaseMachine } from '../../../../machines/purchase/purchase.machine'
import { PageIntro } from '../../../ui/PageIntro'
import { requestPayment } from '../../../lib/payment-requests'
import { purchaseActors } from '../payment.actors'
import { ChooseStep, LookupStep, OrderedStep, SummaryStep } from '../PurchaseSteps'

const purchase = purchaseMachine.provide({ actors: purchaseActors })

/** /purchase: find the box, choose the add-on, see the summary, pay in the payment popup. */
export default function PurchasePage() {
  const actor = useActorRef(purchase)
  const step = useSelector(actor, (s) =>
    s.hasTag('step:lookup')
      ? 'lookup'
      : s.hasTag('step:choose')
        ? 'choose'
        : s.hasTag('step:summary')
          ? 'summary'
          : 'ordered',
  )

  useEffect(() => {
    const sub = actor.on('pay', ({ orderId, token }) =>
      requestPayment({ orderId, token, returnPath: '/purchase' }),
    )
    return () => sub.unsubscribe()
  }, [actor])

  return (
    <>
      <PageIntro
        title={<Trans>Buy an add-on</Trans>}
        intro={
          <Trans>
            Find your box by serial number, customer ID or phone number, then choose an add-on, a package and
            a duration.
          </Trans>
        }
      />
      <div className="vp-container">
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" mb="xl" withBorder>
          <Stack gap="lg" data-testid={`purchase-${step}`}>
            {step === 'lookup' && <LookupStep actor={actor} />}
            {step === 'choose' && <ChooseStep actor={actor} />}
            {step === 'summary' && <SummaryStep actor={actor} />}
            {step === 'ordered' && <OrderedStep actor={actor} />}
          </Stack>
        </Paper>
      </div>
    </>
  )
}
