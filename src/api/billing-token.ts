/**
 * The billing token belongs to one login (docs/api.md, "One sign-in per browser"). The partner
 * popup's sign-in stores a billing pair (vplusToken, refreshToken) for a visitor who buys without
 * logging in to the site. Once the site is logged in (vToken), that pair is used only when it is of
 * the very same sign-in (same account and sign-in id); otherwise billing calls carry the login
 * token, which the billing service accepts. A Buy while logged in exchanges the login token for a
 * pair of its own sign-in (exchangeLoginToken in ./bss.ts), so the partner popup's URL carries an
 * hour's billing token rather than the 7-day login token. So a pair left by another account's popup sign-in is
 * never used for this customer, and "Log out of all other devices", which keeps the sign-in of
 * this browser's login token, never ends a sign-in this browser still uses.
 */
import { readSignIn } from '../lib/jwt'
import { STORAGE_KEYS } from './storage-keys'

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
export type ReadKey = (key: StorageKey) => string | null

/**
 * Both tokens name the same account, the same sign-in and the same token version (a password
 * change re-issues the login token in its sign-in and kills the billing pair issued before it).
 */
export function ofSameSignIn(billing: string, login: string): boolean {
  const a = readSignIn(billing)
  const b = readSignIn(login)
  return Boolean(a?.sub && a.sid && a.sub === b?.sub && a.sid === b.sid && a.ver === b.ver)
}

/** The stored billing pair when this browser may use it (no site login, or of its sign-in); else null. */
export function storedBillingPair(read: ReadKey): { token: string; refreshToken: string | null } | null {
  const token = read(STORAGE_KEYS.vplusToken)
  if (!token) return null
  const login = read(STORAGE_KEYS.vToken)
  if (login && !ofSameSignIn(token, login)) return null
  return { token, refreshToken: read(STORAGE_KEYS.refreshToken) }
}

/** The token billing calls carry: the usable stored billing token, else the login token. */
export function billingToken(read: ReadKey): string | null {
  return storedBillingPair(read)?.token ?? read(STORAGE_KEYS.vToken)
}

/** The keys a site login or logout drops: the popup sign-in's billing pair. */
export const BILLING_PAIR_KEYS = [STORAGE_KEYS.vplusToken, STORAGE_KEYS.refreshToken] as const
