import { useMemo } from 'react'
import { useActorRef } from '@xstate/react'
import { tvSignInMachine, type TvSignInActorRef } from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { useAppSystem } from '../../lib/app-system'
import { actorOptions } from '../../lib/inspect'
import { useStep } from '../../ui/steps'
import { tvSignInActors } from './tv.actors'
import { TvCodeStep } from './TvCodeStep'
import { TvApprovedStep, TvConfirmStep, TvDeniedStep, TvFailedStep } from './TvDecisionSteps'

/**
 * The flow of one visit to /tv, made by the page with the code of the TV's link: its login is the
 * app system's dialog (the header's), reached through the system's loader.
 */
export default function TvSignInFlow({ code }: { code: string }) {
  const { load } = useAppSystem()
  const logic = useMemo(() => tvSignInMachine.provide({ actors: tvSignInActors(load) }), [load])
  const actor = useActorRef(logic, { ...actorOptions('tvSignIn'), input: { code } })
  return <TvSignInView actor={actor} />
}

/** The step the flow is on: the code, the question, a failed call, or the result. */
export function TvSignInView({ actor }: { actor: TvSignInActorRef }) {
  const step = useStep(actor, ['confirm', 'failed', 'approved', 'denied'] as const, 'code')
  return (
    <div data-testid={`tv-${step}`}>
      {step === 'code' && <TvCodeStep actor={actor} />}
      {step === 'confirm' && <TvConfirmStep actor={actor} />}
      {step === 'failed' && <TvFailedStep actor={actor} />}
      {step === 'approved' && <TvApprovedStep actor={actor} />}
      {step === 'denied' && <TvDeniedStep actor={actor} />}
    </div>
  )
}
