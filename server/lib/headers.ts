/** Security headers on every response (DESIGN §5), through Hono's secureHeaders. */
import { secureHeaders } from 'hono/secure-headers'

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

/**
 * The headers; with a Google Tag Manager container id (`VITE_GTM_ID`, the same variable the build
 * reads), the CSP allows exactly the container's origin for scripts and its requests. With
 * `hstsMaxAge` (HSTS_MAX_AGE, seconds) above 0, Strict-Transport-Security tells browsers to use
 * https only for that long. It is off by default: `npm start` serves plain http on 127.0.0.1, and
 * a browser told so by localhost would refuse every other plain-http site on it; a deployment
 * behind a TLS proxy sets it (docs/deploy.md), or lets the proxy send it.
 */
export const securityHeadersFor = (gtmId = '', hstsMaxAge = 0) => {
  const gtm = gtmId ? [GTM_ORIGIN] : []
  return secureHeaders({
    ...OFF,
    strictTransportSecurity: hstsMaxAge > 0 ? `max-age=${Math.floor(hstsMaxAge)}; includeSubDomains` : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...gtm],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...gtm],
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
