/**
 * /api/v1/stb/verify: the signed /stb-profile link check (SPEC §5). The secret stays here. A
 * verified link yields a short-lived device session for that box (X-Device-Session), which the
 * device service's calls require.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { CODE } from '../../contract/common'
import { stbVerifyQuery } from '../../contract/user'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { fail, ok } from '../lib/reply'
import { TOO_MANY_MESSAGE } from '../services/otp'
import { query } from '../lib/validate'

export const STB_LINK_WINDOW_S = 86_400
export const DEVICE_SESSION_HEADER = 'X-Device-Session'

export function stbSignature(clientKey: string, sn: string, clientSecret: string, timestamp: string): string {
  return createHash('sha256').update(`${clientKey}${sn}${clientSecret}${timestamp}`).digest('hex')
}

export function stbRoutes(deps: Deps) {
  const app = new Hono<AppEnv>()
  app.get('/verify', query(stbVerifyQuery), async (c) => {
    const { sn, token, timestamp } = c.req.valid('query')
    // failed checks are limited per address (a guessed signature is 2^256 tries away, but each
    // costs a hash and a log line); the attempt is counted first and taken back when it holds
    const ip = deps.clientIp(c)
    const byIp = [deps.counters.deviceIp, addressKey(ip)] as const
    const wait = await deps.limits.hit(byIp)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      return fail(c, CODE.tooMany, TOO_MANY_MESSAGE, 429)
    }
    const ts = Number(timestamp)
    const nowS = Math.floor(deps.now() / 1000)
    if (ts > nowS || nowS - ts > STB_LINK_WINDOW_S) {
      return fail(c, CODE.unauthorized, 'Unauthorized - Timestamp expired', 401)
    }
    const expected = Buffer.from(
      stbSignature(deps.config.stbClientKey, sn, deps.config.stbClientSecret, timestamp),
    )
    const given = Buffer.from(token.toLowerCase())
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return fail(c, CODE.unauthorized, 'Unauthorized', 401)
    }
    await deps.limits.settle({ undo: [byIp] })
    const session = await deps.tokens.sign({ sub: sn, typ: 'device', sn }, deps.config.deviceSessionTtl)
    c.header(DEVICE_SESSION_HEADER, session)
    return ok(c, { sn, valid: true })
  })
  return app
}
