/** Bearer-token middleware: 401 with the envelope when missing, forged, expired or of another kind. */
import type { MiddlewareHandler } from 'hono'
import { CODE } from '../../src/api/contract/common'
import type { AppEnv, Deps } from './deps'
import { errorReply } from './reply'
import type { TokenKind } from './tokens'

export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1]
}

export function requireAuth(
  deps: Pick<Deps, 'sessions'>,
  kinds: readonly TokenKind[],
  /** extra place to find the token (the billing list accepts ?token=) */
  fallback?: (url: URL) => string | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const raw = bearerOf(c.req.header('authorization')) ?? fallback?.(new URL(c.req.url))
    const claims = raw ? await deps.sessions.verify(raw, kinds) : null
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
