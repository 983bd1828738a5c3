/** Order service on the go backend: transaction detail, addresses, checkout (bearer vToken). */
import type * as v from 'valibot'
import type { checkoutBody } from '../../contract/go'
import {
  addressCreateReply,
  addressListReply,
  checkoutReply,
  orderAddressReply,
  transactionDetailReply,
  type Address,
  type AddressCreate,
  type Order,
  type TransactionDetail,
} from '../../contract/go'
import { receiptReply, type Receipt } from '../../contract/receipt'
import { ApiError, clients, expectSuccess, request } from './clients'

export async function getTransaction(orderId: string): Promise<TransactionDetail> {
  return expectSuccess(
    await request(
      clients().go,
      `vplustv/v1/transaction/${encodeURIComponent(orderId)}`,
      transactionDetailReply,
    ),
  ).data
}

/** A paid order's receipt; null when there is none (not paid, not the customer's, unknown). */
export async function getReceipt(orderId: string, signal?: AbortSignal): Promise<Receipt | null> {
  try {
    return expectSuccess(
      await request(
        clients().go,
        `vplustv/v1/transaction/${encodeURIComponent(orderId)}/receipt`,
        receiptReply,
        {
          signal,
        },
      ),
    ).data
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null
    throw error
  }
}

export async function listAddresses(): Promise<Address[]> {
  return expectSuccess(await request(clients().go, 'vplustv/v1/address', addressListReply)).data
}

/** rt and rw are sent only when filled (SPEC §3). */
export async function createAddress(input: AddressCreate): Promise<Address> {
  const { rt, rw, ...rest } = input
  const body = { ...rest, ...(rt ? { rt } : {}), ...(rw ? { rw } : {}) }
  return expectSuccess(
    await request(clients().go, 'vplustv/v1/address', addressCreateReply, { method: 'POST', body }),
  ).data
}

/** Creates an order in status 'init' and its payment token for window.snap.pay. */
export async function checkout(input: v.InferInput<typeof checkoutBody>): Promise<Order> {
  return expectSuccess(
    await request(clients().go, 'vplustv/v1/checkout', checkoutReply, { method: 'POST', body: input }),
  ).data
}

/** The delivery address of an open box order (one of the customer's saved addresses); its payment token back. */
export async function setOrderAddress(orderId: string, addressId: number): Promise<string | null> {
  return expectSuccess(
    await request(
      clients().go,
      `vplustv/v1/transaction/${encodeURIComponent(orderId)}/address`,
      orderAddressReply,
      { method: 'PUT', body: { address_id: addressId } },
    ),
  ).data.token
}
