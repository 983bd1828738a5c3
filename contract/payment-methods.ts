/**
 * Payment methods the provider holds for the customer (a card saved at checkout or added, a GoPay
 * account linked), seen only masked, and what renewals are charged to. The billing service answers
 * under /bss/payduct/v1/payment-methods and /bss/payduct/v1/subscriptions/{id}/… (docs/api.md).
 * The provider's tokens (saved_token_id, GoPay's account_id and payment option token) never leave
 * the server.
 */
import * as v from 'valibot'
import { envelope, intLike, LANGS, phoneSchema } from './common'
import { paymentMethodSchema, subscriptionSchema } from './subscription'

/**
 * pending: a GoPay account whose activation in the provider's page is not yet confirmed;
 * active: the provider holds it and renewals can be charged to it;
 * failed: the activation expired or was refused (only the poll of one method answers it; the
 * list never holds a failed method).
 */
export const METHOD_STATUSES = ['pending', 'active', 'failed'] as const
export type MethodStatus = (typeof METHOD_STATUSES)[number]

export const savedMethodSchema = v.object({
  id: v.number(),
  method: paymentMethodSchema,
  status: v.picklist(METHOD_STATUSES),
  /** how many live subscriptions (active, cancelling, past_due) are charged to it */
  renewals: v.number(),
  /** ISO instant (UTC) */
  added_at: v.string(),
})
export type SavedMethod = v.InferOutput<typeof savedMethodSchema>

/** GET …/payment-methods: pending and active ones, newest first. */
export const methodsReply = envelope(v.object({ methods: v.array(savedMethodSchema) }))
/** GET …/payment-methods/{id}: one method; a pending GoPay is asked about at the provider first. */
export const methodReply = envelope(v.object({ method: savedMethodSchema }))

/**
 * Where the provider's page sends the customer back: the payment methods page or My Package, in
 * the page's language. The server builds the address from its public URL; the site names no URL.
 * The return carries `?method=<id>` (GoPay) or `?registration=<id>` (card), and `result=ok|cancel`.
 */
export const returnToSchema = v.object({
  page: v.picklist(['payment-methods', 'my-package'] as const, 'Unknown page to return to'),
  language: v.picklist(LANGS, 'Unknown language'),
})
export type ReturnTo = v.InferOutput<typeof returnToSchema>

/** POST …/payment-methods/gopay: links a GoPay account (the provider's POST /v2/pay/account). */
export const linkGopayBody = v.object({ phone: phoneSchema, return_to: returnToSchema })
/** the method, pending, and the provider's activation page to open */
export const linkGopayReply = envelope(v.object({ method: savedMethodSchema, activation_url: v.string() }))

/** POST …/payment-methods/card: starts adding a card in the provider's card page (no charge). */
export const addCardBody = v.object({ return_to: returnToSchema })
export const addCardReply = envelope(v.object({ registration_url: v.string() }))

/** POST …/payment-methods/card/complete: the card page's return; the server reads it from the provider. */
export const completeCardBody = v.object({
  registration_id: v.pipe(
    v.string('registration_id is required'),
    v.regex(/^[\w-]{1,64}$/, 'Unknown registration'),
  ),
})

/**
 * POST …/payment-methods/{id}/unlink. A method renewals are charged to needs `move_to`: another of
 * the customer's active methods (its renewals move there), or null (their auto-renew turns off:
 * active ones end at their period's end). A GoPay account is unbound at the provider.
 */
export const unlinkBody = v.object({
  move_to: v.optional(v.nullable(intLike('move_to must be a method id or null'))),
})
export const unlinkReply = envelope(
  v.object({
    /** subscriptions moved to move_to */
    moved: v.number(),
    /** subscriptions whose auto-renew was turned off */
    stopped: v.number(),
  }),
)

/** …/payment-methods/{id}: the method's id */
export const methodIdParam = v.object({
  id: intLike('The payment method id must be a positive whole number'),
})

/** POST …/subscriptions/{id}/method: renewals are charged to another active method. */
export const changeMethodBody = v.object({ method_id: intLike('method_id must be a method id') })

/**
 * POST …/subscriptions/{id}/pay (Update payment): a past_due subscription's failed renewal charged
 * now to the chosen active method, which renewals then use. Charged at most once per failed
 * period, however many requests race. paid: the subscription is active again with its next period;
 * declined or unavailable: still past_due, the reason updated.
 */
export const PAY_OUTCOMES = ['paid', 'declined', 'unavailable'] as const
export type PayOutcome = (typeof PAY_OUTCOMES)[number]
export const payNowBody = v.object({ method_id: intLike('method_id must be a method id') })
export const payNowReply = envelope(
  v.object({
    outcome: v.picklist(PAY_OUTCOMES),
    /** the charge's order id: its receipt once paid */
    order_id: v.string(),
    subscription: subscriptionSchema,
  }),
)
