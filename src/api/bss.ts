/**
 * Billing service: profile, current packages, transaction history and token refresh, each call in
 * one place: the billing token it carries (`billingToken` below: vplusToken when it is of this
 * browser's login, else vToken) in the Authorization header, and on a 401 one refresh with that
 * pair's refreshToken and one retry (`withRefresh`, the shared rule in ./clients.ts).
 *
 * The billing token belongs to one login (docs/api.md, "One sign-in per browser"). The partner
 * popup's sign-in stores a billing pair (vplusToken, refreshToken) for a visitor who buys without
 * logging in to the site. Once the site is logged in (vToken), that pair is used only when it is of
 * the very same sign-in (same account and sign-in id); otherwise billing calls carry the login
 * token, which the billing service accepts. A Buy while logged in exchanges the login token for a
 * pair of its own sign-in (`exchangeLoginToken`), so the partner popup's URL carries an hour's
 * billing token rather than the 7-day login token. So a pair left by another account's popup
 * sign-in is never used for this customer, and "Log out of all other devices", which keeps the
 * sign-in of this browser's login token, never ends a sign-in this browser still uses.
 */
import type * as v from 'valibot'
import type { FetchOptions } from 'ofetch'
import {
  bssProfileReply,
  currentPackagesReply,
  TOKEN_EXCHANGE,
  tokenPairSchema,
  transactionListReply,
  type transactionListQuery,
  type BssProfile,
  type CurrentPackage,
  type Pagination,
  type TokenPair,
  type TransactionItem,
} from '../../contract/bss'
import { readSignIn } from '../lib/jwt'
import { bearer, clients, expectOk, readKey, request, retryAfterRenewing, writeKey } from './clients'
import { STORAGE_KEYS } from './storage-keys'
import { singleFlight } from './single-flight'
import type { FirstCall } from './early-calls'

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

/** A billing call: the billing token of this moment in its Authorization header. */
const billing = <S extends v.GenericSchema>(path: string, schema: S, options: FetchOptions<'json'> = {}) =>
  request(clients().bss, path, schema, {
    ...options,
    headers: { ...bearer(billingToken(readKey)), ...(options.headers as Record<string, string>) },
  })

/**
 * Exchanges a refresh token for a new pair and stores both (vplusToken, refreshToken). Calls that
 * fail together share one refresh (the service spends the token on use).
 */
export const refreshBssToken = singleFlight((refreshToken: string): Promise<TokenPair> =>
  storedPair({ refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'read' }),
)

/** Asks the token endpoint for a billing pair and stores it (vplusToken, refreshToken). */
async function storedPair(grant: Record<string, string>): Promise<TokenPair> {
  const pair = await billing('identity/v1/token', tokenPairSchema, {
    method: 'POST',
    body: new URLSearchParams(grant),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  writeKey(STORAGE_KEYS.vplusToken, pair.access_token)
  writeKey(STORAGE_KEYS.refreshToken, pair.refresh_token)
  return pair
}

/**
 * The logged-in site's own billing pair: the login token exchanged for a billing pair of the same
 * sign-in (stored as vplusToken, refreshToken). The partner popup's URL then carries an hour's
 * billing token instead of the 7-day login token (docs/api.md).
 */
export function exchangeLoginToken(loginToken: string): Promise<TokenPair> {
  return storedPair({ grant_type: TOKEN_EXCHANGE, subject_token: loginToken, scope: 'read' })
}

/** `options` as a function is read for each attempt (a retry after a refresh carries the new token). */
export async function withRefresh<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: FetchOptions<'json'> | (() => FetchOptions<'json'>) = {},
): Promise<v.InferOutput<S>> {
  return retryAfterRenewing(
    () => billing(path, schema, typeof options === 'function' ? options() : options),
    async () => {
      // only the refresh token of the pair in use: another sign-in's is never spent here
      const refresh = storedBillingPair(readKey)?.refreshToken
      if (!refresh) return false
      try {
        await refreshBssToken(refresh)
      } catch (error) {
        // a pair that cannot be renewed (its family ended) gives way to the login token, if any
        if (!readKey(STORAGE_KEYS.vToken)) throw error
        for (const key of BILLING_PAIR_KEYS) writeKey(key, null)
      }
      return true
    },
  )
}

export async function getBssProfile(): Promise<BssProfile> {
  return expectOk(await withRefresh('identity/v1/mirada/userprofile', bssProfileReply)).data
}

export async function getCurrentPackages(): Promise<CurrentPackage[]> {
  return expectOk(await withRefresh('payduct/v1/package/current', currentPackagesReply)).data.current_packages
}

/** My Package's first call (src/api/early-calls.ts). */
export const CURRENT_PACKAGES_CALL: FirstCall<CurrentPackage[]> = {
  key: 'payduct/v1/package/current',
  load: () => getCurrentPackages(),
}

/** Page size 5 by default (SPEC §9); status '' lists every status. */
export async function listTransactions(
  input: Omit<v.InferInput<typeof transactionListQuery>, 'token'> = {},
): Promise<{ items: TransactionItem[]; pagination: Pagination }> {
  const reply = expectOk(
    // SPEC §7 also puts the token in the query; not here: URLs end up in proxies' logs, and the
    // bearer header the billing client sends is enough (docs/api.md)
    await withRefresh('payduct/v1/transaction', transactionListReply, () => ({
      query: {
        page: input.page ?? 1,
        limit: input.limit ?? 5,
        status: input.status ?? '',
      },
    })),
  )
  return { items: reply.data, pagination: reply.pagination }
}

/** The first page of Transaction History, as the page asks for it (PAGE_SIZE 5): its first call. */
export const FIRST_TRANSACTIONS_CALL: FirstCall<Awaited<ReturnType<typeof listTransactions>>> = {
  key: 'payduct/v1/transaction?page=1&limit=5&status=',
  load: () => listTransactions({ page: 1, limit: 5 }),
}
