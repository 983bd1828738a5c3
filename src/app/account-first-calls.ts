/**
 * The first call of each account page, sent by the boot path once a stored login is known, beside
 * the page's code (src/api/early-calls.ts): the page takes its answer instead of asking again.
 */
import type { RouteId } from '../../contract/route-paths'
import { startEarly, type FirstCall } from '../api/early-calls'
import { DEVICES_CALL, PROFILE_CALL, SIGN_INS_CALL } from '../api/user'
import { PASSKEYS_CALL } from '../api/passkeys'
import { CURRENT_PACKAGES_CALL, FIRST_TRANSACTIONS_CALL } from '../api/bss'
import { PAYMENT_METHODS_CALL } from '../api/payment-methods-call'
import { nextTask } from '../lib/next-task'

const FIRST_CALLS: Partial<Record<RouteId, (search: URLSearchParams) => FirstCall<unknown>[]>> = {
  account: () => [PROFILE_CALL],
  myPackage: () => [CURRENT_PACKAGES_CALL],
  // back from the provider's page in the popup, the page only hands the answer over: no list
  paymentMethods: (search) => (search.has('result') ? [] : [PAYMENT_METHODS_CALL]),
  devices: () => [DEVICES_CALL],
  // an order named in the address opens its detail, and the list is asked for with it
  transactions: (search) =>
    search.has('order_id') || search.has('transaction_id') ? [] : [FIRST_TRANSACTIONS_CALL],
  // two lists, each its own card: both go out at once
  security: () => [SIGN_INS_CALL, PASSKEYS_CALL],
}

/**
 * Starts the page's first calls, if it has any, each in a task of its own: sending a request is
 * main-thread work (a few milliseconds on a phone's CPU), and the boot's tasks are short.
 */
export async function startFirstCall(routeId: RouteId, search: string): Promise<void> {
  const calls = FIRST_CALLS[routeId]?.(new URLSearchParams(search)) ?? []
  for (const [i, call] of calls.entries()) {
    if (i > 0) await nextTask()
    startEarly(call)
  }
}
