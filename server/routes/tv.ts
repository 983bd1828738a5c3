/**
 * /api/v1/user/tv: the site's /tv page looks up the code a TV shows, then approves or denies it
 * (server/services/tv-sign-in.ts). A code that is no code is counted like a wrong password: per
 * account (only the customer can spend it), and per client address counted once per account, so
 * customers behind one carrier NAT do not add up each other's typos; both are counted before the
 * code is looked up, in one statement each, and taken back when the code was real.
 */
import { Hono, type Context } from 'hono'
import { CODE } from '../../contract/common'
import { tvApproveBody, tvCodeBody } from '../../contract/tv'
import { loadUser, requireAuth } from '../lib/auth'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { fail, ok } from '../lib/reply'
import { tvClientsOf } from '../lib/tv-clients'
import { languageOf } from '../lib/language'
import { json } from '../lib/validate'
import { isDemo } from '../env'
import { TOO_MANY_MESSAGE } from '../services/otp'
import { createOwnerNotices } from '../services/owner-notices'
import { createReauth } from '../services/reauth'
import { normalizeUserCode, shownUserCode, type TvSignIn } from '../services/tv-sign-in'

export const UNKNOWN_CODE_MESSAGE = 'This code is not valid'
export const EXPIRED_CODE_MESSAGE = 'This code has expired'
export const USED_CODE_MESSAGE = 'This code was already used'

export function tvRoutes(deps: Deps, tv: TvSignIn) {
  const { config, limits } = deps
  const clients = tvClientsOf(config, isDemo(config))
  const notices = createOwnerNotices(deps)
  const perAccount = limits.counter('tv-code-account', {
    max: config.tvCodeFailsPerAccount,
    windowSeconds: config.loginFailWindow,
  })
  const perAddress = limits.counter('tv-code-ip', {
    max: config.tvCodeFailsPerIp,
    windowSeconds: config.loginFailWindow,
  })
  const recentAuth = createReauth(deps)
  const app = new Hono<AppEnv>()
  // a TV's own login is refused here (403 notForTv): a TV approves no other TV
  app.use('*', requireAuth(deps, ['user']))

  /**
   * Counts the attempt as a wrong code before the code is read: the stored code, or the refusal
   * to send. `real()` takes the count back once the code turned out to exist.
   */
  async function counted(c: Context<AppEnv>, typed: string) {
    const account = [perAccount, String(c.get('userId'))] as const
    const address = [perAddress, addressKey(deps.clientIp(c))] as const
    const refuse = (wait: number) => {
      c.header('Retry-After', String(wait))
      return { refused: fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429) }
    }
    const accountWait = await limits.hit(account)
    if (accountWait > 0) return refuse(accountWait)
    const { wait, first } = await limits.hitOnce(address, String(c.get('userId')))
    if (wait > 0) {
      await limits.settle({ undo: [account] })
      return refuse(wait)
    }
    const real = async () => {
      await limits.settle({ undo: [account] })
      if (first) await limits.forget(address, String(c.get('userId')))
    }
    return { code: normalizeUserCode(typed), real }
  }

  const unknown = (c: Context<AppEnv>) => fail(c, CODE.invalidCode, UNKNOWN_CODE_MESSAGE)

  app.post('/lookup', json(tvCodeBody), async (c) => {
    const attempt = await counted(c, c.req.valid('json').code)
    if ('refused' in attempt) return attempt.refused
    const looked = attempt.code ? await tv.lookUp(attempt.code) : null
    if (!looked || !attempt.code) return unknown(c)
    await attempt.real()
    return ok(c, {
      clientName:
        clients.get(looked.clientId)?.[languageOf(c.req.header('accept-language'))] ?? looked.clientId,
      state: looked.state,
      code: shownUserCode(attempt.code),
    })
  })

  async function decide(c: Context<AppEnv>, typed: string, approve: boolean) {
    const attempt = await counted(c, typed)
    if ('refused' in attempt) return attempt.refused
    const decision = attempt.code ? await tv.decide(attempt.code, c.get('userId'), approve) : 'unknown'
    if (decision === 'unknown') return unknown(c)
    await attempt.real()
    if (decision === 'expired') return fail(c, CODE.codeExpired, EXPIRED_CODE_MESSAGE)
    if (decision === 'used') return fail(c, CODE.codeDead, USED_CODE_MESSAGE)
    if (approve) await notices.tvSignedIn(c.get('userId'))
    return ok(
      c,
      { approved: approve },
      approve ? 'The TV is signed in to your account' : 'The TV was not signed in',
    )
  }
  // a phished link is all a stranger needs to ask for an approval, so the owner proves to be the
  // owner (a login within 5 minutes, else the password or a passkey again) before a TV gets in
  app.post('/approve', json(tvApproveBody), loadUser(deps), async (c) => {
    const { code, ...proof } = c.req.valid('json')
    const refused = await recentAuth(c, proof, 'approve-tv')
    return refused ?? decide(c, code, true)
  })
  app.post('/deny', json(tvCodeBody), (c) => decide(c, c.req.valid('json').code, false))

  return app
}
