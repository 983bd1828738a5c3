/**
 * A receipt for a paid charge: GET /go/vplustv/v1/transaction/{order_id}/receipt. Only a paid
 * order has one; the seller's name, address and tax number come from the server's configuration.
 */
import * as v from 'valibot'
import { goEnvelope } from './common'
import { paymentMethodSchema } from './subscription'

export const receiptSchema = v.object({
  order_id: v.string(),
  product_name: v.string(),
  /** the box it was bought for, if any */
  sn: v.nullable(v.string()),
  /** ISO instants (UTC); the site shows them in WIB */
  ordered_at: v.string(),
  paid_at: v.string(),
  /** the period the charge pays for, when it activated a package */
  period: v.nullable(v.object({ start: v.string(), end: v.string() })),
  /** a renewal of a subscription (the SPEC's ' | RENEWAL') */
  is_recurring: v.boolean(),
  /** rupiah: the price, the delivery fee and their total, VAT included */
  price: v.number(),
  delivery_fee: v.number(),
  total: v.number(),
  /** the VAT the total includes: its rate in percent and its amount in rupiah */
  vat: v.object({ percent: v.number(), amount: v.number() }),
  /** how it was paid, masked; null when the provider did not say */
  method: v.nullable(paymentMethodSchema),
  customer: v.object({ name: v.string(), phone: v.string() }),
  seller: v.object({ name: v.string(), address: v.string(), tax_id: v.string() }),
})
export type Receipt = v.InferOutput<typeof receiptSchema>
export const receiptReply = goEnvelope(receiptSchema)

/** The VAT a VAT-inclusive total holds, in whole rupiah: total × p / (100 + p). */
export function includedVat(total: number, percent: number): number {
  return Math.round((total * percent) / (100 + percent))
}
