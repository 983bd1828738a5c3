import '../../styles/mantine-extra.css'
import { useEffect } from 'react'
import { Stack } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { purchaseMachine, type PurchaseActorRef } from '../../../machines/purchase/purchase.machine'
import { useAppSend } from '../../lib/app-system'
import { actorOptions } from '../../lib/inspect'
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
    const sub = actor.on('pay', ({ orderId, token, own }) =>
      // only the owner's history holds the order: for someone else's box (a visitor's, or a
      // customer's buying for a relative) the result shows here at any width
      send({ type: 'pay', orderId, token, returnPath: '/purchase', mode: own ? 'result' : 'visitor' }),
    )
    return () => sub.unsubscribe()
  }, [actor, send])

  return <PurchaseView actor={actor} />
}

/** The step the purchase actor is on: lookup form, choices, summary, order created. */
export function PurchaseView({ actor }: { actor: PurchaseActorRef }) {
  const step = useSelector(actor, (s) =>
    s.hasTag('step:lookup')
      ? 'lookup'
      : s.hasTag('step:choose')
        ? 'choose'
        : s.hasTag('step:summary')
          ? 'summary'
          : 'ordered',
  )

  return (
    <Stack gap="lg" data-testid={`purchase-${step}`}>
      {step === 'lookup' && <LookupStep actor={actor} />}
      {step === 'choose' && <ChooseStep actor={actor} />}
      {step === 'summary' && <SummaryStep actor={actor} />}
      {step === 'ordered' && <OrderedStep actor={actor} />}
    </Stack>
  )
}
