import '../../styles/mantine-extra.css'
import { useEffect } from 'react'
import { Stack } from '@mantine/core'
import { useActorRef } from '@xstate/react'
import { purchaseMachine, type PurchaseActorRef } from '../../../machines/purchase/purchase.machine'
import { useAppSend } from '../../lib/app-system'
import { actorOptions } from '../../lib/inspect'
import { useStep } from '../../ui/steps'
import { purchaseActors } from './purchase.actors'
import { ChooseStep, LookupStep, OrderedStep, SummaryStep } from './PurchaseSteps'

const purchase = purchaseMachine.provide({ actors: purchaseActors })

/** The purchase flow, loaded with the first lookup: it starts by looking up `initialQuery`. */
export default function PurchaseFlow({ initialQuery }: { initialQuery: string }) {
  // the field shows the first query from the flow's first render: it is the flow's input
  const actor = useActorRef(purchase, { ...actorOptions('purchase'), input: { query: initialQuery } })
  const send = useAppSend()
  useEffect(() => {
    actor.send({ type: 'lookup.submit' })
    // the app hears the flow's Pay while the page shows it: purchase → pay is on its chart
    // (machines/app `purchase.pay`), not relayed here
    send({ type: 'purchase.opened', flow: actor })
    return () => send({ type: 'purchase.closed' })
  }, [actor, send])

  return <PurchaseView actor={actor} />
}

/** The step the purchase actor is on: lookup form, choices, summary, order created. */
export function PurchaseView({ actor }: { actor: PurchaseActorRef }) {
  const step = useStep(actor, ['lookup', 'choose', 'summary'] as const, 'ordered')

  return (
    <Stack gap="lg" data-testid={`purchase-${step}`}>
      {step === 'lookup' && <LookupStep actor={actor} />}
      {step === 'choose' && <ChooseStep actor={actor} />}
      {step === 'summary' && <SummaryStep actor={actor} />}
      {step === 'ordered' && <OrderedStep actor={actor} />}
    </Stack>
  )
}
