/** Payment-provider stand-in: the popup's choice and the signed webhook notification. */
import * as v from 'valibot'
import { plainText } from './common'

export const SNAP_CHOICES = ['pay', 'pending', 'fail', 'close'] as const
/**
 * The sandbox's test cards (Midtrans' sandbox numbers): the first is accepted, the second is
 * accepted at checkout and saves fine, but every later charge of it is denied.
 */
export const TEST_CARDS = ['4811111111111114', '4911111111111113'] as const
export const snapChoiceBody = v.object({
  choice: v.picklist(SNAP_CHOICES, 'choice must be pay, pending, fail or close'),
  /** a card payment whose checkout asked for save_card: keep the card for renewals (the form's checkbox) */
  save_card: v.optional(v.union([v.boolean(), v.literal('on')], 'save_card must be true, false or on')),
  card: v.optional(v.picklist(TEST_CARDS, `card must be one of the test cards ${TEST_CARDS.join(', ')}`)),
})

/** The provider's transaction API (Snap's POST /snap/v1/transactions): the order and its amount. */
export const transactionBody = v.object({
  transaction_details: v.object({
    order_id: v.pipe(v.string('order_id is required'), v.minLength(1), v.maxLength(50)),
    gross_amount: v.pipe(v.number('gross_amount is required'), v.integer(), v.minValue(1)),
  }),
  expiry: v.optional(
    v.object({
      unit: v.picklist(['second', 'minute', 'hour', 'day']),
      duration: v.pipe(v.number(), v.integer()),
    }),
  ),
  /** the payer may save the card for later charges (with `user_id`: Midtrans keeps it per customer) */
  credit_card: v.optional(v.object({ save_card: v.optional(v.boolean()) })),
  user_id: v.optional(v.pipe(v.string(), v.maxLength(64))),
  customer_details: v.optional(
    v.object({
      first_name: v.optional(v.pipe(v.string(), v.maxLength(255))),
      email: v.optional(v.pipe(v.string(), v.maxLength(255))),
      phone: v.optional(v.pipe(v.string(), v.maxLength(32))),
    }),
  ),
})

const orderIdField = v.pipe(
  v.string('order_id is required'),
  v.regex(/^[\w.~-]{1,50}$/, 'order_id must be 1 to 50 letters, digits or - _ ~ .'),
)
const chargeDetails = v.object({
  order_id: orderIdField,
  gross_amount: v.pipe(v.number('gross_amount is required'), v.integer(), v.minValue(1), v.maxValue(1e12)),
})
const providerToken = (name: string) =>
  v.pipe(v.string(`${name} is required`), v.minLength(1), v.maxLength(128))

/**
 * The provider's charge API (Core API POST /v2/charge): a saved card's token, or a linked GoPay
 * account's payment option token (GoPay Tokenization), charged for an order.
 */
export const chargeBody = v.variant(
  'payment_type',
  [
    v.object({
      payment_type: v.literal('credit_card', 'payment_type must be credit_card or gopay'),
      transaction_details: chargeDetails,
      credit_card: v.object({ token_id: providerToken('credit_card.token_id') }),
    }),
    v.object({
      payment_type: v.literal('gopay', 'payment_type must be credit_card or gopay'),
      transaction_details: chargeDetails,
      gopay: v.object({
        account_id: providerToken('gopay.account_id'),
        payment_option_token: providerToken('gopay.payment_option_token'),
      }),
    }),
  ],
  'payment_type must be credit_card or gopay',
)

/** GoPay Tokenization's link call (POST /v2/pay/account): the account to link, and where to return. */
export const payAccountBody = v.object({
  payment_type: v.literal('gopay', 'payment_type must be gopay'),
  gopay_partner: v.object({
    phone_number: v.pipe(
      v.string('gopay_partner.phone_number is required'),
      v.regex(/^8\d{7,12}$/, 'phone_number must be the number without 0 or 62, like 81234567890'),
    ),
    country_code: v.literal('62', 'country_code must be 62'),
    redirect_url: v.pipe(
      v.string('gopay_partner.redirect_url is required'),
      v.minLength(1),
      v.maxLength(512),
    ),
  }),
})

/** The sandbox's card page (no charge): made for a customer (user_id) with where it returns. */
export const cardRegistrationBody = v.object({
  user_id: v.pipe(v.string('user_id is required'), v.minLength(1), v.maxLength(64)),
  redirect_url: v.pipe(v.string('redirect_url is required'), v.minLength(1), v.maxLength(512)),
})

/** The payer's answer in the sandbox's GoPay activation page and card page. */
export const linkChoiceBody = v.object({
  choice: v.picklist(['allow', 'cancel'], 'choice must be allow or cancel'),
  card: v.optional(v.picklist(TEST_CARDS, `card must be one of the test cards ${TEST_CARDS.join(', ')}`)),
})

/** The provider's refund call (POST /v2/{order_id}/refund): the same refund_key is the same refund. */
export const refundBody = v.object({
  refund_key: v.pipe(
    v.string('refund_key is required'),
    v.regex(/^[\w.~-]{1,50}$/, 'refund_key must be 1 to 50 letters, digits or - _ ~ .'),
  ),
  /** rupiah; the whole remaining amount when absent */
  amount: v.optional(
    v.pipe(v.number('amount must be a number'), v.integer(), v.minValue(1), v.maxValue(1e12)),
  ),
  reason: v.optional(v.pipe(v.string(), plainText('reason'), v.maxLength(255)), ''),
})

export const notificationBody = v.object({
  order_id: v.pipe(
    v.string('order_id is required'),
    plainText('order_id'),
    v.nonEmpty('order_id is required'),
    v.maxLength(64),
  ),
  status_code: v.pipe(
    v.string('status_code is required'),
    v.regex(/^\d{3}$/, 'status_code must be 3 digits'),
  ),
  gross_amount: v.pipe(
    v.string('gross_amount is required'),
    v.regex(/^\d+(\.\d{2})?$/, 'gross_amount must be a number'),
  ),
  transaction_status: v.pipe(
    v.string('transaction_status is required'),
    plainText('transaction_status'),
    v.nonEmpty('transaction_status is required'),
    v.maxLength(32),
  ),
  signature_key: v.pipe(
    v.string('signature_key is required'),
    v.regex(/^[0-9a-f]{128}$/i, 'signature_key must be a SHA-512 hex digest'),
  ),
  transaction_id: v.optional(v.pipe(v.string(), plainText('transaction_id'), v.maxLength(64))),
  /** card payments: accept, challenge (held for review) or deny */
  fraud_status: v.optional(v.pipe(v.string(), plainText('fraud_status'), v.maxLength(16))),
  currency: v.optional(v.pipe(v.string(), plainText('currency'), v.maxLength(8))),
})
export type SnapNotification = v.InferOutput<typeof notificationBody>

export const snapResultSchema = v.object({
  order_id: v.string(),
  status_code: v.string(),
  transaction_status: v.string(),
  gross_amount: v.string(),
})
export type SnapResult = v.InferOutput<typeof snapResultSchema>

/** The payment popup's four callbacks (SPEC §2: they all lead to the same redirect). */
export type SnapOutcome = 'success' | 'pending' | 'error' | 'close'
