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

export const securityHeaders = secureHeaders({
  ...OFF,
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
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
