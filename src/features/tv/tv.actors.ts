/**
 * The TV sign-in flow's actors: the code's calls (src/api/tv.ts) and the login, which is the app
 * system's (its `session` says who is logged in; a login is asked of the app, whose chart opens
 * its `auth` child, the header's own dialog, and answers). The page's flow is made with the app
 * system's loader.
 */
import { fromCallback, fromPromise, waitFor } from 'xstate'
import type { ActorsOf } from '../../../machines/lib/actors'
import type { AppActorRef, LoginAsker } from '../../../machines/app/app.machine'
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
    // the login is asked of the app (its chart's `asking` region opens the dialog and answers
    // login.done or login.cancelled here, handed on to the flow)
    logIn: fromCallback<TvSignInEvent>(({ self, sendBack, receive }) => {
      const replyTo = self as LoginAsker
      receive((answer) => {
        if (answer.type === 'login.done' || answer.type === 'login.cancelled') sendBack(answer)
      })
      let asked: AppActorRef | undefined
      let stopped = false
      loadApp().then(
        (app) => {
          if (stopped) return
          asked = app
          app.send({ type: 'login.ask', replyTo })
        },
        // the login's code could not load (offline): the flow says so and offers to try again
        () => sendBack({ type: 'login.failed' }),
      )
      return () => {
        stopped = true
        asked?.send({ type: 'login.unask', replyTo })
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
