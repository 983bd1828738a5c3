/** Security headers on every response (DESIGN §5), through Hono's secureHeaders. */
import { secureHeaders } from 'hono/secure-headers'
import { parseOrigins, scriptOrigin } from './csp-origins'

const OFF = {
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const

/** The Google Tag Manager container's origin: allowed only when a container id is configured. */
export const GTM_ORIGIN = 'https://www.googletagmanager.com'

/** what the CSP is built from (ServerConfig's fields of the same names) */
export type CspSettings = {
  gtmId?: string
  hstsMaxAge?: number
  /** VITE_SNAP_SCRIPT_URL: its origin may serve scripts */
  paymentScriptUrl?: string
  /** PAYMENT_ORIGINS: the provider's payment frame and API (frames, requests, images) */
  paymentOrigins?: string
  /** ANALYTICS_ORIGINS: the analytics container's collection endpoints (requests, images) */
  analyticsOrigins?: string
}

/**
 * The headers. The CSP allows this origin and exactly the configured third parties: with a Google
 * Tag Manager container id (`VITE_GTM_ID`, the same variable the build reads) the container's
 * origin for scripts and requests; the payment provider's script origin for scripts and its
 * frame and API origins for frames, requests and images; the analytics collection endpoints for
 * requests and images. With `hstsMaxAge` (HSTS_MAX_AGE, seconds) above 0, Strict-Transport-Security
 * tells browsers to use https only for that long. It is off by default: `npm start` serves plain
 * http on 127.0.0.1, and a browser told so by localhost would refuse every other plain-http site on
 * it; a deployment behind a TLS proxy sets it (docs/deploy.md), or lets the proxy send it.
 */
export const securityHeadersFor = (settings: CspSettings = {}) => {
  const { gtmId = '', hstsMaxAge = 0 } = settings
  const gtm = gtmId ? [GTM_ORIGIN] : []
  const script = scriptOrigin(settings.paymentScriptUrl ?? '').origin
  const payment = parseOrigins(settings.paymentOrigins ?? '').origins
  const analytics = parseOrigins(settings.analyticsOrigins ?? '').origins
  const uniq = (list: string[]) => [...new Set(list)]
  return secureHeaders({
    ...OFF,
    strictTransportSecurity: hstsMaxAge > 0 ? `max-age=${Math.floor(hstsMaxAge)}; includeSubDomains` : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: uniq(["'self'", ...gtm, ...(script ? [script] : [])]),
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: uniq(["'self'", 'data:', 'blob:', ...payment, ...analytics]),
      fontSrc: ["'self'"],
      connectSrc: uniq(["'self'", ...gtm, ...payment, ...analytics]),
      // frames fall back to default-src 'self' unless a provider's payment frame is configured
      ...(payment.length > 0 ? { frameSrc: uniq(["'self'", ...payment]) } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    xContentTypeOptions: true,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // the payment and sign-in popups talk to their opener by postMessage, so keep the opener
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  })
}

export const securityHeaders = securityHeadersFor()
