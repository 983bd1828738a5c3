/**
 * Buying an add-on for any box (docs/api.md "/purchase"): a visitor needs no login. The replies
 * carry only what the purchase needs (a short-lived handle to the box, the owner masked).
 */
import type * as v from 'valibot'
import {
  purchaseCheckoutReply,
  purchaseLookupReply,
  purchaseOrderReply,
  type purchaseOrderBody,
  type PurchaseCheckoutBody,
  type PurchaseLookupBody,
} from '../../contract/purchase'
import { ApiError, clients, expectOk, request } from './clients'

/** A handle to the box and its owner masked, or null when no box answers to the value (SPEC §8's "unavailable"). */
export async function lookupBox(body: PurchaseLookupBody) {
  try {
    const reply = await request(clients().main, 'v1/purchase/lookup', purchaseLookupReply, {
      method: 'POST',
      body,
    })
    return expectOk(reply).data
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null
    throw error
  }
}

export async function checkoutForBox(body: PurchaseCheckoutBody) {
  const reply = await request(clients().main, 'v1/purchase/checkout', purchaseCheckoutReply, {
    method: 'POST',
    body,
  })
  return expectOk(reply).data
}

/** The order's status for the visitor who holds its payment token. */
export async function getPurchaseOrder(body: v.InferInput<typeof purchaseOrderBody>) {
  const reply = await request(clients().main, 'v1/purchase/order', purchaseOrderReply, {
    method: 'POST',
    body,
  })
  return expectOk(reply).data
}
