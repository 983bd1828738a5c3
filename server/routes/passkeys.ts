/**
 * /api/v1/user/passkeys: a customer adds passkeys (the password asked again first), lists,
 * renames and removes them; anyone logs in with one. A passkey login is a sign-in like a
 * password login: a row of the signed-in devices, the new-device SMS by the same rules.
 */
import { Hono, type Context } from 'hono'
import { CODE } from '../../contract/common'
import {
  passkeyIdParam,
  passkeyLoginBody,
  passkeyRegisterBody,
  passkeyRegisterOptionsBody,
  passkeyRemoveBody,
  passkeyRenameBody,
} from '../../contract/passkeys'
import { loadUser, requireAuth } from '../lib/auth'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { deviceOf } from '../lib/device'
import { maskPhone } from '../lib/log'
import { done, fail, ok } from '../lib/reply'
import { json, optionalJson, param } from '../lib/validate'
import { createCredentials, refusalMessage } from '../services/credentials'
import { TOO_MANY_MESSAGE } from '../services/otp'
import { createOwnerNotices } from '../services/owner-notices'
import { createPasskeys, type PasskeyRow } from '../services/passkeys'
import { createReauth } from '../services/reauth'
import { createSignIn } from '../services/sign-in'

export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified'
export const PASSKEY_LOGIN_FAILED = 'This passkey could not log you in'
const NOT_FOUND = 'Passkey not found'

const shown = (p: PasskeyRow) => ({
  id: p.id,
  name: p.name,
  createdAt: p.createdAt.toISOString(),
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  backedUp: p.backedUp,
})

/** "Chrome on Android" for a passkey added without a name; "Passkey" when the browser is not named */
function defaultName(userAgent: string | undefined) {
  const { browser, os } = deviceOf(userAgent)
  return [browser, os].filter(Boolean).join(' on ') || 'Passkey'
}

export function passkeyRoutes(deps: Deps) {
  const { config, limits, sessions, log } = deps
  const keys = createPasskeys(deps)
  const notices = createOwnerNotices(deps)
  const credentials = createCredentials(deps)
  const signIn = createSignIn(deps)
  const recentAuth = createReauth(deps)
  // challenges handed out and refused answers, per client address
  const loginsPerAddress = limits.counter('passkey-login-ip', {
    max: config.passkeyLoginsPerIp,
    windowSeconds: 600,
  })
  const auth = requireAuth(deps, ['user'])
  const withUser = loadUser(deps)
  const app = new Hono<AppEnv>()

  const addressOf = (c: Context<AppEnv>) => [loginsPerAddress, addressKey(deps.clientIp(c))] as const
  const tooMany = (c: Context<AppEnv>, wait: number) => {
    c.header('Retry-After', String(wait))
    return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
  }

  app.post('/login/options', async (c) => {
    const wait = await limits.hit(addressOf(c))
    return wait > 0 ? tooMany(c, wait) : ok(c, await keys.loginOptions())
  })

  // a refused answer counts against the address as a challenge does, so answers without one
  // (an unknown passkey is refused before any challenge is looked at) are bounded too
  app.post('/login/verify', json(passkeyLoginBody), async (c) => {
    const wait = await limits.peek(addressOf(c))
    if (wait > 0) return tooMany(c, wait)
    const user = await keys.authenticate(c.req.valid('json').response)
    const entry = { event: 'login', kind: 'passkey', reqId: c.get('requestId'), ip: deps.clientIp(c) }
    if (!user) {
      await limits.hit(addressOf(c))
      deps.metrics.logins.inc({ result: 'wrong' })
      log.info({ ...entry, result: 'wrong' }, 'passkey login wrong')
      return fail(c, CODE.wrongPassword, PASSKEY_LOGIN_FAILED)
    }
    deps.metrics.logins.inc({ result: 'ok' })
    log.info({ ...entry, result: 'ok', userId: user.id, phone: maskPhone(user.phone) }, 'passkey login ok')
    const sid = await signIn(c, user, { ttl: config.tokenTtl, notice: true })
    return ok(c, { token: await sessions.userToken(user, sid, { authAt: deps.now() }) }, 'Login success')
  })

  /** 429 with Retry-After for a refused password check, 3 for a wrong one, null when it matched */
  async function confirmPassword(c: Context<AppEnv>, password: string) {
    const outcome = await credentials.checkOwnPassword(
      c,
      c.get('user'),
      c.get('claims').sid ?? '',
      password,
      'add-passkey',
    )
    if (outcome.ok) return null
    if (outcome.reason === 'wrong') return fail(c, CODE.wrongPassword, 'Wrong password')
    c.header('Retry-After', String(outcome.retryAfter))
    return fail(c, CODE.tooMany, refusalMessage(outcome), 429)
  }

  app.post('/register/options', auth, json(passkeyRegisterOptionsBody), withUser, async (c) => {
    const refused = await confirmPassword(c, c.req.valid('json').password)
    if (refused) return refused
    return ok(c, await keys.registrationOptions(c.get('user')))
  })

  app.post('/register/verify', auth, json(passkeyRegisterBody), withUser, async (c) => {
    const { response, name } = c.req.valid('json')
    const added = await keys.register(
      c.get('user'),
      response,
      name ?? defaultName(c.req.header('user-agent')),
    )
    if (!added) return fail(c, CODE.invalidInput, PASSKEY_NOT_VERIFIED, 400)
    log.info({ event: 'passkey-added', userId: added.userId, reqId: c.get('requestId') }, 'passkey added')
    await notices.passkeyAdded(added.userId)
    return ok(c, { passkey: shown(added) }, 'Passkey added')
  })

  app.get('/', auth, async (c) => ok(c, { passkeys: (await keys.list(c.get('userId'))).map(shown) }))

  // Renaming or removing asks for the password or a passkey again unless the login is recent: a
  // token alone (a borrowed phone) would otherwise hide an intruder's passkey under the owner's
  // name, or remove the owner's. Another customer's passkey is not found, as an unknown one is.
  app.put('/:id', auth, param(passkeyIdParam), json(passkeyRenameBody), withUser, async (c) => {
    const { name, ...proof } = c.req.valid('json')
    const refused = await recentAuth(c, proof, 'rename-passkey')
    if (refused) return refused
    const row = await keys.rename(c.get('userId'), c.req.valid('param').id, name)
    return row ? ok(c, { passkey: shown(row) }, 'Passkey renamed') : fail(c, CODE.notFound, NOT_FOUND, 404)
  })

  // the body is optional (only the proof): a DELETE without one is asked again when not recent
  app.delete('/:id', auth, param(passkeyIdParam), optionalJson(passkeyRemoveBody), withUser, async (c) => {
    const refused = await recentAuth(c, c.req.valid('json'), 'remove-passkey')
    if (refused) return refused
    if (!(await keys.remove(c.get('userId'), c.req.valid('param').id)))
      return fail(c, CODE.notFound, NOT_FOUND, 404)
    log.info(
      { event: 'passkey-removed', userId: c.get('userId'), reqId: c.get('requestId') },
      'passkey removed',
    )
    return done(c, 'Passkey removed')
  })

  return app
}
