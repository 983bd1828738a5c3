/**
 * Recent authentication (OWASP ASVS 5.0 7.5.3, further authentication before a sensitive
 * operation): approving a TV code and renaming or removing a passkey hand a stranger with a
 * token alone — a phished TV's, an unlocked phone's — lasting control of the account, so they need
 * the owner to have proved themselves within RECENT_AUTH_SECONDS: by the login token's auth_time
 * (a password or passkey login, a password change), or by the password or a passkey's answer sent
 * with the request. A TV's token never gets here (it is refused before: sessions.TV_SCOPE).
 */
import type { Context } from 'hono'
import { CODE } from '../../contract/common'
import type { Reauth } from '../../contract/passkeys'
import type { AuthenticationResponseJSON } from '@simplewebauthn/server'
import type { AppEnv, Deps } from '../lib/deps'
import { fail } from '../lib/reply'
import { createCredentials, refusalMessage } from './credentials'
import { createPasskeys } from './passkeys'

/** how long a login (or a password asked again) counts as recent, seconds */
export const RECENT_AUTH_SECONDS = 300
export const REAUTH_MESSAGE = 'Confirm it is you: enter your password again'
export const WRONG_PASSKEY_MESSAGE = 'This passkey could not confirm it is you'

export function createReauth(deps: Deps) {
  const credentials = createCredentials(deps)
  const keys = createPasskeys(deps)

  /**
   * null when the customer (`c.get('user')`, after loadUser) proved to be the owner lately or with
   * this request; else the reply to send: 403 reauthRequired, a wrong password or passkey, or 429.
   * `kind` names the attempt in the log.
   */
  return async function recentAuth(c: Context<AppEnv>, proof: Reauth, kind: string) {
    const user = c.get('user')
    if (proof.password !== undefined) {
      const outcome = await credentials.checkOwnPassword(
        c,
        user,
        c.get('claims').sid ?? '',
        proof.password,
        kind,
      )
      if (outcome.ok) return null
      if (outcome.reason === 'wrong') return fail(c, CODE.wrongPassword, 'Wrong password')
      c.header('Retry-After', String(outcome.retryAfter))
      return fail(c, CODE.tooMany, refusalMessage(outcome), 429)
    }
    if (proof.passkey !== undefined) {
      // the login challenge is spent whoever's passkey answered; only the customer's own counts
      const who = await keys.authenticate(proof.passkey as AuthenticationResponseJSON)
      deps.log.info(
        {
          event: 'reauth',
          kind,
          by: 'passkey',
          userId: user.id,
          result: who?.id === user.id ? 'ok' : 'wrong',
        },
        `${kind} passkey ${who?.id === user.id ? 'ok' : 'wrong'}`,
      )
      return who?.id === user.id ? null : fail(c, CODE.wrongPassword, WRONG_PASSKEY_MESSAGE)
    }
    const authTime = c.get('claims').auth_time
    if (authTime !== undefined && deps.now() - authTime * 1000 <= RECENT_AUTH_SECONDS * 1000) return null
    return fail(c, CODE.reauthRequired, REAUTH_MESSAGE, 403)
  }
}
export type RecentAuth = ReturnType<typeof createReauth>
