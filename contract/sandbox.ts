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

/** The provider's charge API (Core API POST /v2/charge) for a saved card: its token charged for an order. */
export const chargeBody = v.object({
  payment_type: v.literal('credit_card', 'payment_type must be credit_card'),
  transaction_details: v.object({
    order_id: v.pipe(
      v.string('order_id is required'),
      v.regex(/^[\w.~-]{1,50}$/, 'order_id must be 1 to 50 letters, digits or - _ ~ .'),
    ),
    gross_amount: v.pipe(v.number('gross_amount is required'), v.integer(), v.minValue(1), v.maxValue(1e12)),
  }),
  credit_card: v.object({
    token_id: v.pipe(v.string('credit_card.token_id is required'), v.minLength(1), v.maxLength(128)),
  }),
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
