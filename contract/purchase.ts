/**
 * /api/v1/purchase/…: an add-on bought for a box by anyone who knows it (a relative, a shop), no
 * login needed. Replies carry only what the purchase needs: a short-lived handle to the box, never
 * its serial number or customer ID, nor the owner's email, address or the box's MAC address; the
 * owner's name and phone masked.
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
  /** opaque: checkout takes it (server/services/purchase-handle.ts) */
  handle: v.string(),
  /** seconds the handle is good for from this reply (PURCHASE_HANDLE_TTL_SECONDS, 900 unless set) */
  expires_in: v.number(),
  /** the owner's name, each word's first two letters kept: "De** Cu*****" */
  name: v.string(),
  /** the box's phone, masked as "0812****890"; null when the box has none */
  phone: v.nullable(v.string()),
})
export type PurchaseBox = v.InferOutput<typeof purchaseBoxSchema>
export const purchaseLookupReply = envelope(purchaseBoxSchema)

export const purchaseCheckoutBody = v.object({
  handle: v.pipe(
    v.string('handle is required'),
    plainText('handle'),
    v.trim(),
    v.nonEmpty('handle is required'),
    v.maxLength(128),
  ),
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

/**
 * The service's words for a handle it will not take (HTTP 410): past its time, or never one of
 * its own (altered, or from another server). Either way the visitor looks the box up again.
 */
export const HANDLE_EXPIRED = 'This lookup has expired. Look the box up again.'
export const HANDLE_UNKNOWN = 'This lookup is not valid. Look the box up again.'

/** "+6281234567890" → "0812****890": enough to recognise one's own number, not to call it. */
export function maskPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const local = digits.startsWith('62') ? `0${digits.slice(2)}` : digits
  if (local.length < 8) return null
  return `${local.slice(0, 4)}****${local.slice(-3)}`
}

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
