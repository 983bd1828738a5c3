/**
 * The composition root: every long-lived machine with the actors it needs. Each feature binds
 * its machines' named actors to src/api in one `*.actors.ts`; they are provided here and
 * nowhere else. Loaded on demand by account-nav (anonymous visitors never load it).
 */
import { createActor } from 'xstate'
import { authMachine } from '../../machines/auth/auth.machine'
import { otpMachine } from '../../machines/otp/otp.machine'
import { sessionMachine } from '../../machines/session/session.machine'
import { authActors, otpActors, sessionActors } from '../features/auth/auth.actors'
import { readClaims } from '../lib/jwt'

const otp = otpMachine.provide({ actors: otpActors })
const auth = authMachine.provide({ actors: { ...authActors, otp } })
const session = sessionMachine.provide({ actors: sessionActors })

export type Runtime = ReturnType<typeof createRuntime>

/** The app's two long-lived actors: the session and the login modal, the login feeding the session. */
export function createRuntime() {
  const sessionActor = createActor(session, { input: {} })
  const authActor = createActor(auth, { input: {} })
  authActor.on('loggedIn', ({ token, user: account }) => {
    const claims = readClaims(token)
    if (!claims) return
    sessionActor.send({
      type: 'session.loggedIn',
      token,
      exp: claims.exp,
      user: { name: account?.name ?? claims.name ?? '', phone: account?.phone ?? claims.phone ?? '' },
    })
  })
  sessionActor.start()
  authActor.start()
  return { sessionActor, authActor }
}

let runtime: Runtime | undefined
export function getRuntime(): Runtime {
  runtime ??= createRuntime()
  return runtime
}
