/**
 * Path model of signing a TV in: a code from the TV's link or typed, well formed or not; logged in
 * already, or through the login dialog (or the dialog closed); every answer of the lookup, Allow and
 * Deny: approvable, expired, used, no such code, too many wrong codes, the login ended, no answer;
 * and Allow's password asked again (the login older than 5 minutes), wrong or right.
 */
import { fromCallback } from 'xstate'
import { normalizeUserCode } from '../../contract/tv'
import type { PathModel } from '../testing/paths'
import { TvSignInError, tvSignInMachine } from './tv-sign-in.machine'

/** The login dialog stays open until the path says how it closed. */
const stays = fromCallback(() => () => undefined)

const lookup = (state: 'pending' | 'expired' | 'used') => ({
  clientName: 'Vision+ TV box',
  state,
  code: 'WDJB-MJHT',
})

/** Every way the service refuses a code, and a call that got no answer. */
const refusals = (id: 'lookUp' | 'approve' | 'deny') => [
  { type: `xstate.error.actor.${id}`, error: new TvSignInError('unknown') },
  { type: `xstate.error.actor.${id}`, error: new TvSignInError('tooMany', 900) },
  { type: `xstate.error.actor.${id}`, error: new TvSignInError('loggedOut') },
  { type: `xstate.error.actor.${id}`, error: new Error('Network error calling v1/user/tv') },
]

export const tvSignInPathModel: PathModel<typeof tvSignInMachine> = {
  machine: tvSignInMachine,
  scenarios: [
    { name: 'typed', input: () => ({ code: '' }) },
    { name: 'link', input: () => ({ code: 'WDJB-MJHT' }) },
  ],
  events: [
    // case, spaces and hyphens do not matter; seven letters cannot be a code
    { type: 'code.change', code: 'wdjb mjht' },
    { type: 'code.change', code: 'WDJB-MJH' },
    { type: 'code.submit' },
    { type: 'xstate.done.actor.readAccount', output: { phone: '081234567890' } },
    { type: 'xstate.done.actor.readAccount', output: null },
    { type: 'xstate.error.actor.readAccount', error: new Error('storage unavailable') },
    { type: 'login.done', phone: '081234567890' },
    { type: 'login.cancelled' },
    { type: 'login.failed' },
    { type: 'xstate.done.actor.lookUp', output: lookup('pending') },
    { type: 'xstate.done.actor.lookUp', output: lookup('expired') },
    { type: 'xstate.done.actor.lookUp', output: lookup('used') },
    ...refusals('lookUp'),
    { type: 'allow' },
    { type: 'deny' },
    { type: 'back' },
    { type: 'retry' },
    { type: 'another' },
    { type: 'xstate.done.actor.approve', output: undefined },
    ...refusals('approve'),
    { type: 'xstate.error.actor.approve', error: new TvSignInError('expired') },
    { type: 'xstate.error.actor.approve', error: new TvSignInError('used') },
    // the login is older than 5 minutes: the password again, wrong then right (empty: nothing sent)
    { type: 'xstate.error.actor.approve', error: new TvSignInError('reauth') },
    { type: 'xstate.error.actor.approve', error: new TvSignInError('wrongPassword') },
    { type: 'password.submit', password: '' },
    { type: 'password.submit', password: 'visionplus123' },
    { type: 'xstate.done.actor.deny', output: undefined },
    ...refusals('deny'),
  ],
  // what guards and the view read: whether the code can be one, who is logged in, what is said
  project: (snapshot) => {
    const { code, account, error, retryAfterSeconds, clientName, passwordError } = snapshot.context
    return {
      code: code === '' ? 'empty' : normalizeUserCode(code) ? 'code' : 'notCode',
      account: account !== null,
      error,
      wait: retryAfterSeconds !== null,
      client: clientName !== null,
      passwordError,
    }
  },
  fakes: { logIn: stays },
}
