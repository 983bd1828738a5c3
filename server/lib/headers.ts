/** Security headers on every response (DESIGN §5). */
import type { MiddlewareHandler } from 'hono'

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.res.headers.set('Content-Security-Policy', CSP)
  c.res.headers.set('X-Content-Type-Options', 'nosniff')
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  // the payment and sign-in popups talk to their opener by postMessage, so keep the opener
  c.res.headers.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
}
