/**
 * The first call of each account page, sent by the boot path once a stored login is known, beside
 * the page's code (src/api/early-calls.ts): the page takes its answer instead of asking again.
 */
import type { RouteId } from '../lib/route-paths'
import { startEarly, type FirstCall } from '../api/early-calls'
import { DEVICES_CALL, PROFILE_CALL, SIGN_INS_CALL } from '../api/user'
import { PASSKEYS_CALL } from '../api/passkeys'
import { CURRENT_PACKAGES_CALL, FIRST_TRANSACTIONS_CALL } from '../api/bss'

const FIRST_CALLS: Partial<Record<RouteId, (search: URLSearchParams) => FirstCall<unknown>[]>> = {
  account: () => [PROFILE_CALL],
  myPackage: () => [CURRENT_PACKAGES_CALL],
  devices: () => [DEVICES_CALL],
  // an order named in the address opens its detail, and the list is asked for with it
  transactions: (search) =>
    search.has('order_id') || search.has('transaction_id') ? [] : [FIRST_TRANSACTIONS_CALL],
  // two lists, each its own card: both go out at once
  security: () => [SIGN_INS_CALL, PASSKEYS_CALL],
}

/** Starts the page's first calls, if it has any. */
export function startFirstCall(routeId: RouteId, search: string): void {
  for (const call of FIRST_CALLS[routeId]?.(new URLSearchParams(search)) ?? []) startEarly(call)
}
