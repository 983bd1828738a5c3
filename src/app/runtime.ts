/**
 * The composition root: the app actor system (machines/app) with the actors its children need
 * (the login's and the session's, bound to src/api in their features' `*.actors.ts`), and the app
 * root's own named actors, bound below: among them `loadPayment`, the payment feature's one lazy
 * entry, which provides that flow with its own actors. A feature's own flows are provided where
 * their actor is made; machines/provide-sites.test.ts lists every site. Loaded on demand by the app system's
 * provider (AppSystemProvider.tsx, for the header and the pages): anonymous visitors who ask for
 * nothing never load it.
 */
import { createActor, fromCallback, fromPromise } from 'xstate'
import { actorOptions } from '../lib/inspect'
import { nextTask } from '../lib/next-task'
import { buildNow } from '../../machines/lib/lazy-setup'
import { appMachine, type AppActorRef } from '../../machines/app/app.machine'
import { addressPickerMachine } from '../../machines/address-picker/address-picker.machine'
import { devicePhoneMachine } from '../../machines/device-phone/device-phone.machine'
import { authMachine, type AuthActorRef } from '../../machines/auth/auth.machine'
import { otpMachine } from '../../machines/otp/otp.machine'
import { passwordMachine } from '../../machines/password/password.machine'
import { sessionMachine, type SessionActorRef } from '../../machines/session/session.machine'
import { authActors, otpActors, sessionActors } from '../features/auth/auth.actors'
import { track } from '../lib/analytics'
import { avatarSrc } from '../api/user'
import { watchSessionEnded, writeKey } from '../api/clients'
import { readClaims } from '../lib/jwt'
import type { ActorsOf } from '../../machines/lib/actors'
import { STORAGE_KEYS } from '../api/storage-keys'
import type { Profile } from '../../contract/user'
import { passwordActors } from '../features/account/account.actors'

/**
 * The app root's named actors (machines/app), bound to src/api: a login's token read for the
 * session, the API's word that this login was ended elsewhere, the /stb-profile link's box looked
 * up, and the payment flow loaded on the first request (src/features/payment/payment-feature.ts,
 * the feature's one lazy entry: visitors who never buy never load it).
 */
export const appActors = {
  openSession: fromPromise(async ({ input: { token, user } }) => {
    const claims = readClaims(token)
    if (!claims) throw new Error('the login token has no expiry')
    return {
      login: {
        token,
        exp: claims.exp,
        user: {
          name: user?.name ?? claims.name ?? '',
          phone: user?.phone ?? claims.phone ?? '',
          avatarUrl: avatarSrc(user?.avatarUrl ?? null),
        },
      },
      userId: claims.sub,
    }
  }),
  // a call refused with code 18, for as long as the app runs (the unwatch is its stop)
  hearApi: fromCallback(({ sendBack }) => watchSessionEnded(() => sendBack({ type: 'api.sessionEnded' }))),
  loadDevice: fromPromise(async ({ input }) => {
    const { getDevice } = await import('../api/user')
    return getDevice(input.sn)
  }),
  loadPayment: fromPromise(async () => (await import('../features/payment/payment-feature')).paymentLogic),
} satisfies Partial<ActorsOf<typeof appMachine>>

// Provided here, built on first use (machines/lib/lazy-setup.ts): evaluating this module builds none.
const otp = otpMachine.provide({ actors: otpActors })
/** The password form: the change-password page runs it, the login modal's forgot step invokes it. */
const password = passwordMachine.provide({ actors: passwordActors })
const session = sessionMachine.provide({ actors: sessionActors })
const auth = authMachine.provide({ actors: { ...authActors, otp, password } })
const app = appMachine.provide({ actors: { ...appActors, session, auth } })
/**
 * The machines the app's actor runs from its start (its children invoked at once), biggest first.
 * The login's code and password form (`otp`, `password`) are built when the login first invokes them.
 */
const STARTING = [auth, app, session, addressPickerMachine, devicePhoneMachine]

/** The app actor and what the shell reads of it. */
export interface Runtime {
  app: AppActorRef
  /** The app's `session` child. */
  sessionActor: SessionActorRef
  /** The app's `auth` child: the login modal. */
  authActor: AuthActorRef
  /** The password form's machine, for the change-password page. */
  password: typeof password
  /** After a profile edit: the navbar and the user cached for the next visit follow. */
  profileChanged: (profile: Profile) => void
}

let prepared: Promise<void> | undefined
/**
 * Builds the machines the app starts with, each in a task of its own (building the login's machine
 * alone is several milliseconds on a phone's CPU, all of them together were the longest task of an
 * account page's load). Run ahead of a likely login (account-parts.ts) and by `createRuntime`.
 */
export function prepareRuntime(urgent = false): Promise<void> {
  if (urgent && !prepared) {
    for (const machine of STARTING) buildNow(machine)
    prepared = Promise.resolve()
  }
  prepared ??= (async () => {
    for (const machine of STARTING) {
      await nextTask()
      buildNow(machine)
    }
  })()
  return prepared
}

/**
 * Made over several tasks, not one: this module's evaluation, each machine's build
 * (`prepareRuntime`), the app actor's creation (its initial state, the session and login children
 * made) and its start (the session reads the stored login) each took several milliseconds the first
 * time, and together were one task of 20–25 ms at load (60–100 ms on a phone's CPU). Nothing
 * reaches the actor before the promise resolves, so nothing can tell the difference.
 * `urgent` (a Login tap waits for it): made in one go, not over several tasks. The page is in use
 * by then, not loading; yielding let a frame pass, which showed the busy stand-in dialog and
 * then replaced it (two more renders and a forced layout on the tap's path).
 */
export async function createRuntime(urgent = false): Promise<Runtime> {
  const pause = urgent ? () => Promise.resolve() : nextTask
  await prepareRuntime(urgent)
  await pause()
  const appActor = createActor(app, actorOptions('app'))
  appActor.on('track', ({ event, label, userId }) => track(event, label, userId ?? undefined))
  await pause()
  appActor.start()
  const { session: sessionActor, auth: authActor } = appActor.getSnapshot().children
  if (!sessionActor || !authActor) throw new Error('the app runs its session and login from the start')
  /** After a profile edit: the navbar and the user cached for the next visit follow. */
  const profileChanged = (profile: Profile) => {
    writeKey(STORAGE_KEYS.user, JSON.stringify({ name: profile.name, phone: profile.phone }))
    sessionActor.send({
      type: 'user.change',
      user: { name: profile.name, phone: profile.phone, avatarUrl: avatarSrc(profile.avatarUrl) },
    })
  }
  return { app: appActor, sessionActor, authActor, password, profileChanged }
}

let runtime: Promise<Runtime> | undefined
/** The runtime, made once a page (`urgent`: see createRuntime). */
export function getRuntime(urgent = false): Promise<Runtime> {
  runtime ??= createRuntime(urgent)
  return runtime
}
