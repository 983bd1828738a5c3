/**
 * Billing service: profile, current packages, transaction history and token refresh. Uses the
 * billing token (vplusToken, falling back to vToken); on a 401 it refreshes once with the stored
 * refreshToken and retries.
 */
import type * as v from 'valibot'
import type { FetchOptions } from 'ofetch'
import {
  bssProfileReply,
  currentPackagesReply,
  tokenPairSchema,
  transactionListReply,
  type transactionListQuery,
  type BssProfile,
  type CurrentPackage,
  type Pagination,
  type TokenPair,
  type TransactionItem,
} from './contract/bss'
import { clients, expectOk, readKey, request, writeKey } from './clients'
import { retryAfterRenewing } from './renew'
import { STORAGE_KEYS } from './storage-keys'
import { singleFlight } from './single-flight'

/**
 * Exchanges a refresh token for a new pair and stores both (vplusToken, refreshToken). Calls that
 * fail together share one refresh (the service spends the token on use).
 */
export const refreshBssToken = singleFlight(async (refreshToken: string): Promise<TokenPair> => {
  const body = new URLSearchParams({
    refresh_token: refreshToken,
    grant_type: 'refresh_token',
    scope: 'read',
  })
  const pair = await request(clients().bss, 'identity/v1/token', tokenPairSchema, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  writeKey(STORAGE_KEYS.vplusToken, pair.access_token)
  writeKey(STORAGE_KEYS.refreshToken, pair.refresh_token)
  return pair
})

/** The token the billing client sends (the billing token, else the login token). */
export const billingToken = () => readKey(STORAGE_KEYS.vplusToken) ?? readKey(STORAGE_KEYS.vToken) ?? ''

/** `options` as a function is read for each attempt (a retry after a refresh carries the new token). */
async function withRefresh<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: FetchOptions<'json'> | (() => FetchOptions<'json'>) = {},
): Promise<v.InferOutput<S>> {
  return retryAfterRenewing(
    () => request(clients().bss, path, schema, typeof options === 'function' ? options() : options),
    async () => {
      const refresh = readKey(STORAGE_KEYS.refreshToken)
      if (refresh) await refreshBssToken(refresh)
      return Boolean(refresh)
    },
  )
}

export async function getBssProfile(): Promise<BssProfile> {
  return expectOk(await withRefresh('identity/v1/mirada/userprofile', bssProfileReply)).data
}

export async function getCurrentPackages(): Promise<CurrentPackage[]> {
  return expectOk(await withRefresh('payduct/v1/package/current', currentPackagesReply)).data.current_packages
}

/** Page size 5 by default (SPEC §9); status '' lists every status. */
export async function listTransactions(
  input: Omit<v.InferInput<typeof transactionListQuery>, 'token'> = {},
): Promise<{ items: TransactionItem[]; pagination: Pagination }> {
  const reply = expectOk(
    // SPEC §7: the token in the query as well as the bearer header
    await withRefresh('payduct/v1/transaction', transactionListReply, () => ({
      query: {
        token: billingToken(),
        page: input.page ?? 1,
        limit: input.limit ?? 5,
        status: input.status ?? '',
      },
    })),
  )
  return { items: reply.data, pagination: reply.pagination }
}
