/**
 * Media API: /mplay/loginApi, /mplay/refresh_token, /mplay/session (401 on an expired token).
 * loginApi's credential ships in the site's bundle, so anyone can call it: each call starts a
 * refresh family (a row, swept once it ends), and calls are limited per client address.
 */
import { timingSafeEqual, createHash } from 'node:crypto'
import { Hono } from 'hono'
import { CODE } from '../../contract/common'
import { mplayLoginBody } from '../../contract/mplay'
import { bearerOf, requireAuth } from '../lib/auth'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import type { Rotation } from '../services/sessions'
import { fail, ok } from '../lib/reply'
import { TOO_MANY_MESSAGE } from '../services/otp'
import { json } from '../lib/validate'

/** the window of MPLAY_LOGINS_PER_IP, seconds */
export const MPLAY_LOGIN_WINDOW = 10 * 60

const same = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())

export function mplayRoutes(deps: Deps) {
  const { tokens, config, sessions } = deps
  const app = new Hono<AppEnv>()
  const loginsPerIp = deps.limits.counter('mplay-login-ip', {
    max: config.mplayLoginsPerIp,
    windowSeconds: MPLAY_LOGIN_WINDOW,
  })

  /** a pair in a new refresh family at login, or the next pair of a spent one */
  const pair = async (username: string, next?: Rotation) => {
    const { fam, jti } = next ?? { fam: crypto.randomUUID(), jti: crypto.randomUUID() }
    if (!next) await sessions.startFamily(fam, null, jti, config.mplayRefreshTtl)
    return {
      access_token: await tokens.sign({ sub: '0', typ: 'mplay', name: username, fam }, config.mplayAccessTtl),
      refresh_token: await tokens.sign(
        { sub: '0', typ: 'mplay-refresh', name: username, fam, jti },
        config.mplayRefreshTtl,
      ),
      expires_in: config.mplayAccessTtl,
    }
  }

  app.post('/loginApi', json(mplayLoginBody), async (c) => {
    const { username, password } = c.req.valid('json')
    const retryAfter = await deps.limits.hit([loginsPerIp, addressKey(deps.clientIp(c))])
    if (retryAfter > 0) {
      c.header('Retry-After', String(retryAfter))
      return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    }
    if (!(same(username, config.mplayUsername) && same(password, config.mplayPassword))) {
      return fail(c, CODE.wrongPassword, 'Wrong username or password', 401)
    }
    return ok(c, await pair(username))
  })

  app.get('/refresh_token', async (c) => {
    const raw = bearerOf(c.req.header('authorization'))
    const claims = raw ? await sessions.verify(raw, ['mplay-refresh']) : null
    const next = claims ? await sessions.spend(claims, null, config.mplayRefreshTtl) : null
    if (!claims || !next)
      return fail(c, CODE.unauthorized, 'Unauthorized: refresh token is invalid or expired', 401)
    return ok(c, await pair(claims.name ?? config.mplayUsername, next))
  })

  app.get('/session', requireAuth(deps, ['mplay']), (c) => {
    const claims = c.get('claims')
    return ok(c, { username: claims.name ?? '', expires_at: claims.exp })
  })

  return app
}
