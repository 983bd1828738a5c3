import { useActorRef } from '@xstate/react'
import { subscriptionsMachine } from '../../../machines/subscriptions/subscriptions.machine'
import { actorOptions } from '../../lib/inspect'
import { subscriptionsActors } from './subscriptions.actors'
import { RenewalsView } from './RenewalsView'

const subscriptions = subscriptionsMachine.provide({ actors: subscriptionsActors })

/** My Package's renewals flow, made when the page opens. */
export default function RenewalsPanel() {
  const actor = useActorRef(subscriptions, actorOptions('subscriptions'))
  return <RenewalsView actor={actor} />
}
