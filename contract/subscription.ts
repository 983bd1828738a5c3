/**
 * Subscriptions (renewals the customer sees and controls): one per add-on package bought for a
 * box, renewed from the payment method the provider holds for the customer. The billing service
 * answers under /bss/payduct/v1/subscriptions (docs/api.md).
 */
import * as v from 'valibot'
import { envelope, intLike } from './common'

/**
 * active: renews at the period's end; cancelling: auto-renew off, active until the period's end;
 * past_due: a renewal charge failed, access kept until the grace ends; ended: no longer active.
 */
export const SUBSCRIPTION_STATES = ['active', 'cancelling', 'past_due', 'ended'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]

/** why the last renewal charge failed: the provider declined it, no method is held, or it could not be reached */
export const RENEWAL_FAILURES = ['declined', 'no_method', 'unavailable'] as const
export type RenewalFailure = (typeof RENEWAL_FAILURES)[number]

/** A method the provider holds; the site only ever sees it masked. */
export const paymentMethodSchema = v.variant('kind', [
  v.object({
    kind: v.literal('card'),
    /** e.g. 'visa', 'mastercard' */
    brand: v.string(),
    /** the card number's last four digits */
    last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
    /** MM/YY */
    expiry: v.pipe(v.string(), v.regex(/^\d{2}\/\d{2}$/)),
  }),
  v.object({
    kind: v.literal('gopay'),
    /** e.g. '0812****890' */
    phone: v.string(),
  }),
])
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>

export const subscriptionSchema = v.object({
  id: v.number(),
  /** the add-on's product code, as current packages name it */
  product_code: v.string(),
  name: v.string(),
  /** the box it is active on */
  sn: v.string(),
  state: v.picklist(SUBSCRIPTION_STATES),
  /** ISO instants (UTC); the site shows them in WIB */
  period_start: v.string(),
  period_end: v.string(),
  /** when the next renewal is charged: null unless active or past_due */
  next_charge_at: v.nullable(v.string()),
  /** rupiah charged at each renewal */
  amount: v.number(),
  /** null when none is held: the package then cannot renew */
  method: v.nullable(paymentMethodSchema),
  /** the method's id in …/payment-methods (contract/payment-methods.ts), null with method */
  method_id: v.nullable(v.number()),
  /** past_due only: why the renewal failed, and until when access is kept */
  failure: v.nullable(v.picklist(RENEWAL_FAILURES)),
  grace_until: v.nullable(v.string()),
})
export type Subscription = v.InferOutput<typeof subscriptionSchema>

export const subscriptionsReply = envelope(v.object({ subscriptions: v.array(subscriptionSchema) }))

/** POST …/subscriptions/{id}/auto-renew: off moves active → cancelling, on moves cancelling → active. */
export const autoRenewBody = v.object({ on: v.boolean('on must be true or false') })
export const subscriptionReply = envelope(v.object({ subscription: subscriptionSchema }))

/** …/subscriptions/{id}: the subscription's id */
export const subscriptionIdParam = v.object({
  id: intLike('The subscription id must be a positive whole number'),
})
