import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { sessionsMachine } from '../../../machines/sessions/sessions.machine'
import { actorOptions } from '../../lib/inspect'
import { sessionsActors } from './account.actors'
import { SessionsView } from './SessionsView'

const sessions = sessionsMachine.provide({ actors: sessionsActors })

/**
 * The signed-in devices flow, made when the page opens; loaded after the page's heading paints.
 * `onSettled`: the list (or its failure) shows, so its height is known.
 */
export default function SessionsPanel({ onSettled }: { onSettled?: () => void }) {
  const actor = useActorRef(sessions, actorOptions('sessions'))
  const settled = useSelector(actor, (s) => s.hasTag('step:list') || s.hasTag('error'))
  useEffect(() => {
    if (settled) onSettled?.()
  }, [settled, onSettled])
  return <SessionsView actor={actor} />
}
