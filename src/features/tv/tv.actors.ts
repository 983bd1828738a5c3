/**
 * The TV sign-in flow's actors: the code's calls (src/api/tv.ts) and the login, which is the app
 * system's (its `session` says who is logged in, its `auth` child is the login dialog). The page's
 * flow is made with the app system's loader, so the dialog it opens is the header's own.
 */
import { fromCallback, fromPromise, waitFor } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { AppActorRef } from '../../../machines/app/app.machine'
import { sessionStatus, sessionUser } from '../../../machines/session/session.selectors'
import {
  TvSignInError,
  type TvApproveInput,
  type TvSignInEvent,
  type tvSignInMachine,
} from '../../../machines/tv-sign-in/tv-sign-in.machine'
import { ApiError } from '../../api/clients'
import { CODE } from '../../../contract/common'
import { decideTvCode, lookUpTvCode } from '../../api/tv'

/** The service's refusal as the flow's reason; a call that got no answer as is (the flow offers Try again). */
function refusal(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  if (error.httpStatus === 429) return new TvSignInError('tooMany', error.retryAfterSeconds ?? null)
  if (error.httpStatus === 401) return new TvSignInError('loggedOut')
  if (error.code === CODE.invalidCode) return new TvSignInError('unknown')
  if (error.code === CODE.codeExpired) return new TvSignInError('expired')
  if (error.code === CODE.codeDead) return new TvSignInError('used')
  if (error.code === CODE.reauthRequired) return new TvSignInError('reauth')
  if (error.code === CODE.wrongPassword) return new TvSignInError('wrongPassword')
  return error
}

const refused = <T>(call: Promise<T>) =>
  call.catch((error: unknown) => {
    throw refusal(error)
  })

export function tvSignInActors(loadApp: () => Promise<AppActorRef>) {
  return {
    readAccount: fromPromise(async () => {
      const session = (await loadApp()).getSnapshot().children.session
      if (!session) return null
      // the stored login may still be being read: its answer, not a guess
      const known = await waitFor(session, (snapshot) => sessionStatus(snapshot) !== 'unknown')
      if (sessionStatus(known) !== 'loggedIn') return null
      return { phone: sessionUser(known)?.phone ?? null }
    }),
    logIn: fromCallback<TvSignInEvent>(({ sendBack }) => {
      const subscriptions: { unsubscribe: () => void }[] = []
      let stopped = false
      loadApp().then(
        (app) => {
          const auth = app.getSnapshot().children.auth
          if (stopped || !auth) return
          let loggedIn = false
          subscriptions.push(
            // emitted before the dialog's closed state is seen: a login is never taken for a cancel
            auth.on('loggedIn', ({ user }) => {
              loggedIn = true
              sendBack({ type: 'login.done', phone: user?.phone ?? null })
            }),
            auth.subscribe((snapshot) => {
              if (snapshot.matches('closed') && !loggedIn) sendBack({ type: 'login.cancelled' })
            }),
          )
          auth.send({ type: 'open' })
        },
        // the login's code could not load (offline): the flow says so and offers to try again
        () => sendBack({ type: 'login.failed' }),
      )
      return () => {
        stopped = true
        subscriptions.forEach((subscription) => subscription.unsubscribe())
      }
    }),
    lookUp: fromPromise(({ input }: { input: { code: string } }) => refused(lookUpTvCode(input.code))),
    approve: fromPromise(async ({ input }: { input: TvApproveInput }) => {
      await refused(decideTvCode(input.code, true, input.password))
    }),
    deny: fromPromise(async ({ input }: { input: { code: string } }) => {
      await refused(decideTvCode(input.code, false))
    }),
  } satisfies ActorsOf<typeof tvSignInMachine>
}
