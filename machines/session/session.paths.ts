/** Path model of the session machine. Token expiries are chosen so guards read the same at any replayed clock time. */
import { fromCallback } from 'xstate'
import type { PathModel } from '../testing/paths'
import { sessionMachine, type SessionContext, type StoredSession } from './session.machine'

const user = { name: 'Demo Customer', phone: '081234567890' }
/** Year 2096: outlives any clock a replay reaches. */
const FAR_EXP = 4_000_000_000
const valid: StoredSession = { token: 'stored-token', exp: FAR_EXP, user }
const expired: StoredSession = { token: 'stale-token', exp: 0, user }

export const sessionPathModel: PathModel<typeof sessionMachine> = {
  machine: sessionMachine,
  scenarios: [{ name: 'simulated clock', input: (clock) => ({ now: () => clock.now() }) }],
  events: [
    { type: 'logout' },
    {
      type: 'user.change',
      user: { name: 'Budi Santoso', phone: '081234567890', avatarUrl: 'avatars/1-a.png' },
    },
    { type: 'storage.loginStatusChanged' },
    { type: 'session.ended' },
    { type: 'notice.close' },
    { type: 'session.loggedIn', token: 'new-token', exp: FAR_EXP, user },
    { type: 'session.loggedIn', token: 'dead-token', exp: 0, user },
    { type: 'xstate.done.actor.readSession', output: valid },
    { type: 'xstate.done.actor.readSession', output: expired },
    { type: 'xstate.done.actor.readSession', output: null },
    { type: 'xstate.error.actor.readSession', error: new Error('SecurityError: storage disabled') },
    { type: 'xstate.done.actor.readStoredToken', output: 'user-token' },
    { type: 'xstate.error.actor.readStoredToken', error: new Error('SecurityError: storage disabled') },
    { type: 'xstate.done.actor.checkProfile' },
    { type: 'xstate.error.actor.checkProfile', error: new Error('internal server error') },
    { type: 'xstate.done.actor.endSession' },
    { type: 'xstate.error.actor.endSession', error: new Error('SecurityError') },
    { type: 'xstate.done.actor.forgetSession' },
    { type: 'xstate.error.actor.forgetSession', error: new Error('SecurityError') },
  ],
  fakes: { watchStorage: fromCallback(() => () => undefined) },
  project: (snapshot) => {
    const context = snapshot.context as SessionContext
    return {
      token: context.token,
      user: context.user !== null,
      userToken: context.userToken,
      notice: context.notice,
    }
  },
}
