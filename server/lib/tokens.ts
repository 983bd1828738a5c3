/**
 * Signed tokens (jose, HS256, always with exp). `typ` keeps the kinds apart so a refresh token
 * cannot be used as an access token, nor a media-API token on the main API.
 */
import { SignJWT, jwtVerify, errors } from 'jose'

export type TokenKind = 'user' | 'bss' | 'bss-refresh' | 'mplay' | 'mplay-refresh'
export type Claims = { sub: string; typ: TokenKind; name?: string; phone?: string; exp: number }

export type Tokens = {
  sign: (claims: Omit<Claims, 'exp'>, ttlSeconds: number) => Promise<string>
  /** null when malformed, forged, expired or of another kind */
  verify: (token: string, kinds: readonly TokenKind[]) => Promise<Claims | null>
}

export function createTokens(secret: string, now: () => number): Tokens {
  const key = new TextEncoder().encode(secret)
  return {
    async sign(claims, ttl) {
      const iat = Math.floor(now() / 1000)
      return (
        new SignJWT({ typ: claims.typ, name: claims.name, phone: claims.phone })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuedAt(iat)
          .setExpirationTime(iat + ttl)
          // a random id keeps two tokens issued in the same second distinct (refresh rotation)
          .setJti(crypto.randomUUID())
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
          typeof payload.exp !== 'number'
        )
          return null
        return {
          sub: payload.sub,
          typ,
          exp: payload.exp,
          ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
          ...(typeof payload.phone === 'string' ? { phone: payload.phone } : {}),
        }
      } catch (err) {
        if (err instanceof errors.JOSEError) return null
        throw err
      }
    },
  }
}
