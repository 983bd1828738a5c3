/**
 * Signed tokens (jose, HS256, always with exp and a random jti). `typ` keeps the kinds apart so a
 * refresh token cannot be used as an access token, nor a media-API token on the main API. Whether
 * a well-signed token is still live (logout, password change, refresh reuse) is the sessions
 * service's question (server/services/sessions.ts).
 */
import { SignJWT, jwtVerify, errors } from 'jose'

export type TokenKind = 'user' | 'bss' | 'bss-refresh' | 'mplay' | 'mplay-refresh' | 'device'
export type Claims = {
  sub: string
  typ: TokenKind
  jti: string
  exp: number
  name?: string
  phone?: string
  /** the customer's token version at issue (users.token_version) */
  ver?: number
  /** refresh-token family (token_families.id) */
  fam?: string
  /** the set-top box a device session is bound to */
  sn?: string
  /** the customer's sign-in (login_sessions.id) that issued the token */
  sid?: string
  /**
   * when the customer last proved to be the owner (a password or a passkey), seconds since the
   * epoch (OpenID Connect's auth_time): what approves a TV or changes a passkey asks how recent
   */
  auth_time?: number
  /** 'tv': a TV's login (RFC 8628), which reads its profile and packages and changes nothing */
  scope?: string
}
export type NewClaims = Omit<Claims, 'exp' | 'jti'> & { jti?: string }

export type Tokens = {
  sign: (claims: NewClaims, ttlSeconds: number) => Promise<string>
  /** null when malformed, forged, expired or of another kind */
  verify: (token: string, kinds: readonly TokenKind[]) => Promise<Claims | null>
}

const OPTIONAL = ['name', 'phone', 'ver', 'fam', 'sn', 'sid', 'auth_time', 'scope'] as const

export function createTokens(secret: string, now: () => number): Tokens {
  const key = new TextEncoder().encode(secret)
  return {
    async sign({ sub, jti, ...claims }, ttl) {
      const iat = Math.floor(now() / 1000)
      return (
        new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setIssuedAt(iat)
          .setExpirationTime(iat + ttl)
          // a random id keeps two tokens issued in the same second distinct, and names one for revocation
          .setJti(jti ?? crypto.randomUUID())
          .sign(key)
      )
    },
    async verify(token, kinds) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        })
        const typ = payload.typ as TokenKind | undefined
        if (
          !typ ||
          !kinds.includes(typ) ||
          typeof payload.sub !== 'string' ||
          typeof payload.exp !== 'number' ||
          typeof payload.jti !== 'string'
        )
          return null
        const claims: Claims = { sub: payload.sub, typ, exp: payload.exp, jti: payload.jti }
        for (const name of OPTIONAL) {
          const value = payload[name]
          if (typeof value === 'string' || typeof value === 'number') Object.assign(claims, { [name]: value })
        }
        return claims
      } catch (err) {
        if (err instanceof errors.JOSEError) return null
        throw err
      }
    },
  }
}
