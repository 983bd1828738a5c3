/**
 * The composition root of the session and the login: their long-lived machines with the actors
 * they need (each feature binds its machines' named actors to src/api in one `*.actors.ts`). A
 * feature's own flows are provided where their actor is made; machines/provide-sites.test.ts
 * lists every site. Loaded on demand by account-nav (anonymous visitors never load it).
 */
import { createActor } from 'xstate'
import { actorOptions } from '../lib/inspect'
import { authMachine, type AuthActorRef } from '../../machines/auth/auth.machine'
import { otpMachine } from '../../machines/otp/otp.machine'
import { passwordMachine } from '../../machines/password/password.machine'
import { sessionMachine, type SessionActorRef } from '../../machines/session/session.machine'
import { authActors, otpActors, sessionActors } from '../features/auth/auth.actors'
import { readClaims } from '../lib/jwt'
import { track } from '../lib/analytics'
import { avatarSrc } from '../api/user'
import { onSessionEnded, writeKey } from '../api/clients'
import { STORAGE_KEYS } from '../api/storage-keys'
import type { Profile } from '../api/contract/user'
import { passwordActors } from '../features/account/account.actors'

const otp = otpMachine.provide({ actors: otpActors })
/** The password form: the change-password page runs it, the login modal's forgot step invokes it. */
const password = passwordMachine.provide({ actors: passwordActors })
const auth = authMachine.provide({ actors: { ...authActors, otp, password } })
const session = sessionMachine.provide({ actors: sessionActors })

/** The app's two long-lived actors, the session and the login modal (the login feeding the session), and the account pages' services. */
export interface Runtime {
  sessionActor: SessionActorRef
  authActor: AuthActorRef
  /** The password form's machine, for the change-password page. */
  password: typeof password
  /** After a profile edit: the navbar and the user cached for the next visit follow. */
  profileChanged: (profile: Profile) => void
}

export function createRuntime(): Runtime {
  const sessionActor = createActor(session, { ...actorOptions('session'), input: {} })
  const authActor = createActor(auth, { ...actorOptions('auth'), input: {} })
  authActor.on('notice', ({ code }) => {
    if (code === 'registrationSuccess') track('sign_up', 'otp')
  })
  authActor.on('loggedIn', ({ token, user: account }) => {
    const claims = readClaims(token)
    if (!claims) return
    track('login', 'site', claims.sub)
    sessionActor.send({
      type: 'session.loggedIn',
      token,
      exp: claims.exp,
      user: {
        name: account?.name ?? claims.name ?? '',
        phone: account?.phone ?? claims.phone ?? '',
        avatarUrl: avatarSrc(account?.avatarUrl ?? null),
      },
    })
  })
  /** After a profile edit: the navbar and the user cached for the next visit follow. */
  const profileChanged = (profile: Profile) => {
    writeKey(STORAGE_KEYS.user, JSON.stringify({ name: profile.name, phone: profile.phone }))
    sessionActor.send({
      type: 'user.change',
      user: { name: profile.name, phone: profile.phone, avatarUrl: avatarSrc(profile.avatarUrl) },
    })
  }
  // a call refused because this login was ended elsewhere: logged out here, home, with a notice
  onSessionEnded(() => sessionActor.send({ type: 'session.ended' }))
  sessionActor.start()
  authActor.start()
  return { sessionActor, authActor, password, profileChanged }
}

let runtime: Runtime | undefined
export function getRuntime(): Runtime {
  runtime ??= createRuntime()
  return runtime
}
