/**
 * /oauth: a TV signs in with a code (RFC 8628). POST /oauth/device_authorization gives a
 * registered client a device code and a user code; POST /oauth/token with the device-code grant
 * answers the RFC's errors until the customer approves on the site's /tv, then a login token of a
 * sign-in of its own, named after the client on the customer's signed-in devices list (and ended
 * from there like any other). Both speak OAuth: form bodies in, `{error, error_description}` out.
 */
import { Hono, type Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { isDemo } from '../env'
import { addressKey } from '../lib/client-ip'
import type { AppEnv, Deps } from '../lib/deps'
import { maskAddress } from '../lib/device'
import { tvClientsOf } from '../lib/tv-clients'
import { TV_SCOPE } from '../services/sessions'
import { shownUserCode, type TvSignIn } from '../services/tv-sign-in'

export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

/** RFC 6749 §5.2 and RFC 8628 §3.5 error answers, each with the sentence a developer reads */
const ERRORS = {
  invalid_request: [400, 'The request is missing a parameter or is malformed'],
  invalid_client: [401, 'Unknown client_id'],
  unsupported_grant_type: [400, `Only grant_type=${DEVICE_CODE_GRANT} is supported`],
  authorization_pending: [400, 'The customer has not approved this code yet'],
  slow_down: [400, 'Polling too fast: wait the interval, now 5 seconds longer'],
  access_denied: [400, 'The customer denied this sign-in'],
  expired_token: [400, 'The code has expired: ask for a new one'],
  invalid_grant: [400, 'The device code is unknown or was already used'],
} as const satisfies Record<string, [ContentfulStatusCode, string]>

type OAuthError = keyof typeof ERRORS

function oauthError(c: Context, error: OAuthError, extra: Record<string, unknown> = {}) {
  const [status, description] = ERRORS[error]
  return c.json({ error, error_description: description, ...extra }, status)
}

/** the form's fields as single strings; null when the body is not a form */
async function formOf(c: Context): Promise<Record<string, string> | null> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return null
  const body = await c.req.parseBody().catch(() => null)
  if (!body) return null
  const fields: Record<string, string> = {}
  for (const [k, value] of Object.entries(body)) if (typeof value === 'string') fields[k] = value
  return fields
}

export function oauthRoutes(deps: Deps, tv: TvSignIn) {
  const { config, limits, sessions, db } = deps
  const clients = tvClientsOf(config, isDemo(config))
  const perAddress = limits.counter('tv-codes-ip', {
    max: config.tvCodesPerIp,
    windowSeconds: config.tvCodesWindow,
  })
  const overall = limits.counter('tv-codes-all', { max: config.tvCodesPerMinute, windowSeconds: 60 })
  const app = new Hono<AppEnv>()

  app.post('/device_authorization', async (c) => {
    const form = await formOf(c)
    if (!form || !form.client_id) return oauthError(c, 'invalid_request')
    const name = clients.get(form.client_id)
    if (!name) return oauthError(c, 'invalid_client')
    // the address's limit first: what it refuses never counts towards everyone's (one client
    // looping on a refusal would otherwise close TV sign-in for the whole country)
    let wait = await limits.hit([perAddress, addressKey(deps.clientIp(c))])
    if (wait === 0) {
      wait = await limits.hit([overall, 'all'])
      if (wait > 0) deps.metrics.budgetRefusals.inc({ budget: 'tv-codes' })
    }
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      return c.json(
        { error: 'slow_down', error_description: 'Too many codes asked for: try again later' },
        429,
      )
    }
    const codes = await tv.start(form.client_id)
    const shown = shownUserCode(codes.userCode)
    const verify = `${config.siteUrl}/tv`
    return c.json({
      device_code: codes.deviceCode,
      user_code: shown,
      verification_uri: verify,
      verification_uri_complete: `${verify}?code=${shown}`,
      expires_in: codes.expiresIn,
      interval: codes.interval,
    })
  })

  app.post('/token', async (c) => {
    const form = await formOf(c)
    if (!form || !form.grant_type) return oauthError(c, 'invalid_request')
    if (form.grant_type !== DEVICE_CODE_GRANT) return oauthError(c, 'unsupported_grant_type')
    if (!form.device_code || !form.client_id) return oauthError(c, 'invalid_request')
    if (!clients.has(form.client_id)) return oauthError(c, 'invalid_client')
    const polled = await tv.poll(form.device_code, form.client_id)
    switch (polled.kind) {
      case 'unknown':
      case 'used':
        return oauthError(c, 'invalid_grant')
      case 'expired':
        return oauthError(c, 'expired_token')
      case 'slow':
        return oauthError(c, 'slow_down', { interval: polled.interval })
      case 'pending':
        return oauthError(c, 'authorization_pending')
      case 'denied':
        return oauthError(c, 'access_denied')
    }
    const [user] = await db.select().from(users).where(eq(users.id, polled.userId))
    if (!user) return oauthError(c, 'invalid_grant')
    const source = {
      // the English name: the signed-in devices list says it in the page's language (tvSessionName)
      browser: clients.get(polled.clientId)?.en ?? polled.clientId,
      os: '',
      place: maskAddress(deps.clientIp(c)),
      deviceId: '',
    }
    const { sid } = await sessions.open(user.id, source, config.tokenTtl)
    return c.json({
      // scoped to what a TV does: it approves no code, mints no billing token, changes nothing
      access_token: await sessions.userToken(user, sid, { scope: TV_SCOPE }),
      token_type: 'Bearer',
      expires_in: config.tokenTtl,
    })
  })

  return app
}
