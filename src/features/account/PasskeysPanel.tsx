import { useActorRef } from '@xstate/react'
import { passkeysMachine } from '../../../machines/passkeys/passkeys.machine'
import { actorOptions } from '../../lib/inspect'
import { passkeysSupported } from '../../lib/passkey-prompt'
import { passkeysActors } from './passkeys.actors'
import { PasskeysView } from './PasskeysView'

const passkeys = passkeysMachine.provide({ actors: passkeysActors })

/** The passkeys flow, made when the security page opens; loaded after the page's heading paints. */
export default function PasskeysPanel() {
  const actor = useActorRef(passkeys, {
    ...actorOptions('passkeys'),
    input: { supported: passkeysSupported() },
  })
  return <PasskeysView actor={actor} />
}
