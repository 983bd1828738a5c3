/** Bearer-token middleware: 401 with the envelope when missing, forged, expired or of another kind. */
import type { MiddlewareHandler } from 'hono'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema'
import { CODE } from '../../contract/common'
import type { AppEnv, Deps } from './deps'
import { errorReply } from './reply'
import type { TokenKind } from './tokens'

export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}

export const TV_REFUSED_MESSAGE = "Forbidden: a TV's login cannot do this"

export function requireAuth(
  deps: Pick<Deps, 'sessions'>,
  kinds: readonly TokenKind[],
  options: {
    /** extra place to find the token (the billing list accepts ?token=) */
    fallback?: (url: URL) => string | undefined
    /** a TV's login token may call this (it reads its profile and packages; nothing else) */
    tv?: boolean
  } = {},
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = bearerOf(c.req.header('authorization')) ?? options.fallback?.(new URL(c.req.url))
    const checked = raw ? await deps.sessions.check(raw, kinds, { tv: options.tv ?? false }) : null
    // a sign-in ended elsewhere says so, so the site can tell the customer why they are logged out
    if (checked && 'ended' in checked)
      return errorReply(c, 401, CODE.sessionEnded, 'Unauthorized: this login was ended from another device')
    if (checked && 'tvOnly' in checked) return errorReply(c, 403, CODE.notForTv, TV_REFUSED_MESSAGE)
    const claims = checked?.claims
    const userId = Number(claims?.sub)
    if (!claims || !Number.isInteger(userId)) {
      const message = raw
        ? 'Unauthorized: token is invalid or expired'
        : 'Unauthorized: bearer token required'
      return errorReply(c, 401, CODE.unauthorized, message)
    }
    c.set('claims', claims)
    c.set('userId', userId)
    await next()
  }
}

/**
 * After `requireAuth`: the signed-in customer's row as `c.get('user')`, or the 401 every call
 * gives when the account behind a still-valid token is gone.
 */
export function loadUser(deps: Pick<Deps, 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const [user] = await deps.db
      .select()
      .from(users)
      .where(eq(users.id, c.get('userId')))
    if (!user) return errorReply(c, 401, CODE.unauthorized, 'Unauthorized: user no longer exists')
    c.set('user', user)
    await next()
  }
}
