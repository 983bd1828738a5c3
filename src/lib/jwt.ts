/** The login token's claims (SPEC §3: name, phone, exp in seconds). Read for display only. */
export interface TokenClaims {
  /** The customer's id (an opaque number as text), or null. */
  sub: string | null
  name: string | null
  phone: string | null
  exp: number
}

function base64UrlDecode(segment: string): string {
  const padded = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=')
  const binary = atob(padded)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** The claims of a JWT, or null when it is not one or has no numeric exp. */
export function readClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>
    if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return null
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      phone: typeof claims.phone === 'string' ? claims.phone : null,
      exp: claims.exp,
    }
  } catch {
    return null
  }
}

/**
 * Which sign-in a token belongs to: its account (`sub`), sign-in id (`sid`) and the account's token
 * version at issue (`ver`, raised by a password change), each null when absent; null when it is not
 * a JWT. Read to keep tokens of different sign-ins apart, never trusted.
 */
export function readSignIn(
  token: string,
): { sub: string | null; sid: string | null; ver: number | null } | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>
    return {
      sub: typeof claims.sub === 'string' ? claims.sub : null,
      sid: typeof claims.sid === 'string' ? claims.sid : null,
      ver: typeof claims.ver === 'number' ? claims.ver : null,
    }
  } catch {
    return null
  }
}
