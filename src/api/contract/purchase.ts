/**
 * /api/v1/purchase/…: an add-on bought for a box by anyone who knows it (a relative, a shop), no
 * login needed. Replies carry only what the purchase needs: never the owner's phone, email,
 * address or the box's MAC address; the owner's name masked.
 */
import * as v from 'valibot'
import { envelope, INT_MAX, plainText } from './common'

export const purchaseLookupBody = v.object({
  query: v.pipe(
    v.string('query is required'),
    plainText('query'),
    v.trim(),
    v.nonEmpty('query is required'),
    v.maxLength(64),
  ),
})
export type PurchaseLookupBody = v.InferInput<typeof purchaseLookupBody>

export const purchaseBoxSchema = v.object({
  sn: v.string(),
  customerid: v.string(),
  /** the owner's name, each word's first two letters kept: "De** Cu*****" */
  name: v.string(),
})
export type PurchaseBox = v.InferOutput<typeof purchaseBoxSchema>
export const purchaseLookupReply = envelope(purchaseBoxSchema)

const sn = v.pipe(
  v.string('sn is required'),
  plainText('sn'),
  v.trim(),
  v.nonEmpty('sn is required'),
  v.maxLength(64),
)
export const purchaseCheckoutBody = v.object({
  sn,
  // bounded like every id a client sends: a larger one is refused here, not by the database (a 500)
  package_id: v.pipe(
    v.number('package_id is required'),
    v.integer('package_id must be a positive integer'),
    v.minValue(1, 'package_id must be a positive integer'),
    v.maxValue(INT_MAX, 'package_id must be a positive integer'),
  ),
})
export type PurchaseCheckoutBody = v.InferInput<typeof purchaseCheckoutBody>
export const purchaseCheckoutReply = envelope(
  v.object({
    order_id: v.string(),
    /** the payment token: the payment page's key, and the visitor's key to the order's status */
    token: v.string(),
    gross_amount: v.number(),
    redirect_url: v.string(),
  }),
)

export const purchaseOrderBody = v.object({
  order_id: v.pipe(v.string(), plainText('order_id'), v.nonEmpty(), v.maxLength(64)),
  token: v.pipe(v.string(), plainText('token'), v.nonEmpty(), v.maxLength(64)),
})
export const purchaseOrderReply = envelope(
  v.object({
    order_id: v.string(),
    transaction_status: v.string(),
    package_name: v.string(),
    total_payment: v.number(),
  }),
)

/** "Demo Customer" → "De** Cu*****": enough for a buyer to recognise the box, not to learn a name. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => {
      const letters = [...word]
      const kept = letters.length > 2 ? 2 : 1
      return letters.slice(0, kept).join('') + '*'.repeat(Math.max(letters.length - kept, 1))
    })
    .join(' ')
}
