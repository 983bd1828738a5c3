import type { StoredSession } from '../../machines/session/session.machine'
import { readStored, STORAGE_KEYS } from '../api/storage-keys'
import { readClaims } from './jwt'

/**
 * The stored login: the token (vToken), its exp claim and the stored user's name (else the
 * token's), or null when no readable token is stored. The session machine reads it at start
 * (`readSession`, through the API clients' storage, which tests swap); the shell reads it before
 * the session's code has loaded, to show the customer's avatar at once. No API client here.
 */
export function readStoredSession(read: typeof readStored = readStored): StoredSession | null {
  const token = read(STORAGE_KEYS.vToken)
  if (!token) return null
  const claims = readClaims(token)
  if (!claims) return null
  const stored = read(STORAGE_KEYS.user)
  let name = claims.name
  try {
    if (stored) name = (JSON.parse(stored) as { name?: string }).name ?? name
  } catch {
    // a damaged cached user only costs the display name
  }
  return { token, exp: claims.exp, user: { name: name ?? '', phone: claims.phone ?? '' } }
}
