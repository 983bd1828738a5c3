import '../../styles/mantine-extra.css'
import { useEffect } from 'react'
import { Stack } from '@mantine/core'
import { purchaseMachine, type PurchaseActorRef } from '../../../machines/purchase/purchase.machine'
import type { AppEvent } from '../../../machines/app/app.machine'
import { useAppFlow } from '../../lib/app-system'
import { useStep } from '../../ui/steps'
import { LookupForm } from './LookupForm'
import { purchaseActors } from './purchase.actors'
import { ChooseStep, LookupStep, OrderedStep, SummaryStep } from './PurchaseSteps'

const purchase = purchaseMachine.provide({ actors: purchaseActors })
const close: AppEvent = { type: 'purchase.close' }

/**
 * The purchase flow, loaded with the first lookup: the app system runs it while the page shows it
 * (machines/app `purchase.open`, which also hears its Pay), and it starts by looking up
 * `initialQuery`, the form showing the search until it runs.
 */
export default function PurchaseFlow({ initialQuery }: { initialQuery: string }) {
  const actor = useAppFlow(
    { type: 'purchase.open', logic: purchase, query: initialQuery },
    close,
    (s) => s.context.purchase,
  )
  useEffect(() => {
    actor?.send({ type: 'lookup.submit' })
  }, [actor])
  if (!actor) return <LookupForm initialQuery={initialQuery} loading error={null} onSubmit={() => {}} />
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
