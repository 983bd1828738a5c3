import { useActorRef } from '@xstate/react'
import { sessionsMachine } from '../../../machines/sessions/sessions.machine'
import { actorOptions } from '../../lib/inspect'
import { sessionsActors } from './account.actors'
import { SessionsView } from './SessionsView'

const sessions = sessionsMachine.provide({ actors: sessionsActors })

/** The signed-in devices flow, made when the page opens; loaded after the page's heading paints. */
export default function SessionsPanel() {
  const actor = useActorRef(sessions, actorOptions('sessions'))
  return <SessionsView actor={actor} />
}
